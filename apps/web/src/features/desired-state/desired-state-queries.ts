import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const investigationsKey = ['desired-state', 'investigations'] as const;

/** The subscription's open investigations; refetched when a transition ends out of its desired state. */
export const investigationsQuery = queryOptions({
  queryKey: investigationsKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listInvestigations, { signal }),
  meta: { isLive: true },
});

/** Where the server says a hosting group's desired state is shown. */
export const hostingGroupDesiredStateUrlQuery = (hostingGroupId: string) =>
  queryOptions({
    queryKey: ['desired-state', 'hosting-group-url', hostingGroupId] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getHostingGroupDesiredStateUrl, { params: { id: hostingGroupId }, signal }),
    staleTime: Infinity,
  });
