import type { RetentionPolicy } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs as jobRecords, retentionPolicies } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { requireSubscription } from '../customers';
import { runAllRetentionPoliciesJob } from './retention-jobs';
import { nextRunOf, targetLabels } from './retention-rules';

export const listRetentionPolicies = async ({ db }: { db: Db }): Promise<RetentionPolicy[]> => {
  const rows = await db.select().from(retentionPolicies).orderBy(asc(retentionPolicies.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    target: row.target,
    targetLabel: targetLabels[row.target],
    keepForDays: row.keepForDays,
    lastRunAtUtc: row.lastRunAt?.toISOString() ?? null,
    lastRunRowsRemoved: row.lastRunRowsRemoved,
    nextRunAtUtc: nextRunOf(row.lastRunAt, row.createdAt).toISOString(),
  }));
};

const startRun = async ({
  db,
  jobs,
  subscriptionId,
  operatorId,
  batchSize,
}: {
  db: Db;
  jobs: Jobs;
  subscriptionId: string | null;
  operatorId: string | null;
  batchSize?: number;
}) => {
  // Locked in the request's transaction, so two run-alls (from any subscriptions) queue here and the
  // second finds the first's job: one run-all at a time across the fleet.
  const policies = await db
    .select({ id: retentionPolicies.id, name: retentionPolicies.name })
    .from(retentionPolicies)
    .orderBy(asc(retentionPolicies.name))
    .for('update');
  if (policies.length === 0) throw new AppError('conflict', 'There is no retention policy to run');
  const [running] = await db
    .select({ correlationId: jobRecords.correlationId, startedByName: jobRecords.startedByName })
    .from(jobRecords)
    .where(and(eq(jobRecords.type, runAllRetentionPoliciesJob.type), eq(jobRecords.isCompleted, false)))
    .limit(1);
  if (running) {
    throw new AppError(
      'conflict',
      `The retention policies are already running${running.startedByName ? ` (started by ${running.startedByName})` : ''}; run them again once that job ends`,
      undefined,
      { runningJobCorrelationId: running.correlationId },
    );
  }
  return jobs.start(runAllRetentionPoliciesJob, { payload: { policies, batchSize }, subscriptionId, operatorId });
};

/**
 * The daily schedule: when any policy's next run is due, every policy runs (the server's own job, of no
 * subscription). A run already going is left to finish; the next check finds what is still due.
 */
export const runDuePolicies = async ({
  db,
  jobs,
  now = new Date(),
  batchSize,
}: {
  db: Db;
  jobs: Jobs;
  /** The schedule's clock. */
  now?: Date;
  /** Rows a statement removes (removalBatchSize unless set). */
  batchSize?: number;
}) => {
  const rows = await db.select().from(retentionPolicies);
  if (!rows.some((row) => nextRunOf(row.lastRunAt, row.createdAt) <= now)) return null;
  try {
    return await startRun({ db, jobs, subscriptionId: null, operatorId: null, batchSize });
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  }
};

/** Starts the run-all job: one step per policy; a run already going is a 409 naming its job. */
export const runAllRetentionPolicies = async ({ db, auth, jobs }: { db: Db; auth: AuthContext; jobs: Jobs }) => {
  const subscriptionId = requireSubscription(auth);
  const job = await startRun({ db, jobs, subscriptionId, operatorId: auth.operator.id });
  return { job };
};
