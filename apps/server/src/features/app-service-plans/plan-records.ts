import type { AppServicePlan } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appServicePlanDeployments, appServicePlans } from '../../db/schema';
import type { Live } from '../../live/live';
import type { PlatformAppServicePlan, PlatformChange } from '../../platform/types';

type PlanRow = typeof appServicePlans.$inferSelect;

export const toAppServicePlan = async (db: Db, row: PlanRow): Promise<AppServicePlan> => {
  const sites = await db
    .select()
    .from(appServicePlanDeployments)
    .where(eq(appServicePlanDeployments.appServicePlanId, row.id))
    .orderBy(asc(appServicePlanDeployments.slot));
  return {
    id: row.id,
    planName: row.planName,
    location: row.location,
    resourceGroup: row.resourceGroup,
    type: row.type,
    pricingTier: row.pricingTier,
    instanceCount: row.instanceCount,
    state: row.state,
    deployments: sites.map((s) => ({ slot: s.slot, siteName: s.siteName, state: s.state })),
    updatedAtUtc: row.updatedAt.toISOString(),
  };
};

const replaceDeployments = async (tx: Db, planId: string, plan: PlatformAppServicePlan) => {
  await tx.delete(appServicePlanDeployments).where(eq(appServicePlanDeployments.appServicePlanId, planId));
  if (plan.deployments.length === 0) return;
  await tx
    .insert(appServicePlanDeployments)
    .values(plan.deployments.map((d) => ({ appServicePlanId: planId, slot: d.slot, siteName: d.siteName, state: d.state })));
};

type PlanChange = Extract<PlatformChange, { kind: 'appServicePlan' }>;

/**
 * Writes the console's record of a plan from what the platform reported, then tells the consoles of the
 * subscription (doc2 §4: commissioned, decommissioned, reconfigured). A plan the console does not know
 * (a commissioned one of another console's create) is recorded only by its own create job, which passes `created`.
 */
export const recordPlanChanges = async ({
  db,
  live,
  changes,
  created,
}: {
  db: Db;
  live: Live;
  changes: readonly PlatformChange[];
  created?: { planId: string; type: PlanRow['type'] };
}) => {
  const planChanges = changes.filter((c): c is PlanChange => c.kind === 'appServicePlan');
  for (const change of planChanges) {
    const pushed = await db.transaction(async (tx) => {
      const { plan, subscriptionId } = change;
      const [row] = await tx
        .select()
        .from(appServicePlans)
        .where(and(eq(appServicePlans.subscriptionId, subscriptionId), eq(appServicePlans.planName, plan.planName)))
        .for('update');
      switch (change.event) {
        case 'commissioned':
        case 'reconfigured': {
          if (!row && !created) return null;
          const values = {
            location: plan.location,
            resourceGroup: plan.resourceGroup,
            pricingTier: plan.pricingTier,
            instanceCount: plan.instanceCount,
            updatedAt: new Date(),
          };
          const [written] = row
            ? await tx.update(appServicePlans).set(values).where(eq(appServicePlans.id, row.id)).returning()
            : await tx
                .insert(appServicePlans)
                .values({ id: created!.planId, subscriptionId, planName: plan.planName, type: created!.type, ...values })
                .returning();
          await replaceDeployments(tx, written!.id, plan);
          return { event: change.event, id: written!.id, name: plan.planName, subscriptionId };
        }
        case 'decommissioned':
          if (!row) return null;
          await tx.delete(appServicePlans).where(eq(appServicePlans.id, row.id));
          return { event: change.event, id: row.id, name: plan.planName, subscriptionId };
        default: {
          const exhaustive: never = change.event;
          return exhaustive;
        }
      }
    });
    if (pushed) await pushPlanEvent({ live, ...pushed });
  }
};

export const pushPlanEvent = ({
  live,
  event,
  id,
  name,
  subscriptionId,
}: {
  live: Live;
  event: 'commissioned' | 'reconfigured' | 'decommissioned';
  id: string;
  name: string;
  subscriptionId: string;
}) => live.push({ hub: 'appServicePlans', event, payload: { kind: 'appServicePlan', id, name }, subscriptionId });
