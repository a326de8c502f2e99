import { defineEndpoint } from '../endpoint';
import { databaseChange, databaseServerParams, reconfigureDatabaseBody } from './database';

/** Found by server and database name among the databases of the caller's subscription. */
export const reconfigureDatabase = defineEndpoint({
  method: 'POST',
  path: '/api/azure/databaseservers/:server/reconfiguredatabase/:database',
  summary: "Changes a database's performance level range and max size (a job)",
  permission: 'fullDatabaseAccess',
  params: databaseServerParams,
  body: reconfigureDatabaseBody,
  status: 202,
  response: databaseChange,
});
