import type { FederatedSignInConfig, WhoamiResult } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';
import type { Identity } from '../../identity/identity';
import { listOperatorSubscriptions } from '../../identity/operators';

export const getFederatedSignInConfig = ({
  config,
  identity,
  clientId,
}: {
  config: Config;
  identity: Identity;
  clientId?: string;
}): FederatedSignInConfig => {
  if (clientId && clientId !== identity.clientId) {
    throw new AppError('badRequest', `client_id: ${clientId} is not a client of this console`);
  }
  return {
    authority: identity.issuer,
    client_id: identity.clientId,
    scope: 'openid profile',
    environment: config.environment,
    productName: config.productName,
    isProduction: config.isProduction,
  };
};

export const getWhoami = async ({ db, auth }: { db: Db; auth: AuthContext }): Promise<WhoamiResult> => {
  const { operator } = auth;
  await db.update(operators).set({ lastSeenAt: new Date() }).where(eq(operators.id, operator.id));
  return {
    name: operator.name,
    canGenerateKpiData: operator.canGenerateKpiData,
    hasDbAccess: operator.hasDbAccess,
    hasDbRoAccess: operator.hasDbRoAccess,
    hasDbMigrationAccess: operator.hasDbMigrationAccess,
    subscriptions: await listOperatorSubscriptions(db, operator.id),
    currentSubscriptionId: auth.subscriptionId,
  };
};

export const moveToOtherSubscription = async ({
  db,
  auth,
  subscriptionId,
}: {
  db: Db;
  auth: AuthContext;
  subscriptionId: string;
}): Promise<WhoamiResult> => {
  if (!auth.subscriptionIds.includes(subscriptionId)) {
    // A subscription the operator is not a member of does not exist for them, as a foreign customer does not.
    throw new AppError('notFound', `Subscription: you are not a member of subscription ${subscriptionId}.`);
  }
  await db.update(operators).set({ currentSubscriptionId: subscriptionId }).where(eq(operators.id, auth.operator.id));
  return getWhoami({
    db,
    auth: { ...auth, subscriptionId, operator: { ...auth.operator, currentSubscriptionId: subscriptionId } },
  });
};
