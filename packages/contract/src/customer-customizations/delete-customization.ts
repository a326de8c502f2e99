import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customization, customizationParams } from './customization';

export const deleteCustomization = defineEndpoint({
  method: 'DELETE',
  path: '/api/customers/:id/customizations/:alias',
  summary: 'Removes a customization from a customer',
  permission: 'signedIn',
  isDestructive: true,
  params: customizationParams,
  response: z.array(customization),
});
