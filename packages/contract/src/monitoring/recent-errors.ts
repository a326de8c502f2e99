import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * One hour of the error chart (doc1 §7: "Slices with Time and Rows", the shape a Seq-compatible log
 * server answers a `group by time(1h)` query with). `Time` is the hour's start; each row is one result
 * row whose first column is the number of error events in that hour. Hours without errors may be
 * absent: the chart shows them as 0.
 */
export const errorSlice = z.object({
  Time: z.string(),
  Rows: z.array(z.array(z.number())),
});

export type ErrorSlice = z.infer<typeof errorSlice>;

export const recentErrorsResponse = z.object({
  Slices: z.array(errorSlice),
});

export type RecentErrors = z.infer<typeof recentErrorsResponse>;

export const getRecentErrors = defineEndpoint({
  method: 'GET',
  path: '/api/operations/monitoring/seq/recenterrors',
  summary: 'Error events of the last 24 hours, counted per hour',
  permission: 'signedIn',
  scope: 'operator',
  response: recentErrorsResponse,
});
