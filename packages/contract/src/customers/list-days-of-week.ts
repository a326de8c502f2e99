import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const listDaysOfWeek = defineEndpoint({
  method: 'GET',
  path: '/api/customers/daysOfWeek',
  summary: 'The days a base plan week can start on',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(z.string()),
});
