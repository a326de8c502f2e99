import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Server plan, as the customer runs on it. */
export const customerServerPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(['Base', 'PeakLoad']),
  weekday: z.string(),
  weekendDay: z.string(),
  blockHours: z.number().int().nullable(),
});

export const getCustomerServerPlan = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/customerServerPlan',
  summary: 'The server plan a customer runs on (its base plan); null when none was chosen',
  permission: 'signedIn',
  params: customerIdParams,
  response: customerServerPlan.nullable(),
});
