import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customization, customizationInput, customizationParams } from './customization';

/** Adds the customization with this alias, or changes its title; answers the customer's customizations. */
export const saveCustomization = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/:id/customizations/:alias',
  summary: 'Adds a customization to a customer, or changes its title',
  permission: 'signedIn',
  params: customizationParams,
  body: customizationInput,
  response: z.array(customization),
  isFormEdit: true,
});
