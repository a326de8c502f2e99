import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customerDetails } from './customer-details';
import { updateMiscDetailsInput } from './update-misc-details';

/** doc1 §7 `POST /customers/{id}/` (customer details): the record's plain fields saved together. */
export const customerDetailsInput = updateMiscDetailsInput.extend({
  name: z.string().trim().min(1, { message: 'is required' }).max(200, { message: 'must be at most 200 characters' }),
  isOnDedicatedServer: z.boolean({ message: 'must be true or false' }),
});

export const saveCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id',
  summary: "Saves a customer's name, webhook count and whether it runs on a dedicated server",
  permission: 'signedIn',
  params: customerIdParams,
  body: customerDetailsInput,
  response: customerDetails,
  isFormEdit: true,
});
