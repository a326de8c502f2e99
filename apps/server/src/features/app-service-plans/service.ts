import {
  appServicePricingTiers,
  instanceCountReasons,
  type AppServicePlan,
  type AppServicePlanActualDetails,
  type AppServicePlanDetails,
  type AppServicePlanSummary,
  type AppServiceSlot,
  type CreateAppServicePlanInput,
  type Job,
  type ReconfigureAppServicePlanInput,
  type ResourceGroup,
} from '@console/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appServicePlans, azureLocations, customers, deployments } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { JobDefinition, Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import type { Platform } from '../../platform/types';
import { requireSubscription } from '../customers';
import {
  createPlanJob,
  decommissionPlanJob,
  deleteDeploymentJob,
  reconfigurePlanJob,
  repairAttendeeCountJob,
} from './app-service-plan-jobs';
import { toAppServicePlan } from './plan-records';

export type AppServicePlanDeps = { db: Db; auth: AuthContext; jobs: Jobs | undefined; platform: Platform };

type PlanFilter = 'Shared' | 'Dedicated' | 'ALL';

const startJob = <P>(
  deps: AppServicePlanDeps,
  definition: JobDefinition<P>,
  payload: P,
  subscriptionId: string,
): Promise<Job> => {
  if (!deps.jobs)
    throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  return deps.jobs.start(definition, { payload, subscriptionId, operatorId: deps.auth.operator.id });
};

export const getConfig = () => ({ supportedPricingTiers: appServicePricingTiers.map((t) => ({ ...t })) });

/** doc2 §9: Shared, Dedicated or ALL (default Shared). Also the quick create modal's choice of shared plans. */
export const listPlans = ({ deps, type }: { deps: AppServicePlanDeps; type: PlanFilter }): Promise<AppServicePlanSummary[]> =>
  deps.db
    .select({
      id: appServicePlans.id,
      planName: appServicePlans.planName,
      location: appServicePlans.location,
      type: appServicePlans.type,
      pricingTier: appServicePlans.pricingTier,
      instanceCount: appServicePlans.instanceCount,
    })
    .from(appServicePlans)
    .where(
      and(
        eq(appServicePlans.subscriptionId, requireSubscription(deps.auth)),
        type === 'ALL' ? undefined : eq(appServicePlans.type, type),
      ),
    )
    .orderBy(asc(appServicePlans.planName));

/** A plan of the operator's subscription (a plan of another subscription is not found), row-locked when it is to change. */
const findPlan = async (deps: AppServicePlanDeps, id: string, options: { isLocking?: boolean } = {}) => {
  const query = deps.db
    .select()
    .from(appServicePlans)
    .where(and(eq(appServicePlans.id, id), eq(appServicePlans.subscriptionId, requireSubscription(deps.auth))));
  const [row] = options.isLocking ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound', 'The app service plan was not found');
  return row;
};

export const getPlan = async ({ deps, id }: { deps: AppServicePlanDeps; id: string }): Promise<AppServicePlan> =>
  toAppServicePlan(deps.db, await findPlan(deps, id));

/** The customers whose live deployments the plan hosts. */
const hostedCustomers = (db: Db, planId: string) =>
  db
    .selectDistinct({ id: customers.id, alias: customers.alias })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(eq(deployments.appServicePlanId, planId))
    .orderBy(asc(customers.alias));

export const getDetails = async ({ deps, id }: { deps: AppServicePlanDeps; id: string }): Promise<AppServicePlanDetails> => {
  const row = await findPlan(deps, id);
  return {
    ...(await toAppServicePlan(deps.db, row)),
    customers: await hostedCustomers(deps.db, row.id),
    // The desired-state investigations screen, searched for the plan (doc2 §2 "desired state link").
    desiredStateUrl: `/operations/desiredstate?search=${encodeURIComponent(row.planName)}`,
  };
};

export const getActualDetails = async ({
  deps,
  id,
}: {
  deps: AppServicePlanDeps;
  id: string;
}): Promise<AppServicePlanActualDetails> => {
  const row = await findPlan(deps, id);
  const actual = await deps.platform.appServicePlans.describe({ planName: row.planName, subscriptionId: row.subscriptionId });
  return {
    planName: row.planName,
    existsInCloud: actual !== null,
    pricingTier: actual?.pricingTier ?? null,
    instanceCount: actual?.instanceCount ?? null,
    deployments: actual?.deployments ?? [],
    attendeeCountServiceState: actual?.attendeeCountServiceState ?? null,
    reportedAtUtc: new Date().toISOString(),
  };
};

export const listResourceGroups = ({
  deps,
  location,
}: {
  deps: AppServicePlanDeps;
  location: string;
}): Promise<ResourceGroup[]> =>
  deps.platform.appServicePlans.resourceGroups({ subscriptionId: requireSubscription(deps.auth), location });

export const getResourceGroup = async ({ deps, name }: { deps: AppServicePlanDeps; name: string }): Promise<ResourceGroup> => {
  const group = await deps.platform.appServicePlans.resourceGroup({ subscriptionId: requireSubscription(deps.auth), name });
  if (!group) throw new AppError('notFound', `Resource group ${name} was not found`);
  return group;
};

export const createPlan = async ({
  deps,
  input,
}: {
  deps: AppServicePlanDeps;
  input: CreateAppServicePlanInput;
}): Promise<Job> => {
  const subscriptionId = requireSubscription(deps.auth);
  const [location] = await deps.db.select().from(azureLocations).where(eq(azureLocations.name, input.location));
  if (!location) throw new AppError('badRequest', `Location: ${input.location} is not a known location`);
  if (!location.isSupported) throw new AppError('badRequest', `Location: ${location.displayName} is not supported`);
  const [taken] = await deps.db
    .select({ id: appServicePlans.id })
    .from(appServicePlans)
    .where(eq(appServicePlans.planName, input.planName));
  if (taken) throw new AppError('conflict', `An app service plan named ${input.planName} already exists`);
  const payload = { planId: randomUUID(), subscriptionId, ...input };
  return startJob(deps, createPlanJob, payload, subscriptionId);
};

/** A plan being decommissioned takes no other work; the job record holds the one-per-target rule otherwise. */
const assertInService = (row: typeof appServicePlans.$inferSelect) => {
  if (row.state === 'decommissioning') throw new AppError('conflict', `${row.planName} is being decommissioned`);
};

export const reconfigurePlan = async ({
  deps,
  id,
  input,
}: {
  deps: AppServicePlanDeps;
  id: string;
  input: ReconfigureAppServicePlanInput;
}): Promise<Job> => {
  const row = await findPlan(deps, id, { isLocking: true });
  const [reason] = instanceCountReasons(input.selectedAppServicePricingTier, input.instanceCount);
  if (reason) throw new AppError('badRequest', reason);
  assertInService(row);
  const job = await startJob(
    deps,
    reconfigurePlanJob,
    {
      planId: row.id,
      planName: row.planName,
      subscriptionId: row.subscriptionId,
      pricingTier: input.selectedAppServicePricingTier,
      instanceCount: input.instanceCount,
    },
    row.subscriptionId,
  );
  await deps.db
    .update(appServicePlans)
    .set({ state: 'reconfiguring', updatedAt: new Date() })
    .where(eq(appServicePlans.id, row.id));
  return job;
};

export const deleteDeployment = async ({
  deps,
  id,
  slot,
}: {
  deps: AppServicePlanDeps;
  id: string;
  slot: AppServiceSlot;
}): Promise<Job> => {
  const row = await findPlan(deps, id, { isLocking: true });
  assertInService(row);
  const { deployments: sites } = await toAppServicePlan(deps.db, row);
  if (!sites.some((s) => s.slot === slot)) throw new AppError('notFound', `${row.planName} has no ${slot} deployment`);
  return startJob(
    deps,
    deleteDeploymentJob,
    { planId: row.id, planName: row.planName, subscriptionId: row.subscriptionId, slot },
    row.subscriptionId,
  );
};

export const decommissionPlan = async ({
  deps,
  id,
  confirmPlanName,
}: {
  deps: AppServicePlanDeps;
  id: string;
  confirmPlanName: string;
}): Promise<Job> => {
  const row = await findPlan(deps, id, { isLocking: true });
  if (confirmPlanName !== row.planName) {
    throw new AppError('badRequest', `Plan name confirmation: type ${row.planName} to confirm`);
  }
  assertInService(row);
  const hosted = await hostedCustomers(deps.db, row.id);
  if (hosted.length > 0) {
    throw new AppError(
      'conflict',
      `${row.planName} still hosts ${hosted.map((c) => c.alias).join(', ')}; move them to another plan first`,
    );
  }
  const job = await startJob(
    deps,
    decommissionPlanJob,
    { planId: row.id, planName: row.planName, subscriptionId: row.subscriptionId },
    row.subscriptionId,
  );
  await deps.db
    .update(appServicePlans)
    .set({ state: 'decommissioning', updatedAt: new Date() })
    .where(eq(appServicePlans.id, row.id));
  return job;
};

export const repairAttendeeCountService = ({ deps }: { deps: AppServicePlanDeps }): Promise<Job> => {
  const subscriptionId = requireSubscription(deps.auth);
  return startJob(deps, repairAttendeeCountJob, { subscriptionId }, subscriptionId);
};
