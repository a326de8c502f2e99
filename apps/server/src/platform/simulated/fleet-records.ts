import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication, LiveChange } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentControllers, desiredStateTransitions, hostedApplications, hostingGroups } from '../../db/schema';
import type { Live } from '../../live/live';

export type HostedApplicationRow = typeof hostedApplications.$inferSelect;
export type DeploymentControllerRow = typeof deploymentControllers.$inferSelect;
export type TransitionRow = typeof desiredStateTransitions.$inferSelect;

export const toHostedApplication = (row: HostedApplicationRow): HostedApplication => ({
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

export const toControllerStatus = (row: DeploymentControllerRow): DeploymentControllerStatus => ({
  id: row.id,
  hostingGroupId: row.hostingGroupId,
  name: row.name,
  status: row.status,
  cpuPercent: row.cpuPercent,
  memoryPercent: row.memoryPercent,
  desiredStateVersion: row.desiredStateVersion,
  currentStateVersion: row.currentStateVersion,
  isInDesiredState: row.desiredStateVersion === row.currentStateVersion,
  lastReportedAtUtc: row.lastReportedAtUtc.toISOString(),
});

export const toTransition = (row: TransitionRow, hostingGroupId: string): DesiredStateTransition => ({
  id: row.id,
  deploymentControllerId: row.deploymentControllerId,
  hostingGroupId,
  startedAtUtc: row.startedAtUtc.toISOString(),
  completedAtUtc: row.completedAtUtc?.toISOString() ?? null,
  desiredState: row.desiredState,
  endState: row.endState,
  isInDesiredStateAfter: row.isInDesiredStateAfter,
});

/** A push to make once the change it describes is committed. */
export type DeferredPush = () => void;

export const hostedApplicationPush =
  (live: Live, subscriptionId: string, row: HostedApplicationRow, change: LiveChange): DeferredPush =>
  () =>
    live.push({
      hub: 'hostedApplications',
      event: 'hostedApplicationChanged',
      payload: { change, entity: toHostedApplication(row) },
      subscriptionId,
    });

export const controllerStatusPush =
  (live: Live, subscriptionId: string, row: DeploymentControllerRow): DeferredPush =>
  () =>
    live.push({
      hub: 'deploymentControllers',
      event: 'updateDeploymentControllerStatus',
      payload: toControllerStatus(row),
      subscriptionId,
      group: row.hostingGroupId,
    });

export const transitionPush =
  (live: Live, subscriptionId: string, row: TransitionRow, hostingGroupId: string): DeferredPush =>
  () =>
    live.push({
      hub: 'desiredStateTransitions',
      event: row.completedAtUtc ? 'transitionCompleted' : 'transitionStarted',
      payload: toTransition(row, hostingGroupId),
      subscriptionId,
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
