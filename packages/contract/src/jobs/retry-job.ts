import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from './job';

/**
 * Runs a faulted job again, in place: from the step that failed where its action allows it, otherwise
 * from the start. 409 when the job has not faulted, or another job of the same action runs on its target.
 */
export const retryJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:correlationId/retry',
  summary: 'Retries a faulted job',
  permission: 'signedIn',
  params: z.object({ correlationId: z.uuid() }),
  response: job,
});

/**
 * Cancels a running job whose action allows it: it stops before its next step and ends faulted,
 * naming who cancelled it. 409 when the job has ended, cannot be cancelled or is already being cancelled.
 */
export const cancelJob = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:correlationId/cancel',
  summary: 'Cancels a running job',
  permission: 'signedIn',
  isDestructive: true,
  params: z.object({ correlationId: z.uuid() }),
  response: job,
});
