import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

export const setAzureCdn = defineEndpoint({
  method: 'POST',
  path: '/api/customers/setAzureCdn',
  summary: 'Sets the Azure CDN for every active customer of the subscription, as one job with a result per customer',
  permission: 'signedIn',
  status: 202,
  response: job,
});
