import type { JobPush, LiveChange } from '@console/contract';
import type { jobSteps } from '../db/schema';
import type { Live } from '../live/live';
import { toJob, toJobStep, type StoredJob } from './job-store';

/**
 * A job as pushed: with its steps when added, without them afterwards (each step's change is pushed
 * on its own), so a push stays a few hundred bytes however many steps a bulk job has.
 */
export const toJobPush = (stored: StoredJob, change: LiveChange): JobPush => {
  const job: JobPush = toJob(stored);
  if (change !== 'added') delete job.steps;
  return job;
};

/** Pushes a job on the jobs hub to its subscription. */
export const pushJob = (live: Live, stored: StoredJob, change: LiveChange) => {
  if (!stored.row.subscriptionId) return;
  live.push({
    hub: 'jobs',
    event: 'jobChanged',
    payload: { change, entity: toJobPush(stored, change) },
    subscriptionId: stored.row.subscriptionId,
  });
};

export const pushStep = (live: Live, subscriptionId: string | null, step: typeof jobSteps.$inferSelect) => {
  if (!subscriptionId) return;
  live.push({ hub: 'jobs', event: 'jobStepChanged', payload: { change: 'changed', entity: toJobStep(step) }, subscriptionId });
};
