import { defineEndpoint } from '../endpoint';
import { compatibilityLevelParams, databaseChange } from './database';

export const updateCompatibilityLevel = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/database/updateCompatibilityLevel/:level',
  summary: "Moves a deployment's database to another compatibility level (a job)",
  permission: 'databaseMigrationAccess',
  params: compatibilityLevelParams,
  status: 202,
  response: databaseChange,
});
