import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const dismissJobsResponse = z.object({ dismissedCount: z.number().int() });

/** doc1 §7 DELETE /jobs: dismisses every completed job of the subscription; running ones stay. */
export const dismissJobs = defineEndpoint({
  method: 'DELETE',
  path: '/api/jobs',
  summary: 'Dismisses all completed jobs',
  permission: 'signedIn',
  isDestructive: true,
  response: dismissJobsResponse,
});
