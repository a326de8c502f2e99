import { defineEndpoint } from '../endpoint';
import { databaseParams, databasePassword } from './database';

export const getDatabasePassword = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/database/password',
  summary: "The password of a deployment's database",
  permission: 'fullDatabaseAccess',
  params: databaseParams,
  response: databasePassword,
});
