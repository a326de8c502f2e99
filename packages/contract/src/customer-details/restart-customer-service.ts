import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from '../customers/customer-search';

export const restartCustomerService = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/restartService',
  summary: 'Restarts the service of a customer',
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});
