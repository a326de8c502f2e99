import { defineEndpoint } from '../endpoint';
import { databaseDetails, databaseParams } from './database';

export const getDatabaseDetails = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/database/details',
  summary: "A deployment's database: server, performance levels, max size, compatibility level",
  permission: 'anyDatabaseAccess',
  params: databaseParams,
  response: databaseDetails,
});
