import { defineEndpoint } from '../endpoint';
import { deadLetterPageQuery, deadLetterQueue, deadLettersParams } from './dead-letters';

/** Bounded in time (doc1 §9: 30 seconds): the answer names every message it replayed. */
export const replayAllDeadLetters = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/deadletters/replayall',
  summary: 'Sends every dead letter back to its queue, as many as it can in its time',
  permission: 'signedIn',
  params: deadLettersParams,
  query: deadLetterPageQuery,
  response: deadLetterQueue,
  runsOutsideTransaction: true,
});
