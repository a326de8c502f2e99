import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from './customer-search';

/** doc1 §3 Support user: customerId, userName. */
export const supportUserInput = z.object({
  customerId: z.uuid({ message: 'must be a customer id' }),
  userName: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(constants.supportUserNameMaxLength)
    .regex(/^[A-Za-z0-9._@-]+$/, { message: 'may hold letters, digits and . _ @ - only' }),
});

export type SupportUserInput = z.infer<typeof supportUserInput>;

export const createSupportUser = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/createSupportUser',
  summary: 'Creates a support user in a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: supportUserInput,
  status: 202,
  response: job,
});
