import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customDomain, portalAliasesInput } from './custom-domain';

/** doc1 §7 addPortalAliases (input): aliases separated by commas, semicolons, spaces or lines. */
export const addPortalAliases = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/addPortalAliases',
  summary: 'Adds portal aliases to a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: portalAliasesInput,
  response: customDomain,
});
