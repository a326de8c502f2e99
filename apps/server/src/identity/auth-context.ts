import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Identity } from './identity';
import { listOperatorSubscriptions, resolveOperator, type Operator } from './operators';

export type AuthContext = {
  operator: Operator;
  /** The subscription this call acts in: the one the browser sent, else the operator's current one. */
  subscriptionId: string | null;
  subscriptionIds: string[];
  /** When the caller's token expires. */
  expiresAt: Date | null;
};

/**
 * Verifies an id_token and resolves the operator and the subscription they act in. HTTP calls and
 * live hub connections both come through here, so both refuse the same tokens and subscriptions.
 */
export const resolveAuthContext = async ({
  db,
  identity,
  token,
  requestedSubscriptionId,
}: {
  db: Db;
  identity: Identity;
  token: string | undefined;
  requestedSubscriptionId: string | undefined;
}): Promise<AuthContext> => {
  if (!token) throw new AppError('unauthorized', 'Sign-in is required');
  const verified = await identity.verifyToken(token);
  const operator = await resolveOperator(db, verified);
  const subscriptionIds = (await listOperatorSubscriptions(db, operator.id)).map((s) => s.subscriptionId);
  return {
    operator,
    subscriptionIds,
    subscriptionId: currentSubscriptionFor({ operator, subscriptionIds, requestedSubscriptionId }),
    expiresAt: verified.expiresAt,
  };
};

/** The subscription a call acts in: the one the browser sent (if a member), else the operator's current one. */
export const currentSubscriptionFor = ({
  operator,
  subscriptionIds,
  requestedSubscriptionId,
}: {
  operator: Pick<Operator, 'currentSubscriptionId'>;
  subscriptionIds: string[];
  requestedSubscriptionId: string | undefined;
}): string | null => {
  if (requestedSubscriptionId && !subscriptionIds.includes(requestedSubscriptionId)) {
    throw new AppError('forbidden', `You are not a member of subscription ${requestedSubscriptionId}`);
  }
  const current =
    operator.currentSubscriptionId && subscriptionIds.includes(operator.currentSubscriptionId)
      ? operator.currentSubscriptionId
      : (subscriptionIds[0] ?? null);
  return requestedSubscriptionId || current;
};
