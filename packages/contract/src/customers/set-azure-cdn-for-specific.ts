import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customerIdsInput } from './bulk-customer-actions';

export const setAzureCdnForSpecific = defineEndpoint({
  method: 'POST',
  path: '/api/customers/setAzureCdnForSpecific',
  summary: 'Sets the Azure CDN for the named customers, as one job with a result per customer',
  permission: 'signedIn',
  body: customerIdsInput,
  status: 202,
  response: job,
});
