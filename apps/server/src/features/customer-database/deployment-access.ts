import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deployments } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import type { DeploymentTarget } from '../../platform/types';
import { findCustomer, requireSubscription } from '../customers';

/**
 * A deployment of a customer of the caller's subscription, as the platform names it; 404 for an unknown
 * deployment, one of another customer, or a customer of another subscription.
 */
export const findDeployment = async ({
  db,
  auth,
  customerId,
  deploymentId,
}: {
  db: Db;
  auth: AuthContext;
  customerId: string;
  deploymentId: string;
}) => {
  const subscriptionId = requireSubscription(auth);
  const customer = await findCustomer({ db, subscriptionId, id: customerId });
  const [deployment] = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.id, deploymentId), eq(deployments.customerId, customer.id)));
  if (!deployment) throw new AppError('notFound', `Deployment ${deploymentId} of ${customer.alias} was not found`);
  const target: DeploymentTarget = {
    customerId: customer.id,
    alias: customer.alias,
    deploymentId: deployment.id,
    kind: deployment.kind,
    azureLocation: deployment.azureLocation,
  };
  return { customer, deployment, target, subscriptionId };
};
