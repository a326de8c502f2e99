import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication } from '@console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deploymentControllers, desiredStateTransitions, hostedApplications } from '../db/schema';
import type { Live } from '../live/live';
import { jobOfOperation, openInvestigations } from './investigations';
import {
  isPlatformError,
  type Platform,
  type PlatformApplication,
  type PlatformChange,
  type PlatformController,
  type PlatformRequest,
  type PlatformResult,
  type PlatformTransition,
} from './types';

/**
 * The console's side of a platform result: the console's own fleet records written from it, how the
 * platform's records read in the contract, and the live pushes each change makes. Independent of the
 * driver, so a real one's changes land and show the same way (decision 012).
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

const batchSize = 1000;

/**
 * Writes the console's fleet records (hosted applications, deployment controllers, desired-state
 * transitions) from what the platform reported, in one transaction. Idempotent, so a replayed step
 * writes its changes again safely: applications are kept by id and an older report never overwrites a
 * newer one; a completed transition never reopens. A transition this write completes out of its
 * desired state opens investigations (`investigations.ts`), naming `jobId`, the console job that asked.
 */
export const recordPlatformChanges = async ({
  db,
  changes,
  jobId = null,
}: {
  db: Db;
  changes: readonly PlatformChange[];
  jobId?: string | null;
}) => {
  if (!changes.some((c) => c.kind === 'applications' || c.kind === 'controllers' || c.kind === 'transitions')) return;
  await db.transaction(async (tx) => {
    for (const change of changes) {
      switch (change.kind) {
        case 'applications':
          for (let start = 0; start < change.applications.length; start += batchSize) {
            const batch = change.applications.slice(start, start + batchSize);
            if (change.change === 'removed') {
              await tx.delete(hostedApplications).where(
                inArray(
                  hostedApplications.id,
                  batch.map((app) => app.id),
                ),
              );
              continue;
            }
            await tx
              .insert(hostedApplications)
              .values(
                batch.map((app) => ({
                  id: app.id,
                  deploymentControllerId: app.deploymentControllerId,
                  deploymentId: app.deploymentId,
                  customerId: app.customerId,
                  name: app.name,
                  kind: app.kind,
                  state: app.state,
                  version: app.version,
                  updatedAt: new Date(app.updatedAtUtc),
                })),
              )
              .onConflictDoUpdate({
                target: hostedApplications.id,
                set: {
                  deploymentControllerId: sql`excluded.deployment_controller_id`,
                  name: sql`excluded.name`,
                  state: sql`excluded.state`,
                  version: sql`excluded.version`,
                  updatedAt: sql`excluded.updated_at`,
                },
                setWhere: sql`${hostedApplications.updatedAt} <= excluded.updated_at`,
              });
          }
          break;
        case 'controllers':
          // A machine reports its whole state; the latest report is the console's record of it.
          for (const controller of change.controllers) {
            await tx
              .update(deploymentControllers)
              .set({
                status: controller.status,
                cpuPercent: controller.cpuPercent,
                memoryPercent: controller.memoryPercent,
                desiredStateVersion: controller.desiredStateVersion,
                currentStateVersion: controller.currentStateVersion,
                lastReportedAtUtc: new Date(controller.lastReportedAtUtc),
              })
              .where(eq(deploymentControllers.id, controller.id));
          }
          break;
        case 'transitions':
          for (const transition of change.transitions) {
            const written = await tx
              .insert(desiredStateTransitions)
              .values({
                id: transition.id,
                deploymentControllerId: transition.deploymentControllerId,
                desiredState: transition.desiredState,
                endState: transition.endState,
                startedAtUtc: new Date(transition.startedAtUtc),
                completedAtUtc: transition.completedAtUtc ? new Date(transition.completedAtUtc) : null,
                isInDesiredStateAfter: transition.isInDesiredStateAfter,
              })
              .onConflictDoUpdate({
                target: desiredStateTransitions.id,
                set: {
                  endState: sql`excluded.end_state`,
                  completedAtUtc: sql`excluded.completed_at_utc`,
                  isInDesiredStateAfter: sql`excluded.is_in_desired_state_after`,
                },
                setWhere: sql`${desiredStateTransitions.completedAtUtc} is null`,
              })
              .returning({ id: desiredStateTransitions.id });
            // Written only while it was open: this report is the one that completed it.
            if (written.length > 0)
              await openInvestigations({ tx, subscriptionId: change.subscriptionId, transitions: [transition], jobId });
          }
          break;
        case 'database':
        case 'databaseServer':
        case 'txtRecords':
        case 'domainValidated':
        case 'performanceSamples':
        case 'locations':
        case 'cloudResource':
        case 'managementCertificate':
        case 'appServicePlan':
        case 'cloudService':
          // The features that asked keep their own records of these (database settings, domains, locations, plans, services).
          break;
        default:
          change satisfies never;
      }
    }
  });
};

/** The console takes a platform result: records what changed, then tells the consoles that show it. */
export const applyPlatformChanges = async ({
  db,
  live,
  changes,
  jobId = null,
}: {
  db: Db;
  live: Live;
  changes: readonly PlatformChange[];
  jobId?: string | null;
}) => {
  await recordPlatformChanges({ db, changes, jobId });
  await pushPlatformChanges({ live, changes });
};

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
      // The performance checks feature keeps the samples with its check and pushes its own statuses.
      case 'performanceSamples':
        break;
      // The Azure features write their own records of these and the jobs drawer tells the operator; the app
      // service plans and cloud services features write their own copy first, then push (the push carries
      // the console's id).
      case 'locations':
      case 'cloudResource':
      case 'managementCertificate':
      case 'appServicePlan':
      case 'cloudService':
        break;
      default:
        change satisfies never;
    }
  }
};

/**
 * Performs a request and takes its result: what changed is recorded and pushed, also on a replay (the
 * first run may have died before it could) and when the platform failed with changes of its own.
 */
export const performPlatformRequest = async ({
  platform,
  db,
  live,
  request,
}: {
  platform: Platform;
  db: Db;
  live: Live;
  request: PlatformRequest;
}): Promise<PlatformResult> => {
  // Only a transition's record names the job (an investigation's log link), so only then is it looked up.
  const jobId = async (changes: readonly PlatformChange[]) =>
    changes.some((c) => c.kind === 'transitions') ? jobOfOperation(db, request.operationId) : null;
  try {
    const result = await platform.perform(request);
    await applyPlatformChanges({ db, live, changes: result.changes, jobId: await jobId(result.changes) });
    return result;
  } catch (error) {
    if (isPlatformError(error) && error.changes.length > 0)
      await applyPlatformChanges({ db, live, changes: error.changes, jobId: await jobId(error.changes) });
    throw error;
  }
};
