import type { Job, RetentionPolicy } from '@console/contract';

/** The job target the server gives every run-all (one at a time). */
export const retentionRunTargetId = 'retention-policies';

export const keepForText = (days: number) => (days === 1 ? '1 day' : `${days.toLocaleString('en')} days`);

/** What the last run did, or that there was none. */
export const lastRunRemovedText = (policy: Pick<RetentionPolicy, 'lastRunAtUtc' | 'lastRunRowsRemoved'>): string | null =>
  policy.lastRunAtUtc === null
    ? null
    : `${(policy.lastRunRowsRemoved ?? 0).toLocaleString('en')} ${policy.lastRunRowsRemoved === 1 ? 'row' : 'rows'} removed`;

/**
 * A key that changes whenever a run-all starts or ends, so the list is read again then (the last run
 * updates when the job ends). Jobs come newest first.
 */
export const runStateKey = (jobs: readonly Pick<Job, 'correlationId' | 'isCompleted'>[]): string =>
  jobs[0] ? `${jobs[0].correlationId}:${jobs[0].isCompleted ? 'ended' : 'running'}` : 'none';

export const isRunning = (jobs: readonly Pick<Job, 'isCompleted'>[]) => jobs.some((job) => !job.isCompleted);
