import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from './customer-search';

export const repairCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/repair',
  summary: "Repairs a customer's deployment",
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});
