import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/** doc1 §5: misc details (the webhook count) must not be empty; a count is a whole number from 0. */
export const updateMiscDetailsInput = z.object({
  webhookCount: z
    // No schema-wide message (zod 4 would give it to every check): missing says required, text says a number.
    .number()
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(constants.maxWebhookCount, { message: `must be at most ${constants.maxWebhookCount}` }),
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
