import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchCustomersQuery = customerPageQuery.extend({
  query: z.string().max(200).default(''),
});

export type SearchCustomersQuery = z.infer<typeof searchCustomersQuery>;

export const searchCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search',
  summary: 'Searches customers by alias or name: prefixes first, then fragments, with suggestions for misspellings',
  permission: 'signedIn',
  query: searchCustomersQuery,
  response: customerSearchResponse,
});
