import { constants, endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

/** Each panel refreshes on its own schedule (doc1 §9) and on its own: one slow source blanks nothing else. */
export const recentErrorsQuery = queryOptions({
  queryKey: ['dashboard', 'recentErrors'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getRecentErrors, { signal }),
  refetchInterval: constants.dashboard.errorChartRefreshMs,
  staleTime: 0,
});

export const cloudStatusQuery = queryOptions({
  queryKey: ['dashboard', 'cloudStatus'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getCloudStatus, { signal }),
  refetchInterval: constants.dashboard.statusRefreshMs,
  staleTime: 0,
});

export const serviceStatusesQuery = (subscriptionId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', 'services', subscriptionId],
    queryFn: ({ signal }) => callEndpoint(endpoints.getServiceStatuses, { signal }),
    refetchInterval: constants.dashboard.statusRefreshMs,
    staleTime: 0,
  });

export const unhealthyServicesQuery = (subscriptionId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', 'services', subscriptionId, 'unhealthy'],
    queryFn: ({ signal }) => callEndpoint(endpoints.getUnhealthyServices, { signal }),
    refetchInterval: constants.dashboard.statusRefreshMs,
    staleTime: 0,
  });

/** What this installation is (environment, log server): it changes only with a new server version. */
export const configurationQuery = queryOptions({
  queryKey: ['operations', 'configuration'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getConfiguration, { signal }),
  staleTime: Infinity,
});
