import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { applyJobChange, applyStepChange, isMissingJob, type JobList } from './jobs-cache';
import { jobsQueryKey } from './jobs-query';
import { useFaultToasts } from './use-fault-toasts';

/**
 * Writes the jobs hub's pushes into the cached job list, and tells the operator when a job they
 * started ends faulted, with a way to open it in the drawer (issue 9, defect 6) — also when it
 * faulted while the page was reloading (issue 25, item 4: the list remembers what they were told).
 */
export const useJobsLive = (
  subscriptionId: string | null,
  operatorName: string | null,
  onOpenJob: (correlationId: string) => void,
) => {
  const queryClient = useQueryClient();
  const key = jobsQueryKey(subscriptionId);
  useLiveEvent('jobs', 'jobChanged', (change) => {
    if (isMissingJob(queryClient.getQueryData<JobList>(key), change)) void queryClient.invalidateQueries({ queryKey: key });
    else queryClient.setQueryData<JobList>(key, (list) => applyJobChange(list, change));
  });
  useLiveEvent('jobs', 'jobStepChanged', (change) =>
    queryClient.setQueryData<JobList>(key, (list) => applyStepChange(list, change)),
  );
  useFaultToasts(subscriptionId, operatorName, onOpenJob);
};
