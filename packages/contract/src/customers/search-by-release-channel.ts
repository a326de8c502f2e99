import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerPageQuery, customerSearchResponse } from './customer-search';

export const searchByReleaseChannel = defineEndpoint({
  method: 'GET',
  path: '/api/customers/search/releasechannels/:id',
  summary: 'Customers in a release channel',
  permission: 'signedIn',
  params: z.object({ id: z.uuid({ message: 'must be a release channel id' }) }),
  query: customerPageQuery,
  response: customerSearchResponse,
});
