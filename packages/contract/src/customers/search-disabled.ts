import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchDisabledCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/disabled',
  summary: 'Disabled customers',
  permission: 'signedIn',
  query: customerPageQuery,
  response: customerSearchResponse,
});
