import { errorEventSources, listAuditQuery } from '@console/contract';
import { z } from 'zod';

/** The Audit screen's filters live in the URL, so every view is a deep link. */
export const auditSearchSchema = listAuditQuery.partial().extend({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().int().optional().catch(undefined),
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
  /** Which record the screen shows: changes (the audit record, the default) or the console's own error events. */
  show: z.enum(['changes', 'errors']).optional().catch(undefined),
  source: z.enum(errorEventSources).optional().catch(undefined),
});

export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** `datetime-local` values are local time without a zone; the API takes ISO instants. */
export const localToIso = (value: string | undefined) => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};
