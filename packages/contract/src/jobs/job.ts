import { z } from 'zod';

export const jobStepStates = ['pending', 'running', 'succeeded', 'failed', 'skipped'] as const;

export const jobTargetTypes = ['customer', 'deployment', 'hostingGroup', 'fleet', 'appServicePlan', 'cloudService'] as const;

export const jobTarget = z.object({
  type: z.enum(jobTargetTypes),
  id: z.string(),
  name: z.string(),
  /** The customer a deployment belongs to, so the console can link to it. */
  customerId: z.string().nullable().optional(),
});

export type JobTarget = z.infer<typeof jobTarget>;

/** doc2 §3 Job step: id, jobCorrelationId, plus what an operator needs to follow it. */
export const jobStep = z.object({
  id: z.string(),
  jobCorrelationId: z.string(),
  position: z.number().int(),
  name: z.string(),
  /** The entity this step acts on (per-customer results of a bulk action). */
  targetId: z.string().nullable(),
  state: z.enum(jobStepStates),
  message: z.string().nullable(),
  startedAtUtc: z.string().nullable(),
  completedAtUtc: z.string().nullable(),
});

export type JobStep = z.infer<typeof jobStep>;

/** doc2 §3 Job: id, correlationId, startedAtUtc, isCompleted, isFaulted. */
export const job = z.object({
  id: z.string(),
  correlationId: z.string(),
  type: z.string(),
  name: z.string(),
  target: jobTarget.nullable(),
  startedAtUtc: z.string(),
  completedAtUtc: z.string().nullable(),
  isCompleted: z.boolean(),
  isFaulted: z.boolean(),
  faultReason: z.string().nullable(),
  /** Who started it; null for work the console starts itself (schedules, the platform ticker). */
  startedBy: z.object({ operatorId: z.string(), name: z.string() }).nullable(),
  /** A faulted job whose failed steps can be re-run, alone, as a new job ('retry failed'). */
  canRetryFailed: z.boolean(),
  /** A faulted job an operator may run again, in place (POST /api/jobs/{correlationId}/retry). */
  canRetry: z.boolean(),
  /** Where a retry starts again: at the step that failed, or (when the action needs it) from the start. */
  retryFrom: z.enum(['failedStep', 'start']),
  /** How many times operators retried it; a higher count is a newer run of the same job. */
  retryCount: z.number().int(),
  /** A running job an operator may cancel; it stops before its next step (the platform finishes a phase it began). */
  canCancel: z.boolean(),
  /** Who asked to cancel it while it still runs its current step. */
  cancelRequestedBy: z.string().nullable(),
  steps: z.array(jobStep),
});

export type Job = z.infer<typeof job>;

/**
 * A job as the jobs hub pushes it (jobChanged): a job just added comes with every step; later pushes
 * carry the job's own fields and, when the job ends, the steps that ended with it (its last step, the
 * steps skipped). Every other step's change arrives on its own as jobStepChanged.
 */
export const jobPush = job.omit({ steps: true }).extend({ steps: z.array(jobStep).optional() });

export type JobPush = z.infer<typeof jobPush>;

export type JobStepState = (typeof jobStepStates)[number];

/** A step in one of these states will not change again (a retry never reruns it). */
export const isFinalStepState = (state: JobStepState) => state === 'succeeded' || state === 'failed' || state === 'skipped';

export * from './job-status';
