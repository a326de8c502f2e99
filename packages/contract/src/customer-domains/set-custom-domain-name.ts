import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customDomain, customDomainNameBody } from './custom-domain';

export const setCustomDomainName = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/customDomainName',
  summary: "Sets a customer's custom domain name and whether its EventsAIR domain stays enabled",
  permission: 'signedIn',
  params: customerIdParams,
  body: customDomainNameBody,
  response: customDomain,
});
