import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Cloud location. */
export const cloudLocation = z.object({
  name: z.string(),
  displayName: z.string(),
  isSupported: z.boolean(),
  currentAtUtc: z.string(),
});

export type CloudLocation = z.infer<typeof cloudLocation>;

export const listLocations = defineEndpoint({
  method: 'GET',
  path: '/api/azure/locations',
  summary: 'Azure locations and whether customers can be deployed there',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(cloudLocation),
});
