import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Release channel. */
export const releaseChannel = z.object({
  id: z.string(),
  name: z.string(),
  currentVersion: z.string().nullable(),
  currentReleaseId: z.string().nullable(),
  stabilityIndex: z.number().int(),
});

export type ReleaseChannel = z.infer<typeof releaseChannel>;

export const listReleaseChannels = defineEndpoint({
  method: 'GET',
  path: '/api/releasechannels',
  summary: 'Release channels',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(releaseChannel),
});
