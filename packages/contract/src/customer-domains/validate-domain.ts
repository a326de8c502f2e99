import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { domainNameBody } from './custom-domain';

export const validateDomain = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/validate',
  summary: 'Validates the ownership of a domain of the customer through its TXT records (a job)',
  permission: 'signedIn',
  params: customerIdParams,
  body: domainNameBody,
  status: 202,
  response: job,
});
