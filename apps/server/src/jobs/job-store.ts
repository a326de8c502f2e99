import { jobTargetTypes, type Job, type JobStep, type JobTarget } from '@console/contract';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs, jobSteps } from '../db/schema';

type JobRow = typeof jobs.$inferSelect;
export type StepRow = typeof jobSteps.$inferSelect;

export type StoredJob = { row: JobRow; steps: StepRow[] };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toJobStep = (row: StepRow): JobStep => ({
  id: row.id,
  jobCorrelationId: row.jobCorrelationId,
  position: row.position,
  name: row.name,
  targetId: row.targetId,
  state: row.state,
  message: row.message,
  startedAtUtc: iso(row.startedAtUtc),
  completedAtUtc: iso(row.completedAtUtc),
});

const toTarget = (row: JobRow): JobTarget | null => {
  const type = jobTargetTypes.find((t) => t === row.targetType);
  if (!type || !row.targetId) return null;
  return { type, id: row.targetId, name: row.targetName ?? row.targetId, customerId: row.targetCustomerId };
};

export const toJob = ({ row, steps }: StoredJob): Job => ({
  id: row.id,
  correlationId: row.correlationId,
  type: row.type,
  name: row.name,
  target: toTarget(row),
  startedAtUtc: row.startedAtUtc.toISOString(),
  completedAtUtc: iso(row.completedAtUtc),
  isCompleted: row.isCompleted,
  isFaulted: row.isFaulted,
  faultReason: row.faultReason,
  startedBy: row.operatorId ? { operatorId: row.operatorId, name: row.startedByName ?? 'An operator' } : null,
  canRetryFailed: row.canRetryFailed && row.isCompleted && failedTargetIds(steps).length > 0,
  canRetry: row.isCompleted && row.isFaulted,
  retryFrom: row.retryFrom,
  retryCount: row.retryCount,
  canCancel: row.isCancellable && !row.isCompleted && row.cancelRequestedBy === null,
  cancelRequestedBy: row.cancelRequestedBy,
  steps: [...steps].sort((a, b) => a.position - b.position).map(toJobStep),
});

/** The targets whose steps failed: what 'retry failed' acts on again. */
export const failedTargetIds = (steps: StepRow[]): string[] =>
  steps.flatMap((step) => (step.state === 'failed' && step.targetId ? [step.targetId] : []));

export type NewJob = {
  type: string;
  payload: unknown;
  name: string;
  target: JobTarget | null;
  subscriptionId: string | null;
  operatorId: string | null;
  canRetryFailed: boolean;
  /** 'start' unless given (jobs/types.ts, JobDefinition.retryFrom). */
  retryFrom?: 'failedStep' | 'start';
  isCancellable?: boolean;
  /** See `singletonKeyOf` in jobs.ts; null lets any number of such jobs run at once. */
  singletonKey: string | null;
  steps: { name: string; targetId: string | null }[];
};

/**
 * Records a job and its pending steps in one transaction; null when a job with the same singleton
 * key is still running. ON CONFLICT waits for a racing start's transaction, so of two concurrent
 * starts exactly one records its job, on PostgreSQL as on PGlite, without aborting the caller's
 * transaction the way a caught unique violation would.
 */
export const insertJob = async (db: Db, job: NewJob): Promise<StoredJob | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        correlationId: crypto.randomUUID(),
        type: job.type,
        payload: job.payload ?? {},
        name: job.name,
        targetType: job.target?.type ?? null,
        targetId: job.target?.id ?? null,
        targetName: job.target?.name ?? null,
        targetCustomerId: job.target?.customerId ?? null,
        subscriptionId: job.subscriptionId,
        operatorId: job.operatorId,
        startedByName: job.operatorId ? sql`(select name from operators where id = ${job.operatorId})` : null,
        canRetryFailed: job.canRetryFailed,
        retryFrom: job.retryFrom ?? 'start',
        isCancellable: job.isCancellable ?? false,
        singletonKey: job.singletonKey,
      })
      .onConflictDoNothing({ target: jobs.singletonKey, where: sql`not is_completed` })
      .returning();
    if (!row) return null;
    const steps = job.steps.length
      ? await tx
          .insert(jobSteps)
          .values(job.steps.map((step, position) => ({ jobCorrelationId: row.correlationId, position, ...step })))
          .returning()
      : [];
    return { row, steps };
  });

/** The job still running under a singleton key, if any (it may have ended meanwhile). */
export const findRunningJob = async (db: Db, singletonKey: string): Promise<JobRow | null> => {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.isCompleted, false)));
  return row ?? null;
};

export const loadJob = async (db: Db, correlationId: string): Promise<StoredJob | null> => {
  const [row] = await db.select().from(jobs).where(eq(jobs.correlationId, correlationId));
  if (!row) return null;
  const steps = await db
    .select()
    .from(jobSteps)
    .where(eq(jobSteps.jobCorrelationId, correlationId))
    .orderBy(asc(jobSteps.position));
  return { row, steps };
};

const withSteps = async (db: Db, rows: JobRow[]): Promise<StoredJob[]> => {
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(jobSteps)
    .where(
      inArray(
        jobSteps.jobCorrelationId,
        rows.map((r) => r.correlationId),
      ),
    )
    .orderBy(asc(jobSteps.position));
  const byJob = new Map<string, StepRow[]>();
  for (const step of steps) byJob.set(step.jobCorrelationId, [...(byJob.get(step.jobCorrelationId) ?? []), step]);
  return rows.map((row) => ({ row, steps: byJob.get(row.correlationId) ?? [] }));
};

/** The jobs drawer keeps this many; dismissing completed ones makes room. */
export const listedJobsLimit = 200;

export const listJobsOf = async (db: Db, subscriptionId: string): Promise<StoredJob[]> => {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.subscriptionId, subscriptionId))
    .orderBy(desc(jobs.startedAtUtc), desc(jobs.id))
    .limit(listedJobsLimit);
  return withSteps(db, rows);
};

export const countAttempt = async (db: Db, correlationId: string) => {
  await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.correlationId, correlationId));
};

export const recordJobError = async (db: Db, correlationId: string, error: string) => {
  await db
    .update(jobs)
    .set({ lastError: error.slice(0, 1000) })
    .where(eq(jobs.correlationId, correlationId));
};

export const updateStep = async (
  db: Db,
  stepId: string,
  change: Partial<Pick<StepRow, 'state' | 'message' | 'startedAtUtc' | 'completedAtUtc'>>,
): Promise<StepRow | null> => {
  const [row] = await db.update(jobSteps).set(change).where(eq(jobSteps.id, stepId)).returning();
  return row ?? null;
};

/** Marks every step not yet final as skipped (after a failure that stops the job). */
export const skipRemainingSteps = async (db: Db, correlationId: string): Promise<StepRow[]> =>
  db
    .update(jobSteps)
    .set({ state: 'skipped', completedAtUtc: new Date() })
    .where(and(eq(jobSteps.jobCorrelationId, correlationId), inArray(jobSteps.state, ['pending', 'running'])))
    .returning();

/** Completes a job once; returns null when it was already complete (another worker finished it). */
export const completeJob = async (
  db: Db,
  correlationId: string,
  outcome: { isFaulted: boolean; faultReason: string | null },
): Promise<StoredJob | null> => {
  const [row] = await db
    .update(jobs)
    .set({ isCompleted: true, isFaulted: outcome.isFaulted, faultReason: outcome.faultReason, completedAtUtc: new Date() })
    .where(and(eq(jobs.correlationId, correlationId), eq(jobs.isCompleted, false)))
    .returning();
  if (!row) return null;
  const [stored] = await withSteps(db, [row]);
  return stored!;
};

/** Deletes the subscription's completed jobs (their steps go with them) and returns what was removed. */
export const deleteCompletedJobs = async (db: Db, subscriptionId: string): Promise<JobRow[]> =>
  db
    .delete(jobs)
    .where(and(eq(jobs.subscriptionId, subscriptionId), eq(jobs.isCompleted, true)))
    .returning();

export const deleteJob = async (db: Db, correlationId: string) => {
  await db.delete(jobs).where(eq(jobs.correlationId, correlationId));
};

/** Jobs still in progress that started before `before`: candidates for the sweeper. */
export const listStaleJobs = async (db: Db, before: Date, limit = 100): Promise<JobRow[]> =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.isCompleted, false), lt(jobs.startedAtUtc, before)))
    .orderBy(asc(jobs.startedAtUtc))
    .limit(limit);

export const listIncompleteJobs = async (db: Db, limit = 1000): Promise<JobRow[]> =>
  db.select().from(jobs).where(eq(jobs.isCompleted, false)).orderBy(asc(jobs.startedAtUtc)).limit(limit);

/**
 * Reopens a faulted job for a retry, in one transaction: the steps to run again are replaced by new
 * pending ones (new ids, so the platform treats each as a new operation; a failed phase recorded
 * nothing), the job is in progress again under a new queue id, and its retry count goes up. Null when
 * the job is no longer faulted (another operator retried it first).
 */
export const reopenJob = async (
  db: Db,
  input: { correlationId: string; positions: number[]; steps: { name: string; targetId: string | null }[] },
): Promise<StoredJob | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({
        id: sql`gen_random_uuid()`,
        isCompleted: false,
        isFaulted: false,
        faultReason: null,
        completedAtUtc: null,
        attempts: 0,
        lastError: null,
        cancelRequestedBy: null,
        retryCount: sql`${jobs.retryCount} + 1`,
      })
      .where(and(eq(jobs.correlationId, input.correlationId), eq(jobs.isCompleted, true), eq(jobs.isFaulted, true)))
      .returning();
    if (!row) return null;
    await tx
      .delete(jobSteps)
      .where(and(eq(jobSteps.jobCorrelationId, input.correlationId), inArray(jobSteps.position, input.positions)));
    const again = input.positions.flatMap((position) => {
      const step = input.steps[position];
      return step ? [{ jobCorrelationId: row.correlationId, position, ...step }] : [];
    });
    if (again.length > 0) await tx.insert(jobSteps).values(again);
    const steps = await tx
      .select()
      .from(jobSteps)
      .where(eq(jobSteps.jobCorrelationId, input.correlationId))
      .orderBy(asc(jobSteps.position));
    return { row, steps };
  });

/** Records a cancel request on a running, cancellable job; null when the job cannot take one. */
export const requestCancel = async (db: Db, correlationId: string, operatorName: string): Promise<StoredJob | null> => {
  const [row] = await db
    .update(jobs)
    .set({ cancelRequestedBy: operatorName })
    .where(
      and(
        eq(jobs.correlationId, correlationId),
        eq(jobs.isCompleted, false),
        eq(jobs.isCancellable, true),
        isNull(jobs.cancelRequestedBy),
      ),
    )
    .returning();
  if (!row) return null;
  const [stored] = await withSteps(db, [row]);
  return stored!;
};

/** Who asked to cancel a running job, or null. */
export const cancelRequestOf = async (db: Db, correlationId: string): Promise<string | null> => {
  const [row] = await db.select({ by: jobs.cancelRequestedBy }).from(jobs).where(eq(jobs.correlationId, correlationId));
  return row?.by ?? null;
};
