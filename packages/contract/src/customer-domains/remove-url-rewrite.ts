import { defineEndpoint } from '../endpoint';
import { customDomain, ruleParams } from './custom-domain';

export const removeUrlRewrite = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/removeUrlRewrite/:rule',
  summary: 'Removes a URL rewrite rule and its certificate from a customer',
  permission: 'signedIn',
  isDestructive: true,
  params: ruleParams,
  response: customDomain,
});
