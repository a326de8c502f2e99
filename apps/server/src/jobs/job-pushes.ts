import type { JobPush, LiveChange } from '@console/contract';
import type { Live } from '../live/live';
import { toJob, toJobStep, type StepRow, type StoredJob } from './job-store';

/**
 * A job as pushed: with every step when added; afterwards with only the steps that ended together
 * with the job (the last one run, the ones skipped), since every other step's change is pushed on its
 * own. A push stays a few hundred bytes however many steps a bulk job has, and a job's end is one
 * push to every socket rather than one per step it ended.
 */
export const toJobPush = (stored: StoredJob, change: LiveChange, endedStepIds: ReadonlySet<string> = new Set()): JobPush => {
  const job: JobPush = toJob(stored);
  if (change === 'added') return job;
  const ended = job.steps?.filter((step) => endedStepIds.has(step.id)) ?? [];
  if (ended.length > 0) job.steps = ended;
  else delete job.steps;
  return job;
};

/** Pushes a job on the jobs hub to its subscription, with the steps that ended with it. */
export const pushJob = (live: Live, stored: StoredJob, change: LiveChange, endedStepIds?: ReadonlySet<string>) => {
  if (!stored.row.subscriptionId) return;
  live.push({
    hub: 'jobs',
    event: 'jobChanged',
    payload: { change, entity: toJobPush(stored, change, endedStepIds) },
    subscriptionId: stored.row.subscriptionId,
  });
};

export const pushStep = (live: Live, subscriptionId: string | null, step: StepRow) => {
  if (!subscriptionId) return;
  live.push({ hub: 'jobs', event: 'jobStepChanged', payload: { change: 'changed', entity: toJobStep(step) }, subscriptionId });
};
