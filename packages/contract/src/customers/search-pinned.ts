import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchPinnedCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/releasechannels/pinned',
  summary: 'Customers pinned to their release channel',
  access: 'operator',
  query: customerPageQuery,
  response: customerSearchResponse,
});
