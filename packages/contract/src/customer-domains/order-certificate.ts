import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { domainNameBody } from './custom-domain';

export const orderCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/orderCertificate',
  summary: 'Orders a managed certificate for a validated domain of the customer (a job)',
  permission: 'signedIn',
  params: customerIdParams,
  body: domainNameBody,
  status: 202,
  response: job,
});
