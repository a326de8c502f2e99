import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

/** What a retention policy removes old rows from. */
export const retentionTargets = ['errorEvents', 'auditEvents', 'jobHistory', 'desiredStateInvestigations'] as const;

export type RetentionTarget = (typeof retentionTargets)[number];

/**
 * doc2 §3 Retention policy (fields not shown in the spec): what it cleans, how long rows are kept,
 * and its last and next run.
 */
export const retentionPolicy = z.object({
  id: z.uuid(),
  name: z.string(),
  target: z.enum(retentionTargets),
  /** What the target is, in operator words. */
  targetLabel: z.string(),
  keepForDays: z.number().int(),
  lastRunAtUtc: z.string().nullable(),
  lastRunRowsRemoved: z.number().int().nullable(),
  /** The next scheduled run: a day after the last (now, when it never ran). */
  nextRunAtUtc: z.string(),
});

export type RetentionPolicy = z.infer<typeof retentionPolicy>;

export const listRetentionPolicies = defineEndpoint({
  method: 'GET',
  path: '/api/operations/retentionpolicies',
  summary: 'The retention policies: what each removes, how long rows are kept, its last and next run',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(retentionPolicy),
});

export const runAllRetentionPolicies = defineEndpoint({
  method: 'POST',
  path: '/api/operations/retentionpolicies/runall',
  summary: 'Runs every retention policy now: a job with one step per policy (one run-all at a time)',
  permission: 'signedIn',
  isDestructive: true,
  status: 202,
  response: z.object({ job }),
});
