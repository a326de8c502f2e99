import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { applyJobChange, applyStepChange, type JobList } from './jobs-cache';
import { jobsQueryKey } from './jobs-query';

/** Writes the jobs hub's pushes into the cached job list. */
export const useJobsLive = (subscriptionId: string | null) => {
  const queryClient = useQueryClient();
  const key = jobsQueryKey(subscriptionId);
  useLiveEvent('jobs', 'jobChanged', (change) => queryClient.setQueryData<JobList>(key, (list) => applyJobChange(list, change)));
  useLiveEvent('jobs', 'jobStepChanged', (change) =>
    queryClient.setQueryData<JobList>(key, (list) => applyStepChange(list, change)),
  );
};
