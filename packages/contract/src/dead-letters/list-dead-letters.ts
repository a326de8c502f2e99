import { defineEndpoint } from '../endpoint';
import { deadLetterPageQuery, deadLetterQueue, deadLettersParams } from './dead-letters';

export const listDeadLetters = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/deadletters',
  summary: "How many dead letters a deployment's queues hold, and the first batch of them",
  permission: 'signedIn',
  params: deadLettersParams,
  query: deadLetterPageQuery,
  response: deadLetterQueue,
});
