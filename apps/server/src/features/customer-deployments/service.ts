import type { Deployment } from '@console/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentHostingGroups, deployments, hostingGroups } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { findCustomer, requireSubscription } from '../customers/customer-access';

export type DeploymentDeps = { db: Db; auth: AuthContext };

/** The deployments of one customer of the caller's subscription, oldest first, each with its hosting groups. */
export const listDeployments = async ({ deps, customerId }: { deps: DeploymentDeps; customerId: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  const rows = await deps.db
    .select()
    .from(deployments)
    .where(eq(deployments.customerId, customer.id))
    .orderBy(asc(deployments.createdAt), asc(deployments.id));
  const groups =
    rows.length === 0
      ? []
      : await deps.db
          .select({
            deploymentId: deploymentHostingGroups.deploymentId,
            id: hostingGroups.id,
            identifier: hostingGroups.hostingGroupIdentifier,
          })
          .from(deploymentHostingGroups)
          .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentHostingGroups.hostingGroupId))
          .where(
            inArray(
              deploymentHostingGroups.deploymentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(hostingGroups.hostingGroupIdentifier));
  return rows.map((row): Deployment => ({
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    isEnabled: row.isEnabled,
    hostingGroupIds: groups.filter((g) => g.deploymentId === row.id).map((g) => g.id),
    hostingGroupIdentifiers: groups.filter((g) => g.deploymentId === row.id).map((g) => g.identifier),
    azureLocation: row.azureLocation,
    resourceGroupName: row.resourceGroupName,
    hostingPlan: row.hostingPlan,
  }));
};
