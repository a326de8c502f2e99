import type { QueryClient } from '@tanstack/react-query';

/**
 * After the live connection comes back, pushes may have been missed while away: every list kept
 * current by pushes (`meta.isLive`) fetches again; the rest keep their data.
 */
export const refetchLiveQueries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.isLive === true });

/** Live lists whose data was read before `at` (the live connection's first connect) are read again. */
export const refetchLiveQueriesReadBefore = (queryClient: QueryClient, at: number) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.meta?.isLive === true && query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < at,
  });
