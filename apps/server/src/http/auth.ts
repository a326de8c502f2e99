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

/** Verifies the bearer token and resolves the operator and subscription for one call. */
export const authenticate = async (request: FastifyRequest, authenticator: Authenticator): Promise<AuthContext> => {
  const requested = request.headers[subscriptionHeader];
  return authenticator.authenticate({
    token: bearer(request),
    requestedSubscriptionId: Array.isArray(requested) ? requested[0] : requested,
  });
};
