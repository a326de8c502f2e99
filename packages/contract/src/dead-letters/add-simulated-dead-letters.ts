import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { deadLetterQueue, deadLettersParams } from './dead-letters';

/**
 * The simulated platform's dead-letter queues fill on their own over time; this adds messages to one
 * deployment's at once, so that a demonstration or a test has a queue to work on (outside production).
 */
export const addSimulatedDeadLetters = defineEndpoint({
  method: 'POST',
  path: '/api/platform/simulation/customers/:id/deployments/:deploymentId/deadletters',
  summary: "Adds messages to a deployment's simulated dead-letter queue",
  permission: 'signedIn',
  environment: 'outsideProduction',
  params: deadLettersParams,
  body: z.object({ count: z.number().int().min(1).max(10_000) }),
  response: deadLetterQueue,
});
