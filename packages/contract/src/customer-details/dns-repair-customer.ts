import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from '../customers/customer-search';

export const dnsRepairCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/dnsrepair',
  summary: 'Repairs the DNS records of a customer',
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});
