import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentControllers, desiredStateTransitions, hostedApplications, hostingGroups } from '../../db/schema';
import type { PlatformApplication, PlatformController, PlatformTransition } from '../types';

export type HostedApplicationRow = typeof hostedApplications.$inferSelect;
export type DeploymentControllerRow = typeof deploymentControllers.$inferSelect;
export type TransitionRow = typeof desiredStateTransitions.$inferSelect;

/** The simulated fleet's rows as the platform reports them. */
export const toPlatformApplication = (row: HostedApplicationRow): PlatformApplication => ({
  id: row.id,
  deploymentControllerId: row.deploymentControllerId,
  deploymentId: row.deploymentId,
  customerId: row.customerId,
  name: row.name,
  kind: row.kind,
  state: row.state,
  version: row.version,
  updatedAtUtc: row.updatedAt.toISOString(),
});

export const toPlatformController = (row: DeploymentControllerRow): PlatformController => ({
  id: row.id,
  hostingGroupId: row.hostingGroupId,
  name: row.name,
  status: row.status,
  cpuPercent: row.cpuPercent,
  memoryPercent: row.memoryPercent,
  desiredStateVersion: row.desiredStateVersion,
  currentStateVersion: row.currentStateVersion,
  lastReportedAtUtc: row.lastReportedAtUtc.toISOString(),
});

export const toPlatformTransition = (row: TransitionRow, hostingGroupId: string): PlatformTransition => ({
  id: row.id,
  deploymentControllerId: row.deploymentControllerId,
  hostingGroupId,
  startedAtUtc: row.startedAtUtc.toISOString(),
  completedAtUtc: row.completedAtUtc?.toISOString() ?? null,
  desiredState: row.desiredState,
  endState: row.endState,
  isInDesiredStateAfter: row.isInDesiredStateAfter,
});

/** A controller with the subscription and hosting group it belongs to. */
export const loadController = async (db: Db, controllerId: string) => {
  const [found] = await db
    .select({ controller: deploymentControllers, subscriptionId: hostingGroups.subscriptionId })
    .from(deploymentControllers)
    .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentControllers.hostingGroupId))
    .where(eq(deploymentControllers.id, controllerId));
  return found ?? null;
};
