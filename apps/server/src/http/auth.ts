import { subscriptionHeader } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Identity } from '../identity/identity';
import { listOperatorSubscriptions, resolveOperator, type Operator } from '../identity/operators';
import { AppError } from './app-error';

export type AuthContext = {
  operator: Operator;
  /** The subscription this call acts in: the one the browser sent, else the operator's current one. */
  subscriptionId: string | null;
  subscriptionIds: string[];
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** Verifies the bearer token and resolves the operator and subscription for one call. */
export const authenticate = async (request: FastifyRequest, deps: { db: Db; identity: Identity }): Promise<AuthContext> => {
  const token = bearer(request);
  if (!token) throw new AppError('unauthorized', 'Sign-in is required');
  const verified = await deps.identity.verifyToken(token);
  const operator = await resolveOperator(deps.db, verified);
  const subscriptions = await listOperatorSubscriptions(deps.db, operator.id);
  const subscriptionIds = subscriptions.map((s) => s.subscriptionId);
  const requested = request.headers[subscriptionHeader];
  const requestedId = Array.isArray(requested) ? requested[0] : requested;
  if (requestedId && !subscriptionIds.includes(requestedId)) {
    throw new AppError('forbidden', `You are not a member of subscription ${requestedId}`);
  }
  const current =
    operator.currentSubscriptionId && subscriptionIds.includes(operator.currentSubscriptionId)
      ? operator.currentSubscriptionId
      : (subscriptionIds[0] ?? null);
  return { operator, subscriptionId: requestedId || current, subscriptionIds };
};
