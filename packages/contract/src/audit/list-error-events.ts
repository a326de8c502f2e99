import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

import { errorEventSources } from './error-event-sources';

export * from './error-event-sources';

export const errorEvent = z.object({
  id: z.string(),
  at: z.string(),
  source: z.enum(errorEventSources),
  message: z.string(),
  subscriptionId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export type ErrorEvent = z.infer<typeof errorEvent>;

export const listErrorEventsQuery = z.object({
  source: z.enum(errorEventSources, { message: 'must be job, platform or server' }).optional(),
  text: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export type ListErrorEventsQuery = z.infer<typeof listErrorEventsQuery>;

export const listErrorEventsResponse = z.object({
  events: z.array(errorEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The console's own error events (what the dashboard's error chart counts), newest first. */
export const listErrorEvents = defineEndpoint({
  method: 'GET',
  path: '/api/audit/errors',
  summary: "Searches the console's own error events: faulted jobs, platform faults, server errors",
  permission: 'signedIn',
  scope: 'operator',
  query: listErrorEventsQuery,
  response: listErrorEventsResponse,
});
