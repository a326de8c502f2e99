import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from '../customers/customer-search';
import { customerIdBody } from './customer-id-body';

export const recycleAppPool = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/recycleAppPool',
  summary: 'Recycles the application pool of a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: customerIdBody,
  status: 202,
  response: job,
});
