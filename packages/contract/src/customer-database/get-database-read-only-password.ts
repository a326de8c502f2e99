import { defineEndpoint } from '../endpoint';
import { databaseParams, databasePassword } from './database';

export const getDatabaseReadOnlyPassword = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/database/readonlypassword',
  summary: "The read-only password of a deployment's database",
  permission: 'readOnlyDatabaseAccess',
  params: databaseParams,
  response: databasePassword,
});
