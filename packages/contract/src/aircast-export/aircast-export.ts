import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export * from './aircast-export-rules';

/** doc2 §5: the dates are sent as YYYY-MM-DD; both are included. */
export const aircastExportQuery = z
  .object({
    from: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }),
    to: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }),
  })
  .refine((q) => q.from <= q.to, { path: ['from'], message: 'must not be after To' });

export type AircastExportQuery = z.infer<typeof aircastExportQuery>;

/**
 * How many usage rows a range holds: the console asks first and shows 'No data' for none instead of
 * downloading a file with only its header row (decision 095).
 */
export const countAircastData = defineEndpoint({
  method: 'GET',
  path: '/api/operations/airCastData/airCastDataCount',
  summary: 'How many aircast usage rows of the subscription lie between two dates (inclusive)',
  permission: 'signedIn',
  query: aircastExportQuery,
  response: z.object({ rowCount: z.number().int() }),
});

/**
 * A CSV download streamed from the database, read a batch at a time. A range without usage is a file
 * with only the header row; the console asks `countAircastData` first (decision 095).
 */
export const exportAircastData = defineEndpoint({
  method: 'GET',
  path: '/api/operations/airCastData/airCastData',
  summary: "The subscription's aircast usage between two dates (inclusive) as a CSV download",
  permission: 'signedIn',
  query: aircastExportQuery,
  produces: 'text/csv',
  response: z.string(),
});
