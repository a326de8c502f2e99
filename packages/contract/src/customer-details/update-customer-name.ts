import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/** doc1 §5: the name must not be empty. */
export const updateNameInput = z.object({
  newName: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(200),
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
