import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/** doc1 §5: misc details (the webhook count) must not be empty; a count is a whole number from 0. */
export const updateMiscDetailsInput = z.object({
  webhookCount: z
    .number({ message: 'is required' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(10_000, { message: 'must be at most 10000' }),
});

export const updateMiscDetails = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/updateMiscDetails',
  summary: "Changes a customer's misc details (webhook count)",
  permission: 'signedIn',
  params: customerIdParams,
  body: updateMiscDetailsInput,
  response: customerDetails,
  isFormEdit: true,
});
