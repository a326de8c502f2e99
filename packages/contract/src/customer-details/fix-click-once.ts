import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdParams } from '../customers/customer-search';
import { customerIdBody } from './customer-id-body';

export const fixClickOnce = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/fixClickOnce',
  summary: 'Rebuilds and re-signs the ClickOnce artifacts of a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: customerIdBody,
  status: 202,
  response: job,
});
