import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { activityKinds } from './activity-kinds';
import { auditOutcomes } from './list-audit';

export const customerActivityEntry = z.object({
  id: z.string(),
  at: z.string(),
  operatorName: z.string().nullable(),
  kind: z.enum(activityKinds),
  /** What was done: the endpoint's summary, as the audit record keeps it. */
  action: z.string(),
  outcome: z.enum(auditOutcomes),
  /** Why, as the operator typed it in the change's confirmation. */
  changeReason: z.string().nullable(),
});

export type CustomerActivityEntry = z.infer<typeof customerActivityEntry>;

export const listCustomerActivityQuery = z.object({
  kind: z.enum(activityKinds, { message: `must be one of ${activityKinds.join(', ')}` }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export type ListCustomerActivityQuery = z.infer<typeof listCustomerActivityQuery>;

export const listCustomerActivityResponse = z.object({
  entries: z.array(customerActivityEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type CustomerActivityPage = z.infer<typeof listCustomerActivityResponse>;

export const listCustomerActivity = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/activity',
  summary: 'The changes made to a customer, newest first: who, what, when and why (from the audit record)',
  permission: 'signedIn',
  params: customerIdParams,
  query: listCustomerActivityQuery,
  response: listCustomerActivityResponse,
});
