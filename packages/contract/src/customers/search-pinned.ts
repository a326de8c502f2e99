import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchPinnedCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/releasechannels/pinned',
  summary: 'Customers pinned to their release channel',
  permission: 'signedIn',
  query: customerPageQuery,
  response: customerSearchResponse,
});
