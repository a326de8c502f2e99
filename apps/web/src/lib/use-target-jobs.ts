import type { Job } from '@console/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { jobsQueryKey, type JobList } from './jobs-list';
import { getSubscriptionId } from './session';

/**
 * The jobs whose target is one record (a customer), newest first, read from the cached job list the jobs
 * feature keeps current; like useBusyTargetIds, this never fetches by itself.
 */
export const useTargetJobs = (targetId: string): Job[] => {
  const { data } = useQuery<JobList, Error, Job[]>({
    queryKey: jobsQueryKey(getSubscriptionId()),
    queryFn: skipToken,
    select: (list) => list.jobs.filter((job) => job.target?.id === targetId),
  });
  return data ?? [];
};
