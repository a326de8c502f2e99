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
