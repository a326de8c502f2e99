import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customDomain } from './custom-domain';

/** The customer's custom domain, certificate, URL rewrite rules, portal aliases and domain states. */
export const getCustomDomain = defineEndpoint({
  method: 'GET',
  path: '/api/customers/customdomain/:id',
  summary: "Reads a customer's custom domain, URL rewrite rules, portal aliases and what the platform knows of its domains",
  permission: 'signedIn',
  params: customerIdParams,
  response: customDomain,
});
