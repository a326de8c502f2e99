import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { isStartedHere } from '../../lib/started-jobs';
import { showJobFailure } from '../../lib/report-error';
import { applyJobChange, applyStepChange, isMissingJob, ownJobFailure, type JobList } from './jobs-cache';
import { jobsQueryKey } from './jobs-query';

/**
 * Writes the jobs hub's pushes into the cached job list, and tells the operator when a job they
 * started here ends faulted, with a way to open it in the drawer (issue 9, defect 6).
 */
export const useJobsLive = (subscriptionId: string | null, onOpenJob: (correlationId: string) => void) => {
  const queryClient = useQueryClient();
  const key = jobsQueryKey(subscriptionId);
  useLiveEvent('jobs', 'jobChanged', (change) => {
    if (isMissingJob(queryClient.getQueryData<JobList>(key), change)) void queryClient.invalidateQueries({ queryKey: key });
    else queryClient.setQueryData<JobList>(key, (list) => applyJobChange(list, change));
    const failure = ownJobFailure(change, isStartedHere);
    if (failure) showJobFailure(failure, { label: 'Open in jobs', onClick: () => onOpenJob(change.entity.correlationId) });
  });
  useLiveEvent('jobs', 'jobStepChanged', (change) =>
    queryClient.setQueryData<JobList>(key, (list) => applyStepChange(list, change)),
  );
};
