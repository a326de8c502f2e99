import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from './customer-search';

export const disableCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/disable',
  summary: 'Disables an enabled customer',
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});
