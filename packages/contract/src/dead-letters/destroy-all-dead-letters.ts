import { defineEndpoint } from '../endpoint';
import { deadLetterPageQuery, deadLetterQueue, deadLettersParams } from './dead-letters';

/** Bounded in time (doc1 §9: 30 seconds): the answer names every message it deleted. */
export const destroyAllDeadLetters = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/deadletters/destroyall',
  summary: 'Deletes every dead letter for good, as many as it can in its time',
  permission: 'signedIn',
  isDestructive: true,
  params: deadLettersParams,
  query: deadLetterPageQuery,
  response: deadLetterQueue,
  runsOutsideTransaction: true,
});
