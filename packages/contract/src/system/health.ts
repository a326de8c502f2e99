import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Answers 200 when the database is reachable',
  permission: 'anyone',
  response: healthResponse,
});

export const readinessResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  jobQueue: z.literal('up'),
  live: z.literal('up'),
});

/** Not ready is a 503 whose reason names what is down, or that the server is draining (issue 31). */
export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary: 'Answers 200 when this process takes work: database, job queue and live hubs up, not draining',
  permission: 'anyone',
  response: readinessResponse,
});
