import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { boostUsage } from './licence';

export const getBoostUsage = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/boostUsage',
  summary: 'Boost hours granted and left on the base and the peak load plan',
  permission: 'signedIn',
  params: customerIdParams,
  response: boostUsage,
});
