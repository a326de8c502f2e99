import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { domainNameBody } from './custom-domain';

export const addDomainToFrontDoor = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/addToAfd',
  summary: 'Adds a validated domain of the customer to Front Door (a job)',
  permission: 'signedIn',
  params: customerIdParams,
  body: domainNameBody,
  status: 202,
  response: job,
});
