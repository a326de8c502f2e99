import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdsInput } from './bulk-customer-actions';

export const repairCustomers = defineEndpoint({
  method: 'POST',
  path: '/api/customers/repair',
  summary: 'Repairs several customers as one job with a result per customer',
  permission: 'signedIn',
  body: customerIdsInput,
  status: 202,
  response: job,
});
