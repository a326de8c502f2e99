import { z } from 'zod';
import { constants } from '../constants';

export const customerStates = ['provisioning', 'active', 'decommissioning', 'faulted'] as const;

export type CustomerState = (typeof customerStates)[number];

/** One row of a customer search: what the search page shows and acts on. */
export const customerSummary = z.object({
  id: z.string(),
  name: z.string(),
  alias: z.string(),
  emailDomain: z.string(),
  isEnabled: z.boolean(),
  state: z.enum(customerStates),
  releaseChannelId: z.string().nullable(),
  releaseChannelName: z.string().nullable(),
  isPinnedToReleaseChannel: z.boolean(),
  isFeatureBranch: z.boolean(),
  /** The customer's web app and a log search for it, built by the server from its configuration. */
  webAppUrl: z.string(),
  logSearchUrl: z.string(),
});

export type CustomerSummary = z.infer<typeof customerSummary>;

export const customerSearchStats = z.object({
  totalResults: z.number().int(),
  /** False when counting stopped at the search's limit: there are at least totalResults matches. */
  isTotalExact: z.boolean(),
  /** How the matches were found: alias or name starting with the query, or containing it. */
  prefixMatches: z.number().int(),
  fragmentMatches: z.number().int(),
});

/** doc1 §3 Search response: query, results, stats.totalResults, suggestions, queryTimeInSeconds; plus the page. */
export const customerSearchResponse = z.object({
  query: z.string(),
  results: z.array(customerSummary),
  stats: customerSearchStats,
  suggestions: z.array(z.string()),
  queryTimeInSeconds: z.number(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Fewer results here than in total (more pages, or counting stopped at the limit). */
  isPartial: z.boolean(),
});

export type CustomerSearchResponse = z.infer<typeof customerSearchResponse>;

export const customerPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(constants.customerSearch.maxPageSize)
    .default(constants.customerSearch.defaultPageSize),
});

export type CustomerPageQuery = z.infer<typeof customerPageQuery>;

export const customerIdParams = z.object({ id: z.uuid({ message: 'must be a customer id' }) });
