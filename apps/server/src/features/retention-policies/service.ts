import type { RetentionPolicy } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { retentionPolicies } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { requireSubscription } from '../customers';
import { runAllRetentionPoliciesJob } from './retention-jobs';
import { nextRunOf, targetLabels } from './retention-rules';

export const listRetentionPolicies = async ({ db }: { db: Db }): Promise<RetentionPolicy[]> => {
  const rows = await db.select().from(retentionPolicies).orderBy(asc(retentionPolicies.name));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    target: row.target,
    targetLabel: targetLabels[row.target],
    keepForDays: row.keepForDays,
    lastRunAtUtc: row.lastRunAt?.toISOString() ?? null,
    lastRunRowsRemoved: row.lastRunRowsRemoved,
    nextRunAtUtc: nextRunOf(row.lastRunAt, now).toISOString(),
  }));
};

/** Starts the run-all job: one step per policy; a run already going is a 409 naming its job. */
export const runAllRetentionPolicies = async ({ db, auth, jobs }: { db: Db; auth: AuthContext; jobs: Jobs }) => {
  const subscriptionId = requireSubscription(auth);
  const policies = await db
    .select({ id: retentionPolicies.id, name: retentionPolicies.name })
    .from(retentionPolicies)
    .orderBy(asc(retentionPolicies.name));
  if (policies.length === 0) throw new AppError('conflict', 'There is no retention policy to run');
  const job = await jobs.start(runAllRetentionPoliciesJob, {
    payload: { policies },
    subscriptionId,
    operatorId: auth.operator.id,
  });
  return { job };
};
