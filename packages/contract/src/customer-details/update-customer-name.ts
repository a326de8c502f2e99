import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/**
 * doc1 §5: the name must not be empty. No schema-wide message: zod 4 hands it to every check of the
 * schema, and a 5,000-character name was refused as "Name is required."
 */
export const updateNameInput = z.object({
  newName: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(constants.customerNameMaxLength, {
      message: `must be at most ${constants.customerNameMaxLength} characters`,
    }),
});

export const updateCustomerName = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/updateName',
  summary: "Changes a customer's name (its alias stays)",
  permission: 'signedIn',
  params: customerIdParams,
  body: updateNameInput,
  response: customerDetails,
  isFormEdit: true,
});
