import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  desiredStateInvestigations,
  jobSteps,
} from '../db/schema';
import type { PlatformTransition } from './types';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The console job that asked for a platform operation: a job step passes its own id as the
 * operationId (`jobs/platform-steps.ts`), so the step's job is the one whose logs tell what happened.
 */
export const jobOfOperation = async (db: Db, operationId: string): Promise<string | null> => {
  if (!isUuid(operationId)) return null;
  const [step] = await db.select({ jobId: jobSteps.jobCorrelationId }).from(jobSteps).where(eq(jobSteps.id, operationId));
  return step?.jobId ?? null;
};

/**
 * doc2 §2 Desired-state investigations: a transition the platform reports completed, but not in its
 * desired state, opens one investigation per customer whose deployment runs in the machine's hosting
 * group (decision 091). Called where the console records the transition, in the same transaction, and
 * only for transitions that this write completed, so a replayed result opens nothing twice. The job is
 * the console job that asked for the transition; the platform's own transitions (its fleet acting by
 * itself) are their own job, so their id is the transition's.
 */
export const openInvestigations = async ({
  tx,
  subscriptionId,
  transitions,
  jobId,
}: {
  tx: Db;
  subscriptionId: string;
  transitions: readonly PlatformTransition[];
  jobId: string | null;
}) => {
  for (const transition of transitions) {
    if (transition.completedAtUtc === null || transition.isInDesiredStateAfter !== false) continue;
    const affected = await tx
      .selectDistinct({ customerId: customers.id })
      .from(deploymentControllers)
      .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.hostingGroupId, deploymentControllers.hostingGroupId))
      .innerJoin(deployments, eq(deployments.id, deploymentHostingGroups.deploymentId))
      .innerJoin(customers, eq(customers.id, deployments.customerId))
      .where(and(eq(deploymentControllers.id, transition.deploymentControllerId), eq(customers.subscriptionId, subscriptionId)));
    if (affected.length === 0) continue;
    await tx.insert(desiredStateInvestigations).values(
      affected.map(({ customerId }) => ({
        subscriptionId,
        customerId,
        jobId: jobId ?? transition.id,
        deploymentControllerId: transition.deploymentControllerId,
        desiredState: transition.desiredState,
        endState: transition.endState,
        openedAtUtc: new Date(transition.completedAtUtc!),
      })),
    );
  }
};
