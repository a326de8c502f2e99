import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from './customer-search';

export const decommissionCustomer = defineEndpoint({
  method: 'DELETE',
  path: '/api/customers/:id',
  summary: 'Decommissions a customer: removes its deployments and then the customer',
  permission: 'signedIn',
  isDestructive: true,
  params: customerIdParams,
  status: 202,
  response: job,
});
