import type { RetentionTarget } from '@console/contract';

const dayMs = 24 * 60 * 60 * 1000;

/** Policies run once a day; "next run" is a day after the last, or now for one that never ran. */
export const runIntervalMs = dayMs;

/** How many rows one statement removes: a long clean-up never holds a large lock or a long transaction. */
export const removalBatchSize = 5000;

export const targetLabels: Record<RetentionTarget, string> = {
  errorEvents: 'Error events',
  auditEvents: 'Audit records',
  jobHistory: 'Completed jobs and their steps',
  desiredStateInvestigations: 'Desired-state investigations',
};

/** Rows at or before this moment are past the policy's period. */
export const cutoffOf = (now: Date, keepForDays: number) => new Date(now.getTime() - keepForDays * dayMs);

export const nextRunOf = (lastRunAt: Date | null, now: Date) =>
  lastRunAt ? new Date(Math.max(lastRunAt.getTime() + runIntervalMs, now.getTime())) : now;
