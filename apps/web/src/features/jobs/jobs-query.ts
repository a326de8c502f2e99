import { endpoints } from '@console/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { afterLiveConnection } from '../../lib/live-ready';
import { jobsQueryKey } from '../../lib/jobs-list';
import { mergeFetchedJobs, type JobList } from './jobs-cache';

export { jobsQueryKey };

/** The subscription's jobs: fetched once, then kept current by the jobs hub. */
export const jobsQuery = (queryClient: QueryClient, subscriptionId: string | null) =>
  queryOptions({
    queryKey: jobsQueryKey(subscriptionId),
    queryFn: afterLiveConnection(async ({ signal }: { signal: AbortSignal }) => {
      const startedAt = new Date().toISOString();
      const fetched = await callEndpoint(endpoints.listJobs, { signal });
      return mergeFetchedJobs(fetched, queryClient.getQueryData<JobList>(jobsQueryKey(subscriptionId)), startedAt);
    }),
    // Pushes keep it current; it refetches after a reconnect (isLive) or a subscription switch.
    staleTime: Infinity,
    meta: { isLive: true },
    // The subscription is known once whoami answers; asking before would fetch another one's jobs.
    enabled: subscriptionId !== null,
  });
