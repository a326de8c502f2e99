import type { DesiredStateApproval, Investigation, InvestigationsClosed } from '@console/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  desiredStateInvestigations,
  hostingGroups,
  releaseChannels,
} from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { approveChannelDesiredStateJob, approveCustomerDesiredStateJob, type ControllerRef } from './desired-state-jobs';

export type DesiredStateDeps = { db: Db; auth: AuthContext; config: Config; jobs: Jobs | undefined };

/** The newest investigations an operator is shown; older ones stay until deleted or approved. */
export const investigationListLimit = 1000;

const requireJobs = (jobs: Jobs | undefined): Jobs => {
  if (!jobs) throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  return jobs;
};

/** A log search for one job's events, as the console's other log links are made (LOG_SEARCH_URL). */
const jobLogSearchUrl = (config: Config, jobId: string) =>
  `${config.logSearchUrl}?filter=${encodeURIComponent(`JobId = '${jobId}'`)}`;

export const listInvestigations = async ({ deps }: { deps: DesiredStateDeps }): Promise<Investigation[]> => {
  const subscriptionId = requireSubscription(deps.auth);
  const rows = await deps.db
    .select({
      id: desiredStateInvestigations.id,
      customerId: customers.id,
      customerAlias: customers.alias,
      jobId: desiredStateInvestigations.jobId,
      deploymentControllerId: desiredStateInvestigations.deploymentControllerId,
      deploymentControllerName: deploymentControllers.name,
      hostingGroupId: hostingGroups.id,
      hostingGroupIdentifier: hostingGroups.hostingGroupIdentifier,
      desiredState: desiredStateInvestigations.desiredState,
      endState: desiredStateInvestigations.endState,
      releaseChannelId: releaseChannels.id,
      releaseChannelName: releaseChannels.name,
      openedAt: desiredStateInvestigations.openedAtUtc,
    })
    .from(desiredStateInvestigations)
    .innerJoin(customers, eq(customers.id, desiredStateInvestigations.customerId))
    .leftJoin(deploymentControllers, eq(deploymentControllers.id, desiredStateInvestigations.deploymentControllerId))
    .leftJoin(hostingGroups, eq(hostingGroups.id, deploymentControllers.hostingGroupId))
    .leftJoin(releaseChannels, eq(releaseChannels.id, customers.releaseChannelId))
    .where(eq(desiredStateInvestigations.subscriptionId, subscriptionId))
    .orderBy(desc(desiredStateInvestigations.openedAtUtc), asc(customers.alias))
    .limit(investigationListLimit);
  return rows.map(({ openedAt, ...row }) => ({
    ...row,
    logSearchUrl: jobLogSearchUrl(deps.config, row.jobId),
    openedAtUtc: openedAt.toISOString(),
  }));
};

export const deleteAllInvestigations = async ({ deps }: { deps: DesiredStateDeps }): Promise<InvestigationsClosed> => {
  const subscriptionId = requireSubscription(deps.auth);
  const deleted = await deps.db
    .delete(desiredStateInvestigations)
    .where(eq(desiredStateInvestigations.subscriptionId, subscriptionId))
    .returning({ id: desiredStateInvestigations.id });
  return { closedCount: deleted.length };
};

export const deleteInvestigation = async ({
  deps,
  id,
}: {
  deps: DesiredStateDeps;
  id: string;
}): Promise<InvestigationsClosed> => {
  const subscriptionId = requireSubscription(deps.auth);
  const deleted = await deps.db
    .delete(desiredStateInvestigations)
    .where(and(eq(desiredStateInvestigations.id, id), eq(desiredStateInvestigations.subscriptionId, subscriptionId)))
    .returning({ id: desiredStateInvestigations.id });
  if (deleted.length === 0) throw new AppError('notFound', `Investigation ${id} was not found`);
  return { closedCount: 1 };
};

/** The machines that run the customers' deployments: those of their deployments' hosting groups. */
const controllersOf = async (db: Db, customerIds: string[]): Promise<ControllerRef[]> =>
  customerIds.length === 0
    ? []
    : db
        .selectDistinct({ id: deploymentControllers.id, name: deploymentControllers.name })
        .from(deployments)
        .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.deploymentId, deployments.id))
        .innerJoin(deploymentControllers, eq(deploymentControllers.hostingGroupId, deploymentHostingGroups.hostingGroupId))
        .where(inArray(deployments.customerId, customerIds))
        .orderBy(asc(deploymentControllers.name));

const closeInvestigationsOf = async (db: Db, subscriptionId: string, customerIds: string[]) =>
  customerIds.length === 0
    ? 0
    : (
        await db
          .delete(desiredStateInvestigations)
          .where(
            and(
              eq(desiredStateInvestigations.subscriptionId, subscriptionId),
              inArray(desiredStateInvestigations.customerId, customerIds),
            ),
          )
          .returning({ id: desiredStateInvestigations.id })
      ).length;

/**
 * Approves a customer's desired-state change: its machines apply the desired state (a job) and its
 * investigations close, in one transaction with the job's record and the audit record.
 */
export const approveCustomer = async ({
  deps,
  customerId,
}: {
  deps: DesiredStateDeps;
  customerId: string;
}): Promise<DesiredStateApproval> => {
  const subscriptionId = requireSubscription(deps.auth);
  const jobs = requireJobs(deps.jobs);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id: customerId });
  const controllers = await controllersOf(deps.db, [customer.id]);
  if (controllers.length === 0) {
    throw new AppError('conflict', `${customer.alias} has no deployment controller to apply a desired state to`);
  }
  const closedCount = await closeInvestigationsOf(deps.db, subscriptionId, [customer.id]);
  const job = await jobs.start(approveCustomerDesiredStateJob, {
    payload: { customerId: customer.id, alias: customer.alias, controllers },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { closedCount, job };
};

/** The same for every customer of a release channel in the operator's subscription. */
export const approveChannel = async ({
  deps,
  releaseChannelId,
}: {
  deps: DesiredStateDeps;
  releaseChannelId: string;
}): Promise<DesiredStateApproval> => {
  const subscriptionId = requireSubscription(deps.auth);
  const jobs = requireJobs(deps.jobs);
  const [channel] = await deps.db.select().from(releaseChannels).where(eq(releaseChannels.id, releaseChannelId));
  if (!channel) throw new AppError('notFound', `Release channel ${releaseChannelId} was not found`);
  const members = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.subscriptionId, subscriptionId), eq(customers.releaseChannelId, channel.id)));
  const customerIds = members.map((m) => m.id);
  const controllers = await controllersOf(deps.db, customerIds);
  if (controllers.length === 0) {
    throw new AppError(
      'conflict',
      `No customer of release channel ${channel.name} has a deployment controller to apply a desired state to`,
    );
  }
  const closedCount = await closeInvestigationsOf(deps.db, subscriptionId, customerIds);
  const job = await jobs.start(approveChannelDesiredStateJob, {
    payload: { releaseChannelId: channel.id, releaseChannelName: channel.name, controllers },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { closedCount, job };
};

/**
 * Where a hosting group's desired state is shown: the console's desired-state page of the group, which
 * reads the machines' desired and current states as the platform last reported them (decision 091).
 */
export const hostingGroupDesiredStateUrl = async ({ deps, id }: { deps: DesiredStateDeps; id: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const [group] = await deps.db
    .select({ id: hostingGroups.id })
    .from(hostingGroups)
    .where(and(eq(hostingGroups.id, id), eq(hostingGroups.subscriptionId, subscriptionId)));
  if (!group) throw new AppError('notFound', `Hosting group ${id} was not found`);
  return { url: `${deps.config.publicUrl}/hosting-groups/${group.id}/desired-state` };
};
