import { messages } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showJobFailure } from '../../lib/report-error';
import { jobsQuery } from './jobs-query';
import { markFaultsSeen, readSeenFaults, unseenFaults } from './seen-faults';

/**
 * Tells the operator about each job of theirs that faulted and they have not been told about: as it
 * faults (a push), or when the console comes back (the list's fetch after a reload), with a way to open
 * it in the drawer. "Told" is remembered per operator (seen-faults.ts), so a reload does not repeat it.
 */
export const useFaultToasts = (
  subscriptionId: string | null,
  operatorName: string | null,
  onOpenJob: (correlationId: string) => void,
) => {
  const queryClient = useQueryClient();
  const jobs = useQuery(jobsQuery(queryClient, subscriptionId));
  const open = useRef(onOpenJob);
  useEffect(() => {
    open.current = onOpenJob;
  });
  useEffect(() => {
    if (!operatorName || !jobs.data) return;
    const fresh = unseenFaults(jobs.data.jobs, operatorName, readSeenFaults(operatorName));
    for (const job of fresh) {
      showJobFailure(messages.customerDetails.jobFailed(job.name, job.faultReason), {
        label: 'Open in jobs',
        onClick: () => open.current(job.correlationId),
      });
    }
    markFaultsSeen(operatorName, fresh);
  }, [jobs.data, operatorName]);
};
