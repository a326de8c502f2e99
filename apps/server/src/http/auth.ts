import { subscriptionHeader } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../identity/auth-context';
import type { Authenticator } from '../identity/authenticator';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in operator, set before the handler for every endpoint that needs sign-in. */
    auth: AuthContext | null;
    /** The operator's reason for a destructive change (the change-reason header), when given. */
    changeReason: string | null;
    /** Set once the call's audit record was written with its change. */
    isAudited: boolean;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const queryValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * Verifies the bearer token and resolves the operator and subscription for one call. A download
 * opened in a new window (the contract's `acceptsTokenInQuery`) may carry them as `id_token` and
 * `subscription_id` query values instead; the logger redacts them from every URL it writes.
 */
export const authenticate = async (request: FastifyRequest, authenticator: Authenticator): Promise<AuthContext> => {
  const requested = request.headers[subscriptionHeader];
  const inQuery = request.routeOptions.config.endpoint?.acceptsTokenInQuery === true && !bearer(request);
  return authenticator.authenticate({
    token: inQuery ? queryValue(request, 'id_token') : bearer(request),
    requestedSubscriptionId: inQuery
      ? (queryValue(request, 'subscription_id') ?? (Array.isArray(requested) ? requested[0] : requested))
      : Array.isArray(requested)
        ? requested[0]
        : requested,
  });
};
