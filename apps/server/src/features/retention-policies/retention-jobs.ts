import type { RetentionTarget } from '@console/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents, desiredStateInvestigations, errorEvents, jobs, retentionPolicies } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { cutoffOf, removalBatchSize, targetLabels } from './retention-rules';

export type PolicyRef = { id: string; name: string };

export type RunAllPayload = {
  policies: PolicyRef[];
  /** Rows one statement removes; removalBatchSize unless set (a test sets a few to see several batches). */
  batchSize?: number;
};

/** Removes one batch of the target's rows older than the cutoff; how many went. */
export const removeBatch = async (
  db: Db,
  target: RetentionTarget,
  cutoff: Date,
  batchSize = removalBatchSize,
): Promise<number> => {
  switch (target) {
    case 'errorEvents': {
      const batch = db.select({ id: errorEvents.id }).from(errorEvents).where(lt(errorEvents.at, cutoff)).limit(batchSize);
      return (await db.delete(errorEvents).where(inArray(errorEvents.id, batch)).returning({ id: errorEvents.id })).length;
    }
    case 'auditEvents': {
      const batch = db.select({ id: auditEvents.id }).from(auditEvents).where(lt(auditEvents.at, cutoff)).limit(batchSize);
      return (await db.delete(auditEvents).where(inArray(auditEvents.id, batch)).returning({ id: auditEvents.id })).length;
    }
    case 'jobHistory': {
      // Only jobs that ended: a running job (this one too) is never history. Steps go with their job.
      const batch = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.isCompleted, true), lt(jobs.completedAtUtc, cutoff)))
        .limit(batchSize);
      return (await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id })).length;
    }
    case 'desiredStateInvestigations': {
      const batch = db
        .select({ id: desiredStateInvestigations.id })
        .from(desiredStateInvestigations)
        .where(lt(desiredStateInvestigations.openedAtUtc, cutoff))
        .limit(batchSize);
      return (
        await db
          .delete(desiredStateInvestigations)
          .where(inArray(desiredStateInvestigations.id, batch))
          .returning({ id: desiredStateInvestigations.id })
      ).length;
    }
  }
};

/**
 * One policy: its target's rows older than its period go in batches (each its own statement), then
 * the run is recorded. Running it again removes only what aged since, so a retry is safe.
 */
const runPolicyStep = (policy: PolicyRef, batchSize: number): JobStepDefinition<RunAllPayload> => ({
  name: `Apply retention policy ${policy.name}`,
  targetId: policy.id,
  run: async ({ db, signal }) => {
    const [row] = await db.select().from(retentionPolicies).where(eq(retentionPolicies.id, policy.id));
    if (!row) return { message: `${policy.name} no longer exists; nothing removed.` };
    const now = new Date();
    const cutoff = cutoffOf(now, row.keepForDays);
    let removed = 0;
    let batches = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await removeBatch(db, row.target, cutoff, batchSize);
      removed += batch;
      batches++;
      if (batch < batchSize) break;
    }
    await db
      .update(retentionPolicies)
      .set({ lastRunAt: now, lastRunRowsRemoved: removed })
      .where(eq(retentionPolicies.id, policy.id));
    return {
      message: `Removed ${removed.toLocaleString('en')} ${targetLabels[row.target].toLowerCase()} older than ${row.keepForDays} days (${batches} ${batches === 1 ? 'batch' : 'batches'} of up to ${batchSize.toLocaleString('en')}).`,
    };
  },
});

/** The fleet-wide target of run-all: one run at a time (a second start is a 409 naming the running one). */
export const retentionRunTarget = { type: 'fleet' as const, id: 'retention-policies', name: 'Retention policies' };

/** doc2 §7 POST /operations/retentionpolicies/runall: a step per policy. */
export const runAllRetentionPoliciesJob: JobDefinition<RunAllPayload> = {
  type: 'retention.runAll',
  describe: () => ({ name: 'Run every retention policy', target: retentionRunTarget }),
  onStepFailure: 'continue',
  retryFrom: 'failedStep',
  retryFailed: (p, failedTargetIds) => ({ ...p, policies: p.policies.filter((policy) => failedTargetIds.includes(policy.id)) }),
  steps: (p) => p.policies.map((policy) => runPolicyStep(policy, p.batchSize ?? removalBatchSize)),
};
