import { endpoints, type Job } from '@console/contract';
import { Alert, Button, Drawer, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { countOf } from '../../lib/plural';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { JobCard } from './job-card';
import { applyJobChange, matchesFilter, summarizeJobs, type JobFilter, type JobList } from './jobs-cache';
import { jobsQuery, jobsQueryKey } from './jobs-query';

const filterLabels: Record<JobFilter, string> = {
  all: 'All',
  inProgress: 'In progress',
  completed: 'Completed',
  succeeded: 'Succeeded',
  faulted: 'Faulted',
};

const emptyText: Record<JobFilter, string> = {
  all: 'No jobs yet. Work you start on the platform shows here with its progress.',
  inProgress: 'Nothing is running.',
  completed: 'No job has completed yet.',
  succeeded: 'No job has succeeded yet.',
  faulted: 'No job has faulted.',
};

/** doc2 §2: in progress, completed, succeeded and faulted jobs with their steps; dismiss all completed. */
export const JobsDrawer = ({
  opened,
  onClose,
  subscriptionId,
  focusedJobId = null,
}: {
  opened: boolean;
  onClose: () => void;
  subscriptionId: string | null;
  /** A job to bring into view when the drawer opens (from a job's failure toast). */
  focusedJobId?: string | null;
}) => {
  const queryClient = useQueryClient();
  const jobs = useQuery(jobsQuery(queryClient, subscriptionId));
  const [filter, setFilter] = useState<JobFilter>('all');
  const [isConfirmingDismiss, setIsConfirmingDismiss] = useState(false);
  const list = jobs.data?.jobs ?? [];
  const summary = summarizeJobs(list);
  const counts: Record<JobFilter, number> = { all: summary.total, ...summary };
  const shown = list.filter((job) => matchesFilter(job, filter));
  const focusedJob = focusedJobId === null ? undefined : list.find((job) => job.correlationId === focusedJobId);
  const isFocusedFilteredOut = focusedJob !== undefined && !matchesFilter(focusedJob, filter);

  // Opened for a job the chosen filter hides (a running job under "Faulted"): show every job. Set
  // while rendering, once per focused job, so the operator can choose another filter afterwards.
  const [filterCheckedFor, setFilterCheckedFor] = useState<string | null>(null);
  if (opened && focusedJob && filterCheckedFor !== focusedJob.correlationId) {
    setFilterCheckedFor(focusedJob.correlationId);
    if (isFocusedFilteredOut) setFilter('all');
  }

  const dismiss = useMutation({
    mutationFn: (changeReason: string | undefined) => callEndpoint(endpoints.dismissJobs, { changeReason }),
    meta: { isSilent: true },
    onSuccess: ({ dismissedCount }) => {
      setIsConfirmingDismiss(false);
      queryClient.setQueryData<JobList>(jobsQueryKey(subscriptionId), (current) =>
        current ? { jobs: current.jobs.filter((job) => !job.isCompleted) } : current,
      );
      showSuccess(dismissedCount === 1 ? 'Dismissed 1 completed job' : `Dismissed ${dismissedCount} completed jobs`);
    },
  });
  const retryFailed = useMutation({
    mutationFn: (job: Job) => callEndpoint(endpoints.retryFailedJob, { params: { correlationId: job.correlationId } }),
    onSuccess: (job) => {
      queryClient.setQueryData<JobList>(jobsQueryKey(subscriptionId), (current) =>
        applyJobChange(current, { change: 'added', entity: job }),
      );
      showSuccess(`Retrying ${countOf(job.steps.length, { one: 'failed step', other: 'failed steps' })} as a new job`);
    },
  });
  // Retry and cancel act on live customers, so both go through the one confirmation (decision 040).
  const [confirming, setConfirming] = useState<{ action: 'retry' | 'cancel'; job: Job } | null>(null);
  const writeJob = (job: Job) =>
    queryClient.setQueryData<JobList>(jobsQueryKey(subscriptionId), (current) =>
      applyJobChange(current, { change: 'changed', entity: job }),
    );
  const retry = useMutation({
    mutationFn: ({ job, changeReason }: { job: Job; changeReason: string | undefined }) =>
      callEndpoint(endpoints.retryJob, { params: { correlationId: job.correlationId }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (job) => {
      setConfirming(null);
      writeJob(job);
      showSuccess(`Retrying ${job.name}`);
    },
  });
  const cancel = useMutation({
    mutationFn: ({ job, changeReason }: { job: Job; changeReason: string | undefined }) =>
      callEndpoint(endpoints.cancelJob, { params: { correlationId: job.correlationId }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (job) => {
      setConfirming(null);
      writeJob(job);
      showSuccess(`Cancelling ${job.name}: it stops after its current step`);
    },
  });
  const handleConfirm = (action: 'retry' | 'cancel', job: Job) => {
    retry.reset();
    cancel.reset();
    setConfirming({ action, job });
  };
  const selfTest = useMutation({
    mutationFn: () => callEndpoint(endpoints.startPlatformSelfTest),
    onSuccess: (job) => {
      queryClient.setQueryData<JobList>(jobsQueryKey(subscriptionId), (current) =>
        applyJobChange(current, { change: 'added', entity: job }),
      );
    },
  });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Jobs"
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Group justify="space-between">
          <GuardedButton
            endpoint={endpoints.startPlatformSelfTest}
            variant="light"
            onClick={() => selfTest.mutate()}
            loading={selfTest.isPending}
          >
            Run platform self-test
          </GuardedButton>
          <GuardedButton
            endpoint={endpoints.dismissJobs}
            variant="default"
            aria-haspopup="dialog"
            onClick={() => {
              dismiss.reset();
              setIsConfirmingDismiss(true);
            }}
            disabled={summary.completed === 0}
            title={summary.completed === 0 ? 'No completed jobs to dismiss' : undefined}
          >
            Dismiss all completed
          </GuardedButton>
        </Group>
        <SegmentedControl
          aria-label="Show jobs"
          value={filter}
          onChange={(value) => setFilter(value as JobFilter)}
          data={(Object.keys(filterLabels) as JobFilter[]).map((value) => ({
            value,
            label: `${filterLabels[value]} (${counts[value]})`,
          }))}
          fullWidth
          size="xs"
        />
        {jobs.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading jobs…</Text>
          </Group>
        )}
        {jobs.isError && (
          <Alert color="red" title="The jobs could not be loaded">
            <Button variant="subtle" size="compact-sm" onClick={() => void jobs.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {jobs.isSuccess && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {emptyText[filter]}
          </Text>
        )}
        {shown.length > 0 && (
          <Stack component="ul" gap="sm" aria-label="Jobs list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((job) => (
              <li key={job.correlationId}>
                <JobCard
                  job={job}
                  isFocused={job.correlationId === focusedJobId}
                  onRetryFailed={(failed) => retryFailed.mutate(failed)}
                  isRetrying={retryFailed.isPending && retryFailed.variables?.correlationId === job.correlationId}
                  onRetry={(faulted) => handleConfirm('retry', faulted)}
                  onCancel={(running) => handleConfirm('cancel', running)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {isConfirmingDismiss && (
        <ConfirmDestructive
          title="Dismiss all completed jobs"
          endpoint={endpoints.dismissJobs}
          confirmLabel="Dismiss"
          isPending={dismiss.isPending}
          error={dismiss.isError ? dismiss.error : null}
          onConfirm={(changeReason) => dismiss.mutate(changeReason)}
          onClose={() => setIsConfirmingDismiss(false)}
        >
          <Text>
            Remove {summary.completed === 1 ? '1 completed job' : `${summary.completed} completed jobs`} from the list. Jobs still
            running stay.
          </Text>
        </ConfirmDestructive>
      )}
      {confirming?.action === 'retry' && (
        <ConfirmDestructive
          title={`Retry ${confirming.job.name}`}
          endpoint={endpoints.retryJob}
          confirmLabel="Retry"
          isPending={retry.isPending}
          error={retry.isError ? retry.error : null}
          onConfirm={(changeReason) => retry.mutate({ job: confirming.job, changeReason })}
          onClose={() => setConfirming(null)}
        >
          <Text>
            {confirming.job.retryFrom === 'failedStep'
              ? `Runs ${confirming.job.name} again from the step that failed; the steps that succeeded stay done.`
              : `Runs ${confirming.job.name} again from its first step.`}
          </Text>
          {confirming.job.faultReason && (
            <Text size="sm" c="red.9">
              It faulted: {confirming.job.faultReason}
            </Text>
          )}
        </ConfirmDestructive>
      )}
      {confirming?.action === 'cancel' && (
        <ConfirmDestructive
          title={`Cancel ${confirming.job.name}`}
          endpoint={endpoints.cancelJob}
          confirmLabel="Cancel the job"
          canBeUndone
          isPending={cancel.isPending}
          error={cancel.isError ? cancel.error : null}
          onConfirm={(changeReason) => cancel.mutate({ job: confirming.job, changeReason })}
          onClose={() => setConfirming(null)}
        >
          <Text>
            {confirming.job.name} stops after the step it is running (the platform finishes a step it has begun) and ends faulted;
            it can be retried.
          </Text>
        </ConfirmDestructive>
      )}
    </Drawer>
  );
};
