import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { databaseParams } from './database';

/** A CSV download (text/csv, attachment named from the customer id and the date), streamed. */
export const getRegistrationReport = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/database/getregistrationreport',
  summary: "The registrations in a deployment's database as a CSV download",
  permission: 'anyDatabaseAccess',
  params: databaseParams,
  produces: 'text/csv',
  response: z.string(),
});
