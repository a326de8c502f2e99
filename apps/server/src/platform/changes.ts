import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication } from '@console/contract';
import type { Live } from '../live/live';
import type { PlatformApplication, PlatformChange, PlatformController, PlatformTransition } from './types';

/**
 * The console's side of a platform result: how the platform's records read in the contract, and the
 * live pushes each change makes. Independent of the driver, so a real one's changes show the same way.
 */

export const toHostedApplication = (app: PlatformApplication): HostedApplication => ({
  id: app.id,
  deploymentControllerId: app.deploymentControllerId,
  deploymentId: app.deploymentId,
  customerId: app.customerId,
  name: app.name,
  kind: app.kind,
  state: app.state,
  version: app.version,
  updatedAtUtc: app.updatedAtUtc,
});

export const toControllerStatus = (controller: PlatformController): DeploymentControllerStatus => ({
  id: controller.id,
  hostingGroupId: controller.hostingGroupId,
  name: controller.name,
  status: controller.status,
  cpuPercent: controller.cpuPercent,
  memoryPercent: controller.memoryPercent,
  desiredStateVersion: controller.desiredStateVersion,
  currentStateVersion: controller.currentStateVersion,
  isInDesiredState: controller.desiredStateVersion === controller.currentStateVersion,
  lastReportedAtUtc: controller.lastReportedAtUtc,
});

export const toTransition = (transition: PlatformTransition): DesiredStateTransition => ({
  id: transition.id,
  deploymentControllerId: transition.deploymentControllerId,
  hostingGroupId: transition.hostingGroupId,
  startedAtUtc: transition.startedAtUtc,
  completedAtUtc: transition.completedAtUtc,
  desiredState: transition.desiredState,
  endState: transition.endState,
  isInDesiredStateAfter: transition.isInDesiredStateAfter,
});

/** Pushes each change to the consoles of its subscription, in order (a job's events arrive in order). */
export const pushPlatformChanges = async ({ live, changes }: { live: Live; changes: readonly PlatformChange[] }) => {
  for (const change of changes) {
    switch (change.kind) {
      case 'applications':
        for (const app of change.applications) {
          await live.push({
            hub: 'hostedApplications',
            event: 'hostedApplicationChanged',
            payload: { change: change.change, entity: toHostedApplication(app) },
            subscriptionId: change.subscriptionId,
          });
        }
        break;
      case 'controllers':
        for (const controller of change.controllers) {
          await live.push({
            hub: 'deploymentControllers',
            event: 'updateDeploymentControllerStatus',
            payload: toControllerStatus(controller),
            subscriptionId: change.subscriptionId,
            group: controller.hostingGroupId,
          });
        }
        break;
      case 'transitions':
        for (const transition of change.transitions) {
          await live.push({
            hub: 'desiredStateTransitions',
            event: transition.completedAtUtc ? 'transitionCompleted' : 'transitionStarted',
            payload: toTransition(transition),
            subscriptionId: change.subscriptionId,
          });
        }
        break;
      case 'database':
        await live.push({
          hub: 'databaseServers',
          event: change.event === 'updating' ? 'databaseUpdating' : 'databaseUpdated',
          payload: { serverName: change.serverName, databaseName: change.databaseName, details: change.details },
          subscriptionId: change.subscriptionId,
        });
        break;
      case 'databaseServer':
        await live.push({
          hub: 'databaseServers',
          event: change.event === 'provisioned' ? 'databaseServerProvisioned' : 'databaseServerDecommissioned',
          payload: { serverName: change.serverName, disposition: change.disposition, message: change.message },
          subscriptionId: change.subscriptionId,
        });
        break;
      // DNS changes are the public DNS's own; no console shows them live.
      case 'txtRecords':
      case 'domainValidated':
        break;
      default:
        change satisfies never;
    }
  }
};
