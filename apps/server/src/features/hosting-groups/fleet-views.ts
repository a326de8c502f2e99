import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication } from '@console/contract';
import type { deploymentControllers, desiredStateTransitions, hostedApplications } from '../../db/schema';

/** The console's fleet records as the hosting-group screens show them. */

type HostedApplicationRow = typeof hostedApplications.$inferSelect;
type DeploymentControllerRow = typeof deploymentControllers.$inferSelect;
type TransitionRow = typeof desiredStateTransitions.$inferSelect;

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
