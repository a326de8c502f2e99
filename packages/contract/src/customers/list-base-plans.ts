import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const basePlan = z.object({ id: z.string(), name: z.string(), weekday: z.string(), weekendDay: z.string() });

export type BasePlan = z.infer<typeof basePlan>;

export const listBasePlans = defineEndpoint({
  method: 'GET',
  path: '/api/customers/basePlans',
  summary: 'Server plans of the Base category, offered when a customer is created',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(basePlan),
});
