import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const timeZone = z.object({ id: z.string(), displayName: z.string() });

export type TimeZone = z.infer<typeof timeZone>;

export const listTimeZones = defineEndpoint({
  method: 'GET',
  path: '/api/customers/timeZones',
  summary: 'The time zones a licence can bill in (IANA names, with their UTC offset now)',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(timeZone),
});
