import type { AppServiceSlot } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { appServicePlans } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import type { PlatformOperation, PlatformRequest } from '../../platform/types';
import { pushPlanEvent, recordPlanChanges } from './plan-records';

type PlanRef = { planId: string; planName: string; subscriptionId: string };

export type CreatePlanPayload = PlanRef & {
  location: string;
  resourceGroup: string;
  type: 'Shared' | 'Dedicated';
  pricingTier: string;
  instanceCount: number;
};
export type ReconfigurePlanPayload = PlanRef & { pricingTier: string; instanceCount: number };
export type DeleteDeploymentPayload = PlanRef & { slot: AppServiceSlot };
export type RepairAttendeeCountPayload = { subscriptionId: string };

/**
 * One step per platform phase; after each, the console's plan record is written from what the platform
 * reported and pushed on appServicePlansHub, so the list and the detail follow the job as it goes.
 */
const planSteps =
  <P extends { subscriptionId: string }>(
    operation: PlatformOperation,
    request: (payload: P) => Pick<PlatformRequest, 'target' | 'args'>,
    created?: (payload: P) => { planId: string; type: 'Shared' | 'Dedicated' },
  ): ((payload: P) => JobStepDefinition<P>[]) =>
  (payload) =>
    platformPhases[operation].map((name, phase) => ({
      name,
      run: async ({ platform, db, live, stepId, signal }) => {
        const { target, args } = request(payload);
        const result = await performPlatformRequest({
          platform,
          db,
          live,
          request: { operation, target, args, operationId: stepId, phase, signal } as PlatformRequest,
        });
        await recordPlanChanges({ db, live, changes: result.changes, created: created?.(payload) });
        return { message: result.message };
      },
    }));

const planTarget = (p: PlanRef) => ({ type: 'appServicePlan' as const, id: p.planId, name: p.planName });

/** A reconfigure or a deployment's deletion that ended (either way) leaves the plan settled again. */
const settle: JobDefinition<PlanRef>['onCompleted'] = async ({ payload, db, live }) => {
  const [row] = await db
    .update(appServicePlans)
    .set({ state: 'active', updatedAt: new Date() })
    .where(and(eq(appServicePlans.id, payload.planId), eq(appServicePlans.state, 'reconfiguring')))
    .returning();
  if (row)
    await pushPlanEvent({ live, event: 'reconfigured', id: row.id, name: row.planName, subscriptionId: row.subscriptionId });
};

export const createPlanJob: JobDefinition<CreatePlanPayload> = {
  type: 'appServicePlan.create',
  describe: (p) => ({ name: `Create app service plan ${p.planName}`, target: planTarget(p) }),
  steps: planSteps(
    'appServicePlan.create',
    (p) => ({
      target: { planName: p.planName, subscriptionId: p.subscriptionId },
      args: { location: p.location, resourceGroup: p.resourceGroup, pricingTier: p.pricingTier, instanceCount: p.instanceCount },
    }),
    (p) => ({ planId: p.planId, type: p.type }),
  ),
  retryFrom: 'failedStep',
};

export const reconfigurePlanJob: JobDefinition<ReconfigurePlanPayload> = {
  type: 'appServicePlan.reconfigure',
  describe: (p) => ({ name: `Reconfigure app service plan ${p.planName}`, target: planTarget(p) }),
  steps: planSteps('appServicePlan.reconfigure', (p) => ({
    target: { planName: p.planName, subscriptionId: p.subscriptionId },
    args: { pricingTier: p.pricingTier, instanceCount: p.instanceCount },
  })),
  onCompleted: settle,
};

export const deleteDeploymentJob: JobDefinition<DeleteDeploymentPayload> = {
  type: 'appServicePlan.deleteDeployment',
  describe: (p) => ({ name: `Delete the ${p.slot} deployment of ${p.planName}`, target: planTarget(p) }),
  steps: planSteps('appServicePlan.deleteDeployment', (p) => ({
    target: { planName: p.planName, subscriptionId: p.subscriptionId },
    args: { slot: p.slot },
  })),
  onCompleted: settle,
};

export const decommissionPlanJob: JobDefinition<PlanRef> = {
  type: 'appServicePlan.decommission',
  describe: (p) => ({ name: `Decommission app service plan ${p.planName}`, target: planTarget(p) }),
  steps: planSteps('appServicePlan.decommission', (p) => ({
    target: { planName: p.planName, subscriptionId: p.subscriptionId },
  })),
  // A decommission that failed leaves the plan in service: it is active again, and says so live.
  onCompleted: async ({ payload, db, live, isFaulted }) => {
    if (!isFaulted) return;
    const [row] = await db
      .update(appServicePlans)
      .set({ state: 'active', updatedAt: new Date() })
      .where(and(eq(appServicePlans.id, payload.planId), eq(appServicePlans.state, 'decommissioning')))
      .returning();
    if (row)
      await pushPlanEvent({ live, event: 'reconfigured', id: row.id, name: row.planName, subscriptionId: row.subscriptionId });
  },
};

export const attendeeCountServiceName = 'Attendee count service';

export const repairAttendeeCountJob: JobDefinition<RepairAttendeeCountPayload> = {
  type: 'appServicePlan.repairAttendeeCountService',
  describe: (p) => ({
    name: 'Repair the attendee count service',
    target: { type: 'fleet', id: p.subscriptionId, name: attendeeCountServiceName },
  }),
  steps: planSteps('appServicePlan.repairAttendeeCountService', (p) => ({
    target: { name: attendeeCountServiceName, subscriptionId: p.subscriptionId },
  })),
};
