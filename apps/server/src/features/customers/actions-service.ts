import type { Job } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, supportUsers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';
import type { JobDefinition, Jobs } from '../../jobs/types';
import { findCustomer, findCustomers, requireSubscription, type CustomerRow } from './customer-access';
import {
  createSupportUserJob,
  decommissionCustomerJob,
  disableCustomerJob,
  enableCustomerJob,
  moveToFrontDoorJob,
  moveToWebApplicationFirewallJob,
  repairCustomerJob,
  repairCustomersJob,
  setAzureCdnJob,
  type BulkPayload,
} from './customer-jobs';

export type ActionDeps = { db: Db; jobs: Jobs | undefined; auth: AuthContext };

/** Platform work runs only as jobs; a server without the job runner refuses it rather than pretend. */
export const requireJobs = (jobs: Jobs | undefined): Jobs => {
  if (!jobs) throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  return jobs;
};

const startJob = <P>(
  { jobs, auth }: ActionDeps,
  definition: JobDefinition<P>,
  payload: P,
  subscriptionId: string,
): Promise<Job> => requireJobs(jobs).start(definition, { payload, subscriptionId, operatorId: auth.operator.id });

/** A customer being provisioned or decommissioned is busy: other platform work waits for that to end. */
const assertSettled = (customer: CustomerRow) => {
  switch (customer.state) {
    case 'provisioning':
      throw new AppError('conflict', `${customer.alias} is still being provisioned`);
    case 'decommissioning':
      throw new AppError('conflict', `${customer.alias} is being decommissioned`);
    case 'active':
    case 'faulted':
      return;
    default: {
      const exhaustive: never = customer.state;
      return exhaustive;
    }
  }
};

const ref = (c: CustomerRow) => ({ customerId: c.id, alias: c.alias });

export const decommissionCustomer = async ({ deps, id }: { deps: ActionDeps; id: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  requireJobs(deps.jobs);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  if (customer.state === 'decommissioning') throw new AppError('conflict', `${customer.alias} is already being decommissioned`);
  // One transaction with the job's record: if the job cannot be recorded, the customer keeps its state.
  await deps.db.update(customers).set({ state: 'decommissioning', updatedAt: new Date() }).where(eq(customers.id, customer.id));
  return startJob(deps, decommissionCustomerJob, ref(customer), subscriptionId);
};

/** doc1 §4: enable only when disabled, disable only when enabled. */
export const setCustomerEnabled = async ({ deps, id, isEnabled }: { deps: ActionDeps; id: string; isEnabled: boolean }) => {
  const subscriptionId = requireSubscription(deps.auth);
  requireJobs(deps.jobs);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  assertSettled(customer);
  if (customer.isEnabled === isEnabled) {
    throw new AppError('conflict', `${customer.alias} is already ${isEnabled ? 'enabled' : 'disabled'}`);
  }
  return startJob(deps, isEnabled ? enableCustomerJob : disableCustomerJob, ref(customer), subscriptionId);
};

export const repairCustomer = async ({ deps, id }: { deps: ActionDeps; id: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  requireJobs(deps.jobs);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  assertSettled(customer);
  return startJob(deps, repairCustomerJob, ref(customer), subscriptionId);
};

export const createSupportUser = async ({
  deps,
  id,
  customerId,
  userName,
}: {
  deps: ActionDeps;
  id: string;
  customerId: string;
  userName: string;
}) => {
  const subscriptionId = requireSubscription(deps.auth);
  if (customerId !== id)
    throw new AppError('badRequest', 'Customer: the customer in the request must be the one whose page this is');
  requireJobs(deps.jobs);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  assertSettled(customer);
  // One support user per name and customer: the unique index refuses a second, even a concurrent one.
  const [created] = await deps.db
    .insert(supportUsers)
    .values({ customerId: customer.id, userName: userName.trim(), createdBy: deps.auth.operator.name })
    .onConflictDoNothing()
    .returning({ id: supportUsers.id });
  if (!created) {
    throw new AppError('conflict', `User name: a support user ${userName.trim()} already exists for ${customer.alias}.`);
  }
  try {
    return await startJob(deps, createSupportUserJob, { ...ref(customer), userName: userName.trim() }, subscriptionId);
  } catch (error) {
    await deps.db.delete(supportUsers).where(eq(supportUsers.id, created.id));
    throw error;
  }
};

/** Bulk actions act on settled customers only; busy ones are named in the refusal when none is left. */
const settledRefs = (rows: CustomerRow[]) => {
  const settled = rows.filter((c) => c.state === 'active' || c.state === 'faulted');
  if (settled.length === 0) {
    throw new AppError('conflict', `customerIds: every named customer is being provisioned or decommissioned`);
  }
  return settled.map(ref);
};

export type BulkAction = 'repair' | 'setAzureCdn' | 'moveToFrontDoor' | 'moveToWebApplicationFirewall';

const bulkDefinition = (action: BulkAction): JobDefinition<BulkPayload> => {
  switch (action) {
    case 'repair':
      return repairCustomersJob;
    case 'setAzureCdn':
      return setAzureCdnJob;
    case 'moveToFrontDoor':
      return moveToFrontDoorJob;
    case 'moveToWebApplicationFirewall':
      return moveToWebApplicationFirewallJob;
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
};

export const runBulkAction = async ({
  deps,
  action,
  customerIds,
  isRepairDns,
  cudaAppId,
}: {
  deps: ActionDeps;
  action: BulkAction;
  /** Absent: every settled customer of the subscription (set the CDN for all). */
  customerIds?: string[];
  isRepairDns?: boolean;
  cudaAppId?: string;
}) => {
  const subscriptionId = requireSubscription(deps.auth);
  requireJobs(deps.jobs);
  const rows = customerIds
    ? await findCustomers({ db: deps.db, subscriptionId, ids: customerIds })
    : await deps.db
        .select()
        .from(customers)
        .where(and(eq(customers.subscriptionId, subscriptionId), inArray(customers.state, ['active', 'faulted'])))
        .orderBy(customers.alias);
  const payload: BulkPayload = {
    customers: settledRefs(rows),
    ...(isRepairDns !== undefined ? { isRepairDns } : {}),
    ...(cudaAppId !== undefined ? { cudaAppId } : {}),
  };
  return startJob(deps, bulkDefinition(action), payload, subscriptionId);
};
