import { endpoints, type CustomerSearchResponse, type Endpoint } from '@console/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customersKey } from '../../lib/customer-keys';
import { searchRequest, type CustomerSearch } from './customer-search';

/** A list the console reads to offer choices; it changes rarely. */
export const reference = <E extends Endpoint & { method: 'GET' }>(key: string, endpoint: E, query?: Record<string, string>) =>
  queryOptions({
    queryKey: ['reference', key, query],
    queryFn: ({ signal }) => callEndpoint(endpoint, { signal, ...(query ? { query: query as never } : {}) }),
    staleTime: 5 * 60_000,
  });

// The customers page's own lists, apart from referenceQueries (reference-queries.ts), so its chunk
// carries neither the dialogs' and details' queries nor their endpoints (issue 10: first load).
export const releaseChannelsQuery = reference('releaseChannels', endpoints.listReleaseChannels);

export const firstLettersQuery = queryOptions({
  queryKey: [...customersKey, 'firstLetters'],
  queryFn: ({ signal }) => callEndpoint(endpoints.listFirstLetters, { signal }),
});

/** The customers a view of the URL shows, or null while it asks nothing (an empty search, no channel chosen). */
export const customerSearchQuery = (search: CustomerSearch) =>
  queryOptions({
    queryKey: [...customersKey, 'search', search],
    queryFn: ({ signal }): Promise<CustomerSearchResponse> | null => {
      const request = searchRequest(search);
      if (!request) return null;
      return callEndpoint(request.endpoint, { ...request, signal } as never) as Promise<CustomerSearchResponse>;
    },
    // Moving to another page or view keeps the rows shown until the new ones arrive; the page dims them
    // and says the search is in progress (staleSearchNotice), so they are never taken for the answer.
    placeholderData: keepPreviousData,
    meta: { isLive: true },
  });
