import { defineEndpoint } from '../endpoint';
import { deadLetterIdsQuery, deadLetterQueue, deadLettersParams } from './dead-letters';

export const replayDeadLetters = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/deadletters',
  summary: 'Sends the named dead letters back to their queues',
  permission: 'signedIn',
  params: deadLettersParams,
  query: deadLetterIdsQuery,
  response: deadLetterQueue,
  runsOutsideTransaction: true,
});
