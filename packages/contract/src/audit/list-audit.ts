import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const auditOutcomes = ['succeeded', 'failed'] as const;

export const auditEvent = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  action: z.string(),
  targetIds: z.array(z.string()),
  /** The same targets with the name operators know them by (a customer's alias), where one is known. */
  targets: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  statusCode: z.number().int(),
  outcome: z.enum(auditOutcomes),
  durationMs: z.number(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Why the operator made a destructive change, as they typed it in its confirmation. */
  changeReason: z.string().nullable(),
});

export type AuditEvent = z.infer<typeof auditEvent>;

export const auditPageSizes = [25, 50, 100] as const;

export const listAuditQuery = z.object({
  operator: z.string().max(200).optional(),
  customer: z.string().max(200).optional(),
  text: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export type ListAuditQuery = z.infer<typeof listAuditQuery>;

export const listAuditResponse = z.object({
  events: z.array(auditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How far back the record goes: the audit retention policy's period; null when none removes old records. */
  keptForDays: z.number().int().nullable(),
});

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  summary: 'Searches the audit record of changes',
  permission: 'signedIn',
  scope: 'operator',
  query: listAuditQuery,
  response: listAuditResponse,
});
