import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { redisCacheKeyPattern, redisCacheKeyRule, storageAccountFlags } from './azure-rules';

/** An Azure location name as the cloud spells it (`westeurope`). */
export const locationNameParam = z
  .string()
  .regex(/^[a-z][a-z0-9]{1,39}$/, { message: 'must be an Azure location name such as westeurope' });

/** doc2 §7 POST /azure/locations/refresh: the scan runs as a job. */
export const locationJobStarted = z.object({ job });

export type LocationJobStarted = z.infer<typeof locationJobStarted>;

export const refreshLocations = defineEndpoint({
  method: 'POST',
  path: '/api/azure/locations/refresh',
  summary: 'Scans the cloud for its locations (a job); the list is rewritten from what it finds',
  permission: 'signedIn',
  response: locationJobStarted,
});

export const createStorageAccount = defineEndpoint({
  method: 'POST',
  path: '/api/azure/storageaccounts/:name/:flag',
  summary: 'Creates a storage account in a location (a job); flag true makes it a premium account',
  permission: 'signedIn',
  params: z.object({
    name: locationNameParam,
    flag: z.enum(storageAccountFlags, { message: 'must be true (premium) or false (standard)' }),
  }),
  response: locationJobStarted,
});

export const createRedisCache = defineEndpoint({
  method: 'POST',
  path: '/api/azure/redisCaches/:name',
  summary: 'Creates a redis cache in a location under the given key (a job)',
  permission: 'signedIn',
  params: z.object({ name: locationNameParam }),
  body: z.object({ key: z.string().trim().regex(redisCacheKeyPattern, { message: redisCacheKeyRule }) }),
  response: locationJobStarted,
});
