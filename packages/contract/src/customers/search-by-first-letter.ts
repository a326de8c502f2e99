import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchByFirstLetter = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/firstletters/:letter',
  summary: 'Customers whose alias starts with a letter or digit',
  permission: 'signedIn',
  params: z.object({ letter: z.string().regex(/^[a-z0-9]$/i, { message: 'must be one letter or digit' }) }),
  query: customerPageQuery,
  response: customerSearchResponse,
});
