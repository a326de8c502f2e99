import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchDisabledCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/disabled',
  summary: 'Disabled customers',
  access: 'operator',
  query: customerPageQuery,
  response: customerSearchResponse,
});
