import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customization } from './customization';

export const listCustomizations = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/customizations',
  summary: "A customer's customizations (title and alias), in alias order",
  permission: 'signedIn',
  params: customerIdParams,
  response: z.array(customization),
});
