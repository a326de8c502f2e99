import { skipToken, useQuery } from '@tanstack/react-query';
import { busyTargetIds, jobsQueryKey, type JobList } from './jobs-list';
import { getSubscriptionId } from './session';

/**
 * The ids (customers, deployments, …) a job in progress is working on, read from the cached job list
 * that the jobs feature keeps current; this never fetches by itself.
 */
export const useBusyTargetIds = (): ReadonlySet<string> => {
  const { data } = useQuery<JobList, Error, string[]>({
    queryKey: jobsQueryKey(getSubscriptionId()),
    queryFn: skipToken,
    select: busyTargetIds,
  });
  return new Set(data ?? []);
};
