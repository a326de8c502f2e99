import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customDomain } from './custom-domain';

export const removeCustomDomain = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/removeCustomDomain',
  summary: "Removes a customer's custom domain name and its certificate",
  permission: 'signedIn',
  isDestructive: true,
  params: customerIdParams,
  response: customDomain,
});
