import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from './job';

/** Re-runs only the failed steps of a completed bulk job, as a new job with a result per target. */
export const retryFailedJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:correlationId/retryfailed',
  summary: "Retries a job's failed steps as a new job",
  permission: 'signedIn',
  params: z.object({ correlationId: z.uuid() }),
  response: job,
  status: 201,
});
