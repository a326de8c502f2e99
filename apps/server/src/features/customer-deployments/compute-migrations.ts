import {
  activeComputeMigrationStates,
  type ComputeMigration,
  type ComputeMigrationRequest,
  type ComputeMigrationState,
} from '@console/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appServicePlans, cloudServices, computeMigrations, deployments } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import type { Live } from '../../live/live';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import { isPlatformError } from '../../platform/types';
import { findDeployment, type DeploymentDeps } from './service';

export type MigrationDeps = DeploymentDeps & { live: Live | undefined };

type MigrationRow = typeof computeMigrations.$inferSelect;

const active = [...activeComputeMigrationStates];

/** What each step of the migration job moves the state to, in order (one per platform phase). */
export const computeMigrationStepStates = [
  'preparing',
  'migrating',
  'verifying',
] as const satisfies readonly ComputeMigrationState[];

const nameOf = async (db: Db, id: string, isAppServicePlan: boolean) => {
  if (isAppServicePlan) {
    const [plan] = await db.select({ name: appServicePlans.planName }).from(appServicePlans).where(eq(appServicePlans.id, id));
    return plan?.name ?? id;
  }
  const [service] = await db.select({ name: cloudServices.serviceName }).from(cloudServices).where(eq(cloudServices.id, id));
  return service?.name ?? id;
};

const toComputeMigration = async (db: Db, row: MigrationRow): Promise<ComputeMigration> => ({
  id: row.id,
  deploymentId: row.deploymentId,
  customerId: row.customerId,
  state: row.state,
  sourceCloudServiceId: row.sourceCloudServiceId,
  sourceName: await nameOf(db, row.sourceCloudServiceId, false),
  targetCloudServiceId: row.targetCloudServiceId,
  targetName: await nameOf(db, row.targetCloudServiceId, row.isMoveToAppService),
  isMoveToAppService: row.isMoveToAppService,
  failureReason: row.failureReason,
  jobCorrelationId: row.jobCorrelationId,
  startedAtUtc: row.startedAtUtc.toISOString(),
  updatedAtUtc: row.updatedAtUtc.toISOString(),
  completedAtUtc: row.completedAtUtc?.toISOString() ?? null,
  isDismissed: row.dismissedAtUtc !== null,
});

type MigrationEvent = 'computeMigrationStarted' | 'computeMigrationStateChanged' | 'computeMigrationDismissed';

/** Pushed to the clients of the subscription that joined the deployment's group. */
const pushMigration = (live: Live | undefined, subscriptionId: string, row: MigrationRow, event: MigrationEvent) =>
  live?.push({
    hub: 'computeMigrations',
    event,
    payload: { id: row.id, deploymentId: row.deploymentId, state: row.state },
    subscriptionId,
    group: row.deploymentId,
  });

export type ComputeMigrationPayload = {
  migrationId: string;
  customerId: string;
  alias: string;
  deploymentId: string;
  subscriptionId: string;
  targetCloudServiceId: string;
  isMoveToAppService: boolean;
};

/**
 * Moves a migration from an active state to `state`; null when it is no longer active (cancelled, or
 * ended), so a step that finds it cancelled does nothing.
 */
const advance = async (db: Db, migrationId: string, state: ComputeMigrationState, extra: Partial<MigrationRow> = {}) => {
  const [row] = await db
    .update(computeMigrations)
    .set({ state, updatedAtUtc: new Date(), ...extra })
    .where(and(eq(computeMigrations.id, migrationId), inArray(computeMigrations.state, active)))
    .returning();
  return row ?? null;
};

/**
 * The job that drives a migration: one step per platform phase, each first moving the recorded state
 * on (and pushing it), so a restart resumes at the step it stopped at. A cancelled migration's
 * remaining steps do nothing; a failed phase records the failure; the end switches the deployment.
 */
export const computeMigrationJob = (live: Live | undefined): JobDefinition<ComputeMigrationPayload> => ({
  type: 'deployment.computeMigration',
  describe: (p) => ({
    name: `Migrate the compute of ${p.alias}`,
    target: { type: 'deployment', id: p.deploymentId, name: p.alias, customerId: p.customerId },
  }),
  steps: (p) =>
    platformPhases['deployment.migrateCompute'].map((phase, index): JobStepDefinition<ComputeMigrationPayload> => ({
      name: phase,
      targetId: p.deploymentId,
      run: async ({ db, platform, live: hubs, stepId, signal }) => {
        const [current] = await db.select().from(computeMigrations).where(eq(computeMigrations.id, p.migrationId));
        if (!current || !active.includes(current.state as (typeof active)[number])) {
          return { message: `Skipped: the migration is ${current?.state ?? 'gone'}` };
        }
        // The start is announced by the worker that runs it, so no state change can overtake it.
        if (index === 0 && current.state === 'queued') {
          pushMigration(live, p.subscriptionId, current, 'computeMigrationStarted');
        }
        const state = computeMigrationStepStates[index]!;
        if (current.state !== state) {
          const moved = await advance(db, p.migrationId, state);
          if (!moved) return { message: 'Skipped: the migration was cancelled' };
          pushMigration(live, p.subscriptionId, moved, 'computeMigrationStateChanged');
        }
        try {
          const result = await performPlatformRequest({
            platform,
            db,
            live: hubs,
            request: {
              operation: 'deployment.migrateCompute',
              target: { customerId: p.customerId, alias: p.alias, deploymentId: p.deploymentId },
              args: { targetCloudServiceId: p.targetCloudServiceId, isMoveToAppService: p.isMoveToAppService },
              operationId: stepId,
              phase: index,
              signal,
            },
          });
          return { message: result.message };
        } catch (error) {
          if (isPlatformError(error)) {
            const failed = await advance(db, p.migrationId, 'failed', {
              failureReason: error.reason,
              completedAtUtc: new Date(),
            });
            if (failed) pushMigration(live, p.subscriptionId, failed, 'computeMigrationStateChanged');
          }
          throw error;
        }
      },
    })),
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (isFaulted) {
      // A fault outside the platform (the job ran out of attempts): the migration failed too.
      const failed = await advance(db, payload.migrationId, 'failed', {
        failureReason: 'The migration job stopped before it finished',
        completedAtUtc: new Date(),
      });
      if (failed) pushMigration(live, payload.subscriptionId, failed, 'computeMigrationStateChanged');
      return;
    }
    const [completed] = await db
      .update(computeMigrations)
      .set({ state: 'completed', updatedAtUtc: new Date(), completedAtUtc: new Date() })
      .where(and(eq(computeMigrations.id, payload.migrationId), eq(computeMigrations.state, 'verifying')))
      .returning();
    if (!completed) return;
    await db
      .update(deployments)
      .set(
        payload.isMoveToAppService
          ? { appServicePlanId: payload.targetCloudServiceId, cloudServiceId: null }
          : { cloudServiceId: payload.targetCloudServiceId },
      )
      .where(eq(deployments.id, payload.deploymentId));
    pushMigration(live, payload.subscriptionId, completed, 'computeMigrationStateChanged');
  },
});

export const listComputeMigrations = async ({
  deps,
  customerId,
  deploymentId,
}: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
}) => {
  const { deployment } = await findDeployment({ deps, customerId, deploymentId });
  const rows = await deps.db
    .select()
    .from(computeMigrations)
    .where(eq(computeMigrations.deploymentId, deployment.id))
    .orderBy(desc(computeMigrations.startedAtUtc), desc(computeMigrations.id));
  return Promise.all(rows.map((row) => toComputeMigration(deps.db, row)));
};

const findMigration = async ({
  deps,
  customerId,
  deploymentId,
  migrationId,
}: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
  migrationId: string;
}) => {
  const { customer, deployment } = await findDeployment({ deps, customerId, deploymentId });
  const [row] = await deps.db
    .select()
    .from(computeMigrations)
    .where(and(eq(computeMigrations.id, migrationId), eq(computeMigrations.deploymentId, deployment.id)));
  if (!row) throw new AppError('notFound', `Compute migration ${migrationId} of ${customer.alias} was not found`);
  return { customer, deployment, row };
};

export const getComputeMigration = async (input: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
  migrationId: string;
}) => toComputeMigration(input.deps.db, (await findMigration(input)).row);

/**
 * doc1 §7: starts moving a deployment's compute. The source must be the cloud service it runs on
 * (any of the subscription's when none is recorded); the target another cloud service of the
 * subscription in the same location, or an app service plan of it when isMoveToAppService. One
 * migration per deployment runs at a time.
 */
export const startComputeMigration = async ({
  deps,
  customerId,
  deploymentId,
  request,
  jobDefinition,
}: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
  request: ComputeMigrationRequest;
  jobDefinition: JobDefinition<ComputeMigrationPayload>;
}) => {
  const { customer, deployment } = await findDeployment({ deps, customerId, deploymentId });
  const subscriptionId = customer.subscriptionId;
  if (deployment.kind !== 'azure')
    throw new AppError('badRequest', 'Deployment: only an Azure deployment runs on a cloud service.');
  const reasons: string[] = [];
  const [source] = await deps.db
    .select()
    .from(cloudServices)
    .where(and(eq(cloudServices.id, request.sourceCloudServiceId), eq(cloudServices.subscriptionId, subscriptionId)));
  if (!source) reasons.push('Source cloud service: must be a cloud service of this subscription.');
  else if (deployment.cloudServiceId && deployment.cloudServiceId !== source.id)
    reasons.push(`Source cloud service: the deployment does not run on ${source.serviceName}.`);
  else if (!deployment.cloudServiceId && deployment.appServicePlanId)
    reasons.push('Source cloud service: the deployment runs on an app service plan, not a cloud service.');
  if (request.isMoveToAppService) {
    const [plan] = await deps.db
      .select()
      .from(appServicePlans)
      .where(and(eq(appServicePlans.id, request.targetCloudServiceId), eq(appServicePlans.subscriptionId, subscriptionId)));
    if (!plan) reasons.push('Target: must be an app service plan of this subscription when moving to an app service.');
    else if (source && plan.location !== source.location)
      reasons.push(`Target: the app service plan ${plan.planName} is not in ${source.location}.`);
  } else {
    const [target] = await deps.db
      .select()
      .from(cloudServices)
      .where(and(eq(cloudServices.id, request.targetCloudServiceId), eq(cloudServices.subscriptionId, subscriptionId)));
    if (!target) reasons.push('Target: must be a cloud service of this subscription.');
    else if (target.id === request.sourceCloudServiceId) reasons.push('Target: must differ from the source cloud service.');
    else if (source && target.location !== source.location)
      reasons.push(`Target: the cloud service ${target.serviceName} is not in ${source.location}.`);
  }
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  if (!deps.jobs)
    throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  const [running] = await deps.db
    .select({ id: computeMigrations.id })
    .from(computeMigrations)
    .where(and(eq(computeMigrations.deploymentId, deployment.id), inArray(computeMigrations.state, active)));
  if (running) throw new AppError('conflict', 'A compute migration of this deployment is already running');
  const [row] = await deps.db
    .insert(computeMigrations)
    .values({
      deploymentId: deployment.id,
      customerId: customer.id,
      state: 'queued',
      sourceCloudServiceId: request.sourceCloudServiceId,
      targetCloudServiceId: request.targetCloudServiceId,
      isMoveToAppService: request.isMoveToAppService,
    })
    .returning();
  const job = await deps.jobs.start(jobDefinition, {
    payload: {
      migrationId: row!.id,
      customerId: customer.id,
      alias: customer.alias,
      deploymentId: deployment.id,
      subscriptionId,
      targetCloudServiceId: request.targetCloudServiceId,
      isMoveToAppService: request.isMoveToAppService,
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  const [started] = await deps.db
    .update(computeMigrations)
    .set({ jobCorrelationId: job.correlationId })
    .where(eq(computeMigrations.id, row!.id))
    .returning();
  // Announced live by the job's first step (computeMigrationStarted), in order with its states.
  return toComputeMigration(deps.db, started!);
};

/** doc1 §4: cancel is allowed while the migration runs (409 once it ended). */
export const cancelComputeMigration = async (input: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
  migrationId: string;
}) => {
  const { customer, row } = await findMigration(input);
  const cancelled = await advance(input.deps.db, row.id, 'cancelled', { completedAtUtc: new Date() });
  if (!cancelled)
    throw new AppError('conflict', `The compute migration already ended (${row.state}): only a running one can be cancelled`);
  pushMigration(input.deps.live, customer.subscriptionId, cancelled, 'computeMigrationStateChanged');
  return toComputeMigration(input.deps.db, cancelled);
};

/** doc1 §4: dismiss hides the alert of a migration that ended (409 while it runs; dismissing again changes nothing). */
export const dismissComputeMigration = async (input: {
  deps: MigrationDeps;
  customerId: string;
  deploymentId: string;
  migrationId: string;
}) => {
  const { customer, row } = await findMigration(input);
  if (active.includes(row.state as (typeof active)[number]))
    throw new AppError(
      'conflict',
      `The compute migration is still ${row.state}: cancel it, or wait for it to end, before dismissing it`,
    );
  if (row.dismissedAtUtc) return toComputeMigration(input.deps.db, row);
  const [dismissed] = await input.deps.db
    .update(computeMigrations)
    .set({ dismissedAtUtc: new Date(), updatedAtUtc: new Date() })
    .where(and(eq(computeMigrations.id, row.id), inArray(computeMigrations.state, ['completed', 'failed', 'cancelled'])))
    .returning();
  if (!dismissed) throw new AppError('conflict', 'The compute migration changed meanwhile; try again');
  pushMigration(input.deps.live, customer.subscriptionId, dismissed, 'computeMigrationDismissed');
  return toComputeMigration(input.deps.db, dismissed);
};
