import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customDomain, urlRewriteRuleInput } from './custom-domain';

/** doc1 §7 addUrlRewrite: the rule; with a domain name its certificate follows with addUrlRewrite/{rule}. */
export const addUrlRewrite = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/addUrlRewrite',
  summary: 'Adds a URL rewrite rule (name, conditions, optional domain name) to a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: urlRewriteRuleInput,
  response: customDomain,
});
