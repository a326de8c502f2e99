import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { performanceLevel } from './database';

export const listPerformanceLevels = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/performancelevels',
  summary: 'The performance levels a database can be given, from the smallest up',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(performanceLevel),
});
