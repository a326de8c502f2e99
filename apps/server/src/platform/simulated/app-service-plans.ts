import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  appServicePlanDeployments,
  appServicePlans,
  simulatedAppServiceDeployments,
  simulatedAppServicePlans,
  simulatedResourceGroups,
} from '../../db/schema';
import {
  PlatformError,
  type AppServicePlanTarget,
  type AttendeeCountServiceTarget,
  type PlatformAppServicePlan,
  type PlatformAppServicePlans,
  type PlatformChange,
  type PlatformResourceGroup,
} from '../types';
import type { EffectContext, EffectResult } from './effects';

/**
 * The simulated cloud's app service plans, resource groups and the sites on the plans. A plan the console
 * knew before the simulation ran (the seed) is adopted into the simulated world the first time it is touched,
 * as the fleet's controllers are.
 */

type PlanRow = typeof simulatedAppServicePlans.$inferSelect;

/** Some adopted plans start with a faulted attendee count service, so a repair has work to do. */
const isAdoptedFaulted = (planName: string) => [...planName].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 3 === 0;

const adoptSubscription = async (db: Db, subscriptionId: string) => {
  const known = await db.select().from(appServicePlans).where(eq(appServicePlans.subscriptionId, subscriptionId));
  if (known.length === 0) return;
  const adopted = await db
    .insert(simulatedAppServicePlans)
    .values(
      known.map((plan) => ({
        planName: plan.planName,
        subscriptionId,
        location: plan.location,
        resourceGroup: plan.resourceGroup,
        pricingTier: plan.pricingTier,
        instanceCount: plan.instanceCount,
        attendeeCountServiceState: isAdoptedFaulted(plan.planName) ? 'faulted' : 'running',
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (adopted.length === 0) return;
  await db
    .insert(simulatedResourceGroups)
    .values(adopted.map((p) => ({ subscriptionId, name: p.resourceGroup, location: p.location })))
    .onConflictDoNothing();
  // The sites the console knew of are the ones the plan runs; a plan known without any runs its production site.
  const idOf = new Map(known.map((plan) => [plan.planName, plan.id]));
  const sites = await db
    .select()
    .from(appServicePlanDeployments)
    .where(
      inArray(
        appServicePlanDeployments.appServicePlanId,
        adopted.map((p) => idOf.get(p.planName)!),
      ),
    );
  await db
    .insert(simulatedAppServiceDeployments)
    .values(
      adopted.flatMap((p) => {
        const own = sites.filter((site) => site.appServicePlanId === idOf.get(p.planName));
        return own.length
          ? own.map((site) => ({ planName: p.planName, slot: site.slot, siteName: site.siteName, state: 'Running' }))
          : [{ planName: p.planName, slot: 'Production', siteName: `${p.planName}-site`, state: 'Running' }];
      }),
    )
    .onConflictDoNothing();
};

const describePlan = async (db: Db, row: PlanRow): Promise<PlatformAppServicePlan> => {
  const sites = await db
    .select()
    .from(simulatedAppServiceDeployments)
    .where(eq(simulatedAppServiceDeployments.planName, row.planName))
    .orderBy(asc(simulatedAppServiceDeployments.slot));
  return {
    planName: row.planName,
    location: row.location,
    resourceGroup: row.resourceGroup,
    pricingTier: row.pricingTier,
    instanceCount: row.instanceCount,
    attendeeCountServiceState: row.attendeeCountServiceState,
    deployments: sites.map((s) => ({ slot: s.slot as 'Production' | 'Staging', siteName: s.siteName, state: s.state })),
  };
};

const findPlan = async (db: Db, target: AppServicePlanTarget, options: { isLocking?: boolean } = {}) => {
  await adoptSubscription(db, target.subscriptionId);
  const query = db
    .select()
    .from(simulatedAppServicePlans)
    .where(
      and(
        eq(simulatedAppServicePlans.planName, target.planName),
        eq(simulatedAppServicePlans.subscriptionId, target.subscriptionId),
      ),
    );
  const [row] = options.isLocking ? await query.for('update') : await query;
  return row ?? null;
};

const requirePlan = async (db: Db, target: AppServicePlanTarget) => {
  const row = await findPlan(db, target, { isLocking: true });
  if (!row) throw new PlatformError(`App service plan ${target.planName} does not exist in the cloud`);
  return row;
};

const changed = async (
  db: Db,
  target: { subscriptionId: string },
  event: 'commissioned' | 'reconfigured' | 'decommissioned',
  row: PlanRow,
): Promise<PlatformChange> => ({
  kind: 'appServicePlan',
  subscriptionId: target.subscriptionId,
  event,
  plan: await describePlan(db, row),
});

const argString = (args: Record<string, unknown> | undefined, key: string) => {
  const value = args?.[key];
  if (typeof value !== 'string' || value === '') throw new PlatformError(`The request has no ${key}`);
  return value;
};

const argNumber = (args: Record<string, unknown> | undefined, key: string) => {
  const value = args?.[key];
  if (typeof value !== 'number') throw new PlatformError(`The request has no ${key}`);
  return value;
};

const createResourceGroup = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const name = argString(request.args, 'resourceGroup');
  const location = argString(request.args, 'location');
  await adoptSubscription(tx, target.subscriptionId);
  const [existing] = await tx
    .select()
    .from(simulatedResourceGroups)
    .where(and(eq(simulatedResourceGroups.subscriptionId, target.subscriptionId), eq(simulatedResourceGroups.name, name)));
  if (existing && existing.location !== location) {
    throw new PlatformError(`Resource group ${name} is in ${existing.location}, not ${location}`);
  }
  if (existing) return { message: `${phaseName}: ${name} already exists`, changes: [] };
  await tx.insert(simulatedResourceGroups).values({ subscriptionId: target.subscriptionId, name, location });
  return { message: `${phaseName}: created ${name} in ${location}`, changes: [] };
};

const createPlan = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const [taken] = await tx.select().from(simulatedAppServicePlans).where(eq(simulatedAppServicePlans.planName, target.planName));
  if (taken) throw new PlatformError(`The name ${target.planName} is already taken by another app service plan`);
  const [row] = await tx
    .insert(simulatedAppServicePlans)
    .values({
      planName: target.planName,
      subscriptionId: target.subscriptionId,
      location: argString(request.args, 'location'),
      resourceGroup: argString(request.args, 'resourceGroup'),
      pricingTier: argString(request.args, 'pricingTier'),
      instanceCount: argNumber(request.args, 'instanceCount'),
    })
    .returning();
  return { message: `${phaseName}: ${target.planName} created`, changes: [await changed(tx, target, 'commissioned', row!)] };
};

const deployProductionSite = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const row = await requirePlan(tx, target);
  await tx
    .insert(simulatedAppServiceDeployments)
    .values({ planName: row.planName, slot: 'Production', siteName: `${row.planName}-site`, state: 'Running' })
    .onConflictDoNothing();
  return { message: `${phaseName}: ${row.planName}-site running`, changes: [await changed(tx, target, 'reconfigured', row)] };
};

const scalePlan = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  await requirePlan(tx, target);
  const pricingTier = argString(request.args, 'pricingTier');
  const instanceCount = argNumber(request.args, 'instanceCount');
  const [row] = await tx
    .update(simulatedAppServicePlans)
    .set({ pricingTier, instanceCount })
    .where(eq(simulatedAppServicePlans.planName, target.planName))
    .returning();
  return {
    message: `${phaseName}: ${target.planName} now ${pricingTier} with ${instanceCount} instance${instanceCount === 1 ? '' : 's'}`,
    changes: [await changed(tx, target, 'reconfigured', row!)],
  };
};

const siteOf = async (tx: Db, planName: string, slot: string) => {
  const [site] = await tx
    .select()
    .from(simulatedAppServiceDeployments)
    .where(and(eq(simulatedAppServiceDeployments.planName, planName), eq(simulatedAppServiceDeployments.slot, slot)));
  return site ?? null;
};

const stopSite = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const row = await requirePlan(tx, target);
  const slot = argString(request.args, 'slot');
  const site = await siteOf(tx, row.planName, slot);
  if (!site) throw new PlatformError(`${row.planName} has no ${slot} deployment`);
  await tx
    .update(simulatedAppServiceDeployments)
    .set({ state: 'Stopped' })
    .where(and(eq(simulatedAppServiceDeployments.planName, row.planName), eq(simulatedAppServiceDeployments.slot, slot)));
  return { message: `${phaseName}: ${site.siteName} stopped`, changes: [await changed(tx, target, 'reconfigured', row)] };
};

const deleteSite = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const row = await requirePlan(tx, target);
  const slot = argString(request.args, 'slot');
  await tx
    .delete(simulatedAppServiceDeployments)
    .where(and(eq(simulatedAppServiceDeployments.planName, row.planName), eq(simulatedAppServiceDeployments.slot, slot)));
  return {
    message: `${phaseName}: ${slot} deployment of ${row.planName} deleted`,
    changes: [await changed(tx, target, 'reconfigured', row)],
  };
};

const removeDeployments = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const row = await requirePlan(tx, target);
  const removed = await tx
    .delete(simulatedAppServiceDeployments)
    .where(eq(simulatedAppServiceDeployments.planName, row.planName))
    .returning();
  return {
    message: `${phaseName}: ${removed.length} deployment${removed.length === 1 ? '' : 's'} removed`,
    changes: [await changed(tx, target, 'reconfigured', row)],
  };
};

const deletePlan = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AppServicePlanTarget;
  const row = await requirePlan(tx, target);
  const plan = await describePlan(tx, row);
  await tx.delete(simulatedAppServicePlans).where(eq(simulatedAppServicePlans.planName, row.planName));
  return {
    message: `${phaseName}: ${row.planName} deleted`,
    changes: [{ kind: 'appServicePlan', subscriptionId: target.subscriptionId, event: 'decommissioned', plan }],
  };
};

const faultedPlans = async (tx: Db, subscriptionId: string) =>
  tx
    .select()
    .from(simulatedAppServicePlans)
    .where(
      and(
        eq(simulatedAppServicePlans.subscriptionId, subscriptionId),
        eq(simulatedAppServicePlans.attendeeCountServiceState, 'faulted'),
      ),
    );

const checkAttendeeCountService = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AttendeeCountServiceTarget;
  await adoptSubscription(tx, target.subscriptionId);
  const faulted = await faultedPlans(tx, target.subscriptionId);
  return {
    message: faulted.length
      ? `${phaseName}: faulted on ${faulted.map((p) => p.planName).join(', ')}`
      : `${phaseName}: running on every plan`,
    changes: [],
  };
};

const redeployAttendeeCountService = async ({ tx, request, phaseName }: EffectContext): Promise<EffectResult> => {
  const target = request.target as AttendeeCountServiceTarget;
  await adoptSubscription(tx, target.subscriptionId);
  const faulted = await faultedPlans(tx, target.subscriptionId);
  if (faulted.length === 0) return { message: `${phaseName}: nothing to redeploy`, changes: [] };
  const repaired = await tx
    .update(simulatedAppServicePlans)
    .set({ attendeeCountServiceState: 'running' })
    .where(
      inArray(
        simulatedAppServicePlans.planName,
        faulted.map((p) => p.planName),
      ),
    )
    .returning();
  const changes: PlatformChange[] = [];
  for (const row of repaired) changes.push(await changed(tx, target, 'reconfigured', row));
  return { message: `${phaseName}: redeployed on ${repaired.map((p) => p.planName).join(', ')}`, changes };
};

export const appServicePlanEffects = {
  'appServicePlan.create': { 0: createResourceGroup, 1: createPlan, 2: deployProductionSite },
  'appServicePlan.reconfigure': { 1: scalePlan },
  'appServicePlan.deleteDeployment': { 0: stopSite, 1: deleteSite },
  'appServicePlan.decommission': { 0: removeDeployments, 1: deletePlan },
  'appServicePlan.repairAttendeeCountService': { 0: checkAttendeeCountService, 1: redeployAttendeeCountService },
} as const;

const groupsOf = async (db: Db, rows: (typeof simulatedResourceGroups.$inferSelect)[]): Promise<PlatformResourceGroup[]> => {
  const plans = rows.length
    ? await db
        .select({ planName: simulatedAppServicePlans.planName, resourceGroup: simulatedAppServicePlans.resourceGroup })
        .from(simulatedAppServicePlans)
        .where(
          and(
            eq(simulatedAppServicePlans.subscriptionId, rows[0]!.subscriptionId),
            inArray(
              simulatedAppServicePlans.resourceGroup,
              rows.map((r) => r.name),
            ),
          ),
        )
        .orderBy(asc(simulatedAppServicePlans.planName))
    : [];
  return rows.map((r) => ({
    name: r.name,
    location: r.location,
    appServicePlans: plans.filter((p) => p.resourceGroup === r.name).map((p) => p.planName),
  }));
};

/** The simulated cloud answering reads about plans and resource groups. */
export const createSimulatedAppServicePlans = ({ db }: { db: Db }): PlatformAppServicePlans => ({
  describe: async (target) => {
    const row = await findPlan(db, target);
    return row ? describePlan(db, row) : null;
  },
  resourceGroups: async ({ subscriptionId, location }) => {
    await adoptSubscription(db, subscriptionId);
    const rows = await db
      .select()
      .from(simulatedResourceGroups)
      .where(and(eq(simulatedResourceGroups.subscriptionId, subscriptionId), eq(simulatedResourceGroups.location, location)))
      .orderBy(asc(simulatedResourceGroups.name));
    return groupsOf(db, rows);
  },
  resourceGroup: async ({ subscriptionId, name }) => {
    await adoptSubscription(db, subscriptionId);
    const rows = await db
      .select()
      .from(simulatedResourceGroups)
      .where(and(eq(simulatedResourceGroups.subscriptionId, subscriptionId), eq(simulatedResourceGroups.name, name)));
    const [group] = await groupsOf(db, rows);
    return group ?? null;
  },
});
