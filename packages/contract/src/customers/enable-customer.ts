import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from './customer-search';

export const enableCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/enable',
  summary: 'Enables a disabled customer',
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});
