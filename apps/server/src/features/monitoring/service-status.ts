import type { ServiceStatus, ServiceStatuses } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, deployments } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import type { PlatformMonitor } from '../../platform/monitor';
import { requireSubscription } from '../customers';

/** The oldest collection among the statuses: how stale the summary may be. */
export const oldestCollectionTime = (statuses: ServiceStatus[]): string | null =>
  statuses.reduce<string | null>(
    (oldest, s) => (oldest === null || Date.parse(s.collectedAtUtc) < Date.parse(oldest) ? s.collectedAtUtc : oldest),
    null,
  );

const withOldest = (serviceStatuses: ServiceStatus[]): ServiceStatuses => ({
  serviceStatuses,
  oldestCollectionTime: oldestCollectionTime(serviceStatuses),
});

export const subscriptionServiceStatuses = async ({ monitor, auth }: { monitor: PlatformMonitor; auth: AuthContext }) =>
  withOldest(await monitor.serviceStatuses({ subscriptionId: requireSubscription(auth) }));

/** The services that are not healthy (degraded or unhealthy), with the collection time of all. */
export const unhealthyServiceStatuses = async ({ monitor, auth }: { monitor: PlatformMonitor; auth: AuthContext }) => {
  const all = await monitor.serviceStatuses({ subscriptionId: requireSubscription(auth) });
  return { serviceStatuses: all.filter((s) => s.status !== 'healthy'), oldestCollectionTime: oldestCollectionTime(all) };
};

/** One deployment's services; a deployment of another subscription does not exist for this caller. */
export const deploymentServiceStatuses = async ({
  db,
  monitor,
  auth,
  deploymentId,
}: {
  db: Db;
  monitor: PlatformMonitor;
  auth: AuthContext;
  deploymentId: string;
}) => {
  const subscriptionId = requireSubscription(auth);
  const [deployment] = await db
    .select({ id: deployments.id, customerId: customers.id, alias: customers.alias })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(and(eq(deployments.id, deploymentId), eq(customers.subscriptionId, subscriptionId)));
  if (!deployment) throw new AppError('notFound', `Deployment ${deploymentId} was not found`);
  return {
    deploymentId: deployment.id,
    customerId: deployment.customerId,
    customerAlias: deployment.alias,
    ...withOldest(await monitor.deploymentServiceStatuses({ deploymentId })),
  };
};
