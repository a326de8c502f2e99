import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  simulatedDatabaseServers,
  customers,
  deploymentHostingGroups,
  deployments,
  hostingGroups,
  releaseChannels,
  releases,
  simulatedApplications,
  simulatedControllers,
  simulatedTransitions,
} from '../../db/schema';
import { appServicePlanEffects } from './app-service-plans';
import { listedTarget } from './conditions';
import { createRedisCache, createStorageAccount, installManagementCertificate, scanLocations } from './azure-effects';
import { createTxtRecords, validateDomain } from './dns-effects';
import { measurePerformancePhase } from './performance';
import { cloudServiceEffects } from './cloud-services';
import type { SimulationSettings } from './settings';
import {
  PlatformError,
  type CustomerTarget,
  type DatabaseTarget,
  type PlatformChange,
  type PlatformOperation,
  type PlatformRequest,
} from '../types';
import {
  adoptControllers,
  loadController,
  toPlatformApplication,
  toPlatformController,
  toPlatformTransition,
  type SimulatedApplicationRow,
} from './fleet-records';

export type EffectContext = {
  tx: Db;
  request: PlatformRequest;
  phase: number;
  phaseName: string;
  phaseCount: number;
  settings: SimulationSettings;
};

/** What a phase did: its message for the job step and what changed, in platform terms. */
export type EffectResult = { message: string; changes: PlatformChange[] };

type AppState = SimulatedApplicationRow['state'];
type AppKind = SimulatedApplicationRow['kind'];

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const loadCustomer = async (tx: Db, target: CustomerTarget) => {
  const [customer] = await tx
    .select({ id: customers.id, alias: customers.alias, subscriptionId: customers.subscriptionId })
    .from(customers)
    .where(eq(customers.id, target.customerId));
  if (!customer) throw new PlatformError(`Customer ${target.alias} is not known to the platform`);
  return customer;
};

const appsOf = async (tx: Db, target: CustomerTarget, kinds?: AppKind[]) =>
  tx
    .select()
    .from(simulatedApplications)
    .where(
      and(
        eq(simulatedApplications.customerId, target.customerId),
        target.deploymentId ? eq(simulatedApplications.deploymentId, target.deploymentId) : undefined,
        kinds ? inArray(simulatedApplications.kind, kinds) : undefined,
      ),
    );

/** Moves a customer's applications to `state`, pushing each that changed. */
const setAppState = async (
  { tx, request }: EffectContext,
  state: AppState,
  options: { kinds?: AppKind[]; only?: AppState[] } = {},
): Promise<EffectResult> => {
  const target = request.target as CustomerTarget;
  const customer = await loadCustomer(tx, target);
  const apps = (await appsOf(tx, target, options.kinds)).filter(
    (app) => app.state !== state && (!options.only || options.only.includes(app.state)),
  );
  if (apps.length === 0) return { message: `Nothing to change for ${customer.alias}`, changes: [] };
  const updated = await tx
    .update(simulatedApplications)
    .set({ state, updatedAt: new Date() })
    .where(
      inArray(
        simulatedApplications.id,
        apps.map((a) => a.id),
      ),
    )
    .returning();
  return {
    message: `${plural(updated.length, 'application')} of ${customer.alias} now ${state}`,
    changes: [
      {
        kind: 'applications',
        subscriptionId: customer.subscriptionId,
        change: 'changed',
        applications: updated.map(toPlatformApplication),
      },
    ],
  };
};

/** The release a customer runs: its pin, else its channel's current release. */
const versionOf = async (tx: Db, customerId: string): Promise<string> => {
  const [row] = await tx
    .select({ pinned: customers.pinnedReleaseId, current: releaseChannels.currentReleaseId })
    .from(customers)
    .leftJoin(releaseChannels, eq(releaseChannels.id, customers.releaseChannelId))
    .where(eq(customers.id, customerId));
  const releaseId = row?.pinned ?? row?.current;
  if (!releaseId) return 'unreleased';
  const [release] = await tx.select({ version: releases.version }).from(releases).where(eq(releases.id, releaseId));
  return release?.version ?? 'unreleased';
};

/** Sets each application on the machine to the release its customer should run; returns those that changed. */
const runDesiredVersions = async (tx: Db, controllerId: string) => {
  const desired = await tx
    .select({ customerId: customers.id, version: releases.version })
    .from(customers)
    .innerJoin(simulatedApplications, eq(simulatedApplications.customerId, customers.id))
    .leftJoin(releaseChannels, eq(releaseChannels.id, customers.releaseChannelId))
    .innerJoin(releases, eq(releases.id, sql`coalesce(${customers.pinnedReleaseId}, ${releaseChannels.currentReleaseId})`))
    .where(eq(simulatedApplications.controllerId, controllerId))
    .groupBy(customers.id, releases.version);
  const changed: SimulatedApplicationRow[] = [];
  for (const { customerId, version } of desired) {
    changed.push(
      ...(await tx
        .update(simulatedApplications)
        .set({ version, updatedAt: new Date() })
        .where(
          and(
            eq(simulatedApplications.controllerId, controllerId),
            eq(simulatedApplications.customerId, customerId),
            ne(simulatedApplications.version, version),
          ),
        )
        .returning()),
    );
  }
  return changed;
};

/** The controller of a hosting group with the fewest applications. */
const leastLoadedController = async (tx: Db, hostingGroupId: string) => {
  const [row] = await tx
    .select({ id: simulatedControllers.id, apps: count(simulatedApplications.id) })
    .from(simulatedControllers)
    .leftJoin(simulatedApplications, eq(simulatedApplications.controllerId, simulatedControllers.id))
    .where(eq(simulatedControllers.hostingGroupId, hostingGroupId))
    .groupBy(simulatedControllers.id)
    .orderBy(asc(count(simulatedApplications.id)), asc(simulatedControllers.name))
    .limit(1);
  return row?.id ?? null;
};

/** Deploys the web and worker applications of each of the customer's deployments that has none. */
const deployApplications = async ({ tx, request }: EffectContext): Promise<EffectResult> => {
  const target = request.target as CustomerTarget;
  const customer = await loadCustomer(tx, target);
  const candidates = await tx
    .select({ id: deployments.id, hostingGroupId: deploymentHostingGroups.hostingGroupId })
    .from(deployments)
    .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.deploymentId, deployments.id))
    .where(
      and(eq(deployments.customerId, customer.id), target.deploymentId ? eq(deployments.id, target.deploymentId) : undefined),
    );
  await adoptControllers(tx);
  const existing = new Set((await appsOf(tx, target)).map((a) => a.deploymentId));
  const version = await versionOf(tx, customer.id);
  const deployed: SimulatedApplicationRow[] = [];
  for (const deployment of candidates) {
    if (existing.has(deployment.id)) continue;
    existing.add(deployment.id);
    const controllerId = await leastLoadedController(tx, deployment.hostingGroupId);
    if (!controllerId) throw new PlatformError(`The hosting group of ${customer.alias} has no deployment controller`);
    const rows = await tx
      .insert(simulatedApplications)
      .values(
        (['web', 'worker'] as const).map((kind) => ({
          controllerId,
          deploymentId: deployment.id,
          customerId: customer.id,
          name: `${customer.alias}-${kind}`,
          kind,
          state: 'running' as const,
          version,
        })),
      )
      .returning();
    deployed.push(...rows);
  }
  if (candidates.length === 0) {
    // A customer created without an Azure deployment has nothing to deploy yet; one made for a
    // deployment that has no hosting group cannot be deployed.
    if (!target.deploymentId) return { message: `${customer.alias} has no deployment yet: nothing to deploy`, changes: [] };
    throw new PlatformError(`${customer.alias} has no deployment in a hosting group to deploy to`);
  }
  return {
    message: `Deployed ${plural(deployed.length, 'application')} for ${customer.alias}`,
    changes: [
      {
        kind: 'applications',
        subscriptionId: customer.subscriptionId,
        change: 'added',
        applications: deployed.map(toPlatformApplication),
      },
    ],
  };
};

const removeApplications = async ({ tx, request }: EffectContext): Promise<EffectResult> => {
  const target = request.target as CustomerTarget;
  const customer = await loadCustomer(tx, target);
  const removed = await tx
    .delete(simulatedApplications)
    .where(
      and(
        eq(simulatedApplications.customerId, customer.id),
        target.deploymentId ? eq(simulatedApplications.deploymentId, target.deploymentId) : undefined,
      ),
    )
    .returning();
  return {
    message: `Removed ${plural(removed.length, 'application')} of ${customer.alias}`,
    changes: [
      {
        kind: 'applications',
        subscriptionId: customer.subscriptionId,
        change: 'removed',
        applications: removed.map(toPlatformApplication),
      },
    ],
  };
};

const probeHostingGroup = async ({ tx, request, phase }: EffectContext): Promise<EffectResult> => {
  if (!('hostingGroupId' in request.target)) throw new PlatformError('A probe needs a hosting group');
  const { hostingGroupId, identifier } = request.target;
  const [group] = await tx.select().from(hostingGroups).where(eq(hostingGroups.id, hostingGroupId));
  if (!group) throw new PlatformError(`Hosting group ${identifier} is not known to the platform`);
  await adoptControllers(tx);
  const controllers = await tx.select().from(simulatedControllers).where(eq(simulatedControllers.hostingGroupId, group.id));
  if (controllers.length === 0) throw new PlatformError(`Hosting group ${identifier} has no deployment controllers`);
  if (phase === 0) {
    const unreachable = controllers.filter((c) => c.status === 'unreachable');
    if (unreachable.length > 0) {
      throw new PlatformError(`${unreachable.map((c) => c.name).join(', ')} of ${identifier} did not answer the probe`);
    }
    const reported = await tx
      .update(simulatedControllers)
      .set({ lastReportedAtUtc: new Date() })
      .where(eq(simulatedControllers.hostingGroupId, group.id))
      .returning();
    return {
      message: `${plural(reported.length, 'deployment controller')} of ${identifier} answered`,
      changes: [{ kind: 'controllers', subscriptionId: group.subscriptionId, controllers: reported.map(toPlatformController) }],
    };
  }
  const states = await tx
    .select({ state: simulatedApplications.state, total: count() })
    .from(simulatedApplications)
    .where(
      inArray(
        simulatedApplications.controllerId,
        controllers.map((c) => c.id),
      ),
    )
    .groupBy(simulatedApplications.state);
  const total = states.reduce((sum, s) => sum + s.total, 0);
  const detail = states.map((s) => `${s.total} ${s.state}`).join(', ');
  return { message: `${plural(total, 'hosted application')}${detail ? `: ${detail}` : ''}`, changes: [] };
};

/** Transitions the operation drives itself are completed by its last phase, not by the fleet ticker. */
const farFuture = () => new Date(Date.now() + 24 * 3600 * 1000);

const applyDesiredState = async ({ tx, request, phase, settings }: EffectContext): Promise<EffectResult> => {
  if (!('deploymentControllerId' in request.target)) throw new PlatformError('Desired state needs a deployment controller');
  await adoptControllers(tx);
  const found = await loadController(tx, request.target.deploymentControllerId);
  if (!found) throw new PlatformError(`Deployment controller ${request.target.name} is not known to the platform`);
  const { controller, subscriptionId } = found;
  if (phase === 0) {
    const [updated] = await tx
      .update(simulatedControllers)
      .set({ desiredStateVersion: controller.desiredStateVersion + 1 })
      .where(eq(simulatedControllers.id, controller.id))
      .returning();
    const [transition] = await tx
      .insert(simulatedTransitions)
      .values({
        controllerId: controller.id,
        desiredState: updated!.desiredStateVersion,
        completesAtUtc: farFuture(),
      })
      .returning();
    return {
      message: `${controller.name} moves to desired state ${updated!.desiredStateVersion}`,
      changes: [
        { kind: 'transitions', subscriptionId, transitions: [toPlatformTransition(transition!, controller.hostingGroupId)] },
        { kind: 'controllers', subscriptionId, controllers: [toPlatformController(updated!)] },
      ],
    };
  }
  if (phase === 1) return { message: `${controller.name} applied desired state ${controller.desiredStateVersion}`, changes: [] };
  // A machine of a listed hosting group drifts: its transition ends one state short of the desired one.
  const [group] = await tx
    .select({ identifier: hostingGroups.hostingGroupIdentifier })
    .from(hostingGroups)
    .where(eq(hostingGroups.id, controller.hostingGroupId));
  const isDrifting = listedTarget(settings.failTargets, [group?.identifier]) !== null;
  const endState = isDrifting ? controller.desiredStateVersion - 1 : controller.desiredStateVersion;
  const completed = await tx
    .update(simulatedTransitions)
    .set({ completedAtUtc: new Date(), endState, isInDesiredStateAfter: !isDrifting })
    .where(and(eq(simulatedTransitions.controllerId, controller.id), isNull(simulatedTransitions.completedAtUtc)))
    .returning();
  // A machine in its desired state runs what each of its customers should: the pin, else the channel's
  // current release. One that drifts keeps the versions it had.
  const upgraded = isDrifting ? [] : await runDesiredVersions(tx, controller.id);
  const [updated] = await tx
    .update(simulatedControllers)
    .set({ currentStateVersion: endState, status: isDrifting ? 'degraded' : 'healthy', lastReportedAtUtc: new Date() })
    .where(eq(simulatedControllers.id, controller.id))
    .returning();
  return {
    message: isDrifting
      ? `${controller.name} ended in state ${endState}, not desired state ${controller.desiredStateVersion}`
      : `${controller.name} is in desired state ${controller.desiredStateVersion}`,
    changes: [
      {
        kind: 'transitions',
        subscriptionId,
        transitions: completed.map((t) => toPlatformTransition(t, controller.hostingGroupId)),
      },
      { kind: 'controllers', subscriptionId, controllers: [toPlatformController(updated!)] },
      ...(upgraded.length > 0
        ? [
            {
              kind: 'applications' as const,
              subscriptionId,
              change: 'changed' as const,
              applications: upgraded.map(toPlatformApplication),
            },
          ]
        : []),
    ],
  };
};

const databaseChange = (
  { request, phase, phaseName, phaseCount }: EffectContext,
  event: 'updating' | 'updated' | 'provisioned' | 'decommissioned',
): EffectResult => {
  const target = request.target as DatabaseTarget;
  const subscriptionId = target.subscriptionId;
  const changes: PlatformChange[] = [];
  if (subscriptionId) {
    changes.push(
      event === 'updating' || event === 'updated'
        ? {
            kind: 'database',
            subscriptionId,
            event,
            serverName: target.serverName,
            databaseName: target.databaseName ?? '',
            details: request.args ?? {},
          }
        : {
            kind: 'databaseServer',
            subscriptionId,
            event,
            serverName: target.serverName,
            disposition: phase === phaseCount - 1 ? 'succeeded' : 'progress',
            message: phaseName,
          },
    );
  }
  return { message: `${phaseName}: done for ${target.databaseName ?? target.serverName}`, changes };
};

/** The simulated world keeps the servers it created: the last provisioning phase creates one, decommission removes it. */
const provisionServer = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as DatabaseTarget;
  const location = target.location ?? 'unknown';
  await context.tx.insert(simulatedDatabaseServers).values({ serverName: target.serverName, location }).onConflictDoNothing();
  return databaseChange(context, 'provisioned');
};

const decommissionServer = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as DatabaseTarget;
  await context.tx.delete(simulatedDatabaseServers).where(eq(simulatedDatabaseServers.serverName, target.serverName));
  return databaseChange(context, 'decommissioned');
};

type Effect = (context: EffectContext) => Promise<EffectResult> | EffectResult;

/** What each phase changes in the simulated fleet; phases not listed only take their time. */
const effects: Partial<Record<PlatformOperation, Record<number, Effect>>> = {
  'tenant.provision': { 2: deployApplications },
  'tenant.decommission': { 0: (c) => setAppState(c, 'stopped'), 2: removeApplications },
  'tenant.enable': { 0: (c) => setAppState(c, 'running') },
  'tenant.disable': { 1: (c) => setAppState(c, 'stopped') },
  'tenant.repair': { 2: (c) => setAppState(c, 'running', { only: ['faulted', 'starting'] }) },
  'tenant.restartService': {
    0: (c) => setAppState(c, 'stopped', { kinds: ['worker'] }),
    1: (c) => setAppState(c, 'running', { kinds: ['worker'] }),
  },
  'tenant.recycleAppPool': {
    0: (c) => setAppState(c, 'starting', { kinds: ['web', 'api'] }),
    1: (c) => setAppState(c, 'running', { kinds: ['web', 'api'], only: ['starting'] }),
  },
  'deployment.create': { 1: deployApplications },
  'deployment.enable': { 0: (c) => setAppState(c, 'running') },
  'deployment.disable': { 0: (c) => setAppState(c, 'stopped') },
  // While compute moves, the applications restart on the target; verification finds them running.
  'deployment.migrateCompute': {
    1: (c) => setAppState(c, 'starting', { only: ['running'] }),
    2: (c) => setAppState(c, 'running', { only: ['starting'] }),
  },
  'hostingGroup.probe': { 0: probeHostingGroup, 1: probeHostingGroup },
  'deploymentController.applyDesiredState': { 0: applyDesiredState, 1: applyDesiredState, 2: applyDesiredState },
  'database.reconfigure': { 0: (c) => databaseChange(c, 'updating'), 1: (c) => databaseChange(c, 'updated') },
  'database.updateCompatibilityLevel': { 0: (c) => databaseChange(c, 'updated') },
  'databaseServer.provision': {
    0: (c) => databaseChange(c, 'provisioned'),
    1: (c) => databaseChange(c, 'provisioned'),
    2: provisionServer,
  },
  'databaseServer.decommission': { 0: decommissionServer },
  'dns.createTxtRecords': { 0: createTxtRecords },
  'certificate.validateDomain': { 0: validateDomain },
  'performanceCheck.run': {
    0: measurePerformancePhase,
    1: measurePerformancePhase,
    2: measurePerformancePhase,
    3: measurePerformancePhase,
  },
  'location.scan': { 0: scanLocations, 1: scanLocations },
  'storageAccount.create': { 0: createStorageAccount, 1: createStorageAccount },
  'redisCache.create': { 0: createRedisCache, 1: createRedisCache },
  'managementCertificate.install': { 0: installManagementCertificate, 1: installManagementCertificate },
  ...appServicePlanEffects,
  ...cloudServiceEffects,
};

export const applyEffect = async (context: EffectContext): Promise<EffectResult> => {
  const effect = effects[context.request.operation]?.[context.phase];
  if (effect) return effect(context);
  if ('customerId' in context.request.target) await loadCustomer(context.tx, context.request.target as CustomerTarget);
  return { message: `${context.phaseName}: done`, changes: [] };
};
