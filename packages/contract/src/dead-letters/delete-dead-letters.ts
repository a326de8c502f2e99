import { defineEndpoint } from '../endpoint';
import { deadLetterIdsQuery, deadLetterQueue, deadLettersParams } from './dead-letters';

export const deleteDeadLetters = defineEndpoint({
  method: 'DELETE',
  path: '/api/customers/:id/deployments/:deploymentId/deadletters',
  summary: 'Deletes the named dead letters for good',
  permission: 'signedIn',
  isDestructive: true,
  params: deadLettersParams,
  query: deadLetterIdsQuery,
  response: deadLetterQueue,
  runsOutsideTransaction: true,
});
