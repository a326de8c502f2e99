import type { RetentionTarget } from '@console/contract';

const dayMs = 24 * 60 * 60 * 1000;

/** Policies run once a day: the next run is a day after the last (or after the policy was made). */
export const runIntervalMs = dayMs;

/** How often the server looks for policies whose run is due. */
export const dueCheckMs = 15 * 60 * 1000;

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

export const nextRunOf = (lastRunAt: Date | null, createdAt: Date) =>
  new Date((lastRunAt ?? createdAt).getTime() + runIntervalMs);
