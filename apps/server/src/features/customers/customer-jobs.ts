import { and, eq, sql } from 'drizzle-orm';
import { customers, supportUsers } from '../../db/schema';
import { platformSteps } from '../../jobs/platform-steps';
import { performPlatformRequest } from '../../platform/changes';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import type { CustomerTarget, PlatformOperation, PlatformOperationTargets, PlatformRequest } from '../../platform/types';

/** The platform operations that act on a customer (tenant). */
type TenantOperation = {
  [K in PlatformOperation]: PlatformOperationTargets[K] extends CustomerTarget ? K : never;
}[PlatformOperation];

/** A request for one tenant operation; the cast only narrows the distributed union TypeScript cannot follow. */
const tenantRequest = (request: {
  operation: TenantOperation;
  target: CustomerTarget;
  operationId: string;
  args?: Record<string, unknown>;
}) => request as PlatformRequest<TenantOperation>;

export type CustomerRef = { customerId: string; alias: string };

/** One step per platform phase of a tenant operation, so the drawer shows the work as it progresses. */
const tenantSteps = <P>(
  operation: TenantOperation,
  ref: CustomerRef & { deploymentId?: string | null },
  args?: Record<string, unknown>,
): JobStepDefinition<P>[] =>
  platformSteps<P, TenantOperation>({
    operation,
    target: {
      customerId: ref.customerId,
      alias: ref.alias,
      ...(ref.deploymentId ? { deploymentId: ref.deploymentId } : {}),
    } as PlatformOperationTargets[TenantOperation],
    args,
    targetId: ref.customerId,
  });

export type ProvisionPayload = CustomerRef & {
  deploymentId: string | null;
  location: string | null;
  hostingPlan: string;
  cloudServiceId: string | null;
  appServicePlanId: string | null;
  featureBranch: { branchName: string; version: string } | null;
};

const customerTarget = (ref: CustomerRef) => ({ type: 'customer' as const, id: ref.customerId, name: ref.alias });

/** Provisioning a new customer; the customer leaves the provisioning state when the job ends. */
export const provisionCustomerJob: JobDefinition<ProvisionPayload> = {
  type: 'customer.provision',
  describe: (p) => ({ name: `Provision ${p.alias}`, target: customerTarget(p) }),
  steps: (p) =>
    tenantSteps('tenant.provision', p, {
      location: p.location,
      hostingPlan: p.hostingPlan,
      cloudServiceId: p.cloudServiceId,
      appServicePlanId: p.appServicePlanId,
      featureBranch: p.featureBranch,
    }),
  onCompleted: async ({ payload, db, isFaulted }) => {
    await db
      .update(customers)
      .set({ state: isFaulted ? 'faulted' : 'active', updatedAt: new Date() })
      .where(eq(customers.id, payload.customerId));
  },
};

/** Decommissioning removes the customer's resources, then the customer record itself. */
export const decommissionCustomerJob: JobDefinition<CustomerRef> = {
  type: 'customer.decommission',
  describe: (p) => ({ name: `Decommission ${p.alias}`, target: customerTarget(p) }),
  steps: (p) => tenantSteps('tenant.decommission', p),
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (isFaulted) {
      await db.update(customers).set({ state: 'faulted', updatedAt: new Date() }).where(eq(customers.id, payload.customerId));
      return;
    }
    await db.delete(customers).where(eq(customers.id, payload.customerId));
  },
};

/** One platform operation on one customer, then a change to its record when it succeeded. */
const singleCustomerJob = <P extends CustomerRef>({
  type,
  verb,
  operation,
  args,
  record,
}: {
  type: string;
  verb: string;
  operation: TenantOperation;
  args?: (payload: P) => Record<string, unknown>;
  record?: Partial<typeof customers.$inferInsert>;
}): JobDefinition<P> => ({
  type,
  describe: (p) => ({ name: `${verb} ${p.alias}`, target: customerTarget(p) }),
  // Each step is one idempotent platform phase, so a retry starts at the phase that failed.
  retryFrom: 'failedStep',
  steps: (p) => tenantSteps(operation, p, args?.(p)),
  // The record changes only once every phase took effect.
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (!record || isFaulted) return;
    await db
      .update(customers)
      .set({ ...record, updatedAt: new Date() })
      .where(eq(customers.id, payload.customerId));
  },
});

export const enableCustomerJob = singleCustomerJob<CustomerRef>({
  type: 'customer.enable',
  verb: 'Enable',
  operation: 'tenant.enable',
  record: { isEnabled: true },
});

export const disableCustomerJob = singleCustomerJob<CustomerRef>({
  type: 'customer.disable',
  verb: 'Disable',
  operation: 'tenant.disable',
  record: { isEnabled: false },
});

/** A repaired customer that had faulted is active again. */
export const repairCustomerJob = singleCustomerJob<CustomerRef>({
  type: 'customer.repair',
  verb: 'Repair',
  operation: 'tenant.repair',
  record: { state: 'active' },
});

const createSupportUserSteps = singleCustomerJob<CustomerRef & { userName: string }>({
  type: 'customer.createSupportUser',
  verb: 'Create support user for',
  operation: 'tenant.createSupportUser',
  args: (p) => ({ userName: p.userName }),
});

/** The support user's record was written when the job started; a job that faulted made no user, so it goes. */
export const createSupportUserJob: JobDefinition<CustomerRef & { userName: string }> = {
  ...createSupportUserSteps,
  // Support users of different names may be created at once; the same name is refused before this.
  singletonScope: (p) => p.userName.toLowerCase(),
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (!isFaulted) return;
    await db
      .delete(supportUsers)
      .where(
        and(eq(supportUsers.customerId, payload.customerId), sql`lower(${supportUsers.userName}) = lower(${payload.userName})`),
      );
  },
};

export type BulkPayload = {
  customers: CustomerRef[];
  isRepairDns?: boolean;
  /** The web application firewall service's application the customers are put behind. */
  cudaAppId?: string;
};

/** What a bulk step tells the platform beyond the customer: only the values the payload carries. */
const bulkArgs = (p: BulkPayload): Record<string, unknown> | undefined => {
  const args = {
    ...(p.isRepairDns !== undefined ? { isRepairDns: p.isRepairDns } : {}),
    ...(p.cudaAppId !== undefined ? { cudaAppId: p.cudaAppId } : {}),
  };
  return Object.keys(args).length > 0 ? args : undefined;
};

/**
 * A fleet action as one job with a step per customer: every customer is tried ('continue'), each
 * step carries the customer as its target so that 'retry failed' re-runs only the failures.
 */
const bulkCustomerJob = ({
  type,
  verb,
  operation,
  record,
}: {
  type: string;
  verb: string;
  operation: TenantOperation;
  record?: Partial<typeof customers.$inferInsert>;
}): JobDefinition<BulkPayload> => ({
  type,
  onStepFailure: 'continue',
  // A retry runs again only the customers whose step did not succeed; a cancel stops between customers.
  retryFrom: 'failedStep',
  isCancellable: true,
  retryFailed: (p, failedTargetIds) => ({ ...p, customers: p.customers.filter((c) => failedTargetIds.includes(c.customerId)) }),
  describe: (p) => ({
    name: `${verb} for ${p.customers.length} ${p.customers.length === 1 ? 'customer' : 'customers'}`,
    target:
      p.customers.length === 1
        ? customerTarget(p.customers[0]!)
        : { type: 'fleet', id: type, name: `${p.customers.length} customers` },
  }),
  steps: (p) =>
    p.customers.map((c): JobStepDefinition<BulkPayload> => ({
      name: `${verb}: ${c.alias}`,
      targetId: c.customerId,
      run: async ({ platform, live, stepId, db }) => {
        const result = await performPlatformRequest({
          platform,
          db,
          live,
          request: tenantRequest({
            operation,
            target: { customerId: c.customerId, alias: c.alias },
            operationId: stepId,
            args: bulkArgs(p),
          }),
        });
        if (record)
          await db
            .update(customers)
            .set({ ...record, updatedAt: new Date() })
            .where(eq(customers.id, c.customerId));
        return { message: result.message };
      },
    })),
});

export const repairCustomersJob = bulkCustomerJob({
  type: 'customers.repair',
  verb: 'Repair',
  operation: 'tenant.repair',
  record: { state: 'active' },
});
export const setAzureCdnJob = bulkCustomerJob({
  type: 'customers.setAzureCdn',
  verb: 'Set the Azure CDN',
  operation: 'tenant.setAzureCdn',
});
export const moveToFrontDoorJob = bulkCustomerJob({
  type: 'customers.moveToFrontDoor',
  verb: 'Move to Front Door',
  operation: 'tenant.moveToFrontDoor',
});

export const moveToWebApplicationFirewallJob = bulkCustomerJob({
  type: 'customers.moveToWebApplicationFirewall',
  verb: 'Move to the web application firewall',
  operation: 'tenant.moveToWebApplicationFirewall',
});

/** Every job type of the customer area; registered at start so any process can resume them. */
export const customerJobDefinitions = [
  provisionCustomerJob,
  decommissionCustomerJob,
  enableCustomerJob,
  disableCustomerJob,
  repairCustomerJob,
  createSupportUserJob,
  repairCustomersJob,
  setAzureCdnJob,
  moveToFrontDoorJob,
  moveToWebApplicationFirewallJob,
] as JobDefinition<unknown>[];
