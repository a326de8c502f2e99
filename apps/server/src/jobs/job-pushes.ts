import type { LiveChange } from '@console/contract';
import type { jobSteps } from '../db/schema';
import type { Live } from '../live/live';
import { toJob, toJobStep, type StoredJob } from './job-store';

/** Pushes a job (with its steps) on the jobs hub to its subscription. */
export const pushJob = (live: Live, stored: StoredJob, change: LiveChange) => {
  if (!stored.row.subscriptionId) return;
  live.push({
    hub: 'jobs',
    event: 'jobChanged',
    payload: { change, entity: toJob(stored) },
    subscriptionId: stored.row.subscriptionId,
  });
};

export const pushStep = (live: Live, subscriptionId: string | null, step: typeof jobSteps.$inferSelect) => {
  if (!subscriptionId) return;
  live.push({ hub: 'jobs', event: 'jobStepChanged', payload: { change: 'changed', entity: toJobStep(step) }, subscriptionId });
};
