import type { FastifyBaseLogger } from 'fastify';
import { listenToChannel } from '../db/channel-listener';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import { currentSubscriptionFor, type AuthContext } from './auth-context';
import type { Identity, VerifiedIdentity } from './identity';
import { listOperatorSubscriptions, resolveOperator, type Operator } from './operators';

/** The channel the database's operator triggers notify on (migration 0007). */
export const operatorChangedChannel = 'console_operator_changed';

/** Tokens kept at most; an operator console holds one, so this bounds a flood of distinct tokens. */
const maxCachedTokens = 10_000;

type CachedOperator = { operator: Operator; subscriptionIds: string[] };

export type Authenticator = {
  /** The operator and subscription behind a token, as `resolveAuthContext` finds them, but cached. */
  authenticate: (input: { token: string | undefined; requestedSubscriptionId: string | undefined }) => Promise<AuthContext>;
  /** Forgets one operator (or `*`: everyone); the database's triggers call this in every process. */
  forget: (operatorId: string) => void;
  close: () => Promise<void>;
};

/**
 * Verifying a token (RS256) and reading the operator and their subscriptions costs more than most
 * handlers. Both are cached: a token's verification until it expires, an operator until the database
 * says it changed (a NOTIFY from the operator tables' triggers, whoever made the change). While this
 * process is not listening for those notifications, nothing is cached.
 */
export const createAuthenticator = async ({
  database,
  identity,
  log,
}: {
  database: Database;
  identity: Identity;
  log: FastifyBaseLogger;
}): Promise<Authenticator> => {
  const tokens = new Map<string, VerifiedIdentity>();
  const operatorsByKey = new Map<string, CachedOperator>();
  // Work under way, shared by every caller that asks for the same thing meanwhile: 2,000 live sockets
  // opened at once with one token cost one verification and one read, not 2,000 of each.
  const verifying = new Map<string, Promise<VerifiedIdentity>>();
  const loading = new Map<string, Promise<CachedOperator>>();
  /** Counts forgets, so an operator read that a change overtook is returned but not cached. */
  let generation = 0;

  const keyOf = (verified: VerifiedIdentity) => `${verified.issuer}\n${verified.subject}`;

  const forget = (operatorId: string) => {
    generation++;
    loading.clear();
    if (operatorId === '*') return operatorsByKey.clear();
    for (const [key, cached] of operatorsByKey) if (cached.operator.id === operatorId) operatorsByKey.delete(key);
  };
  const forgetAll = () => {
    tokens.clear();
    forget('*');
  };

  /** Runs `work` once for `key` while it is under way; later callers get the same promise. */
  const shared = <T>(inFlight: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = work();
    inFlight.set(key, started);
    const settle = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.then(settle, settle);
    return started;
  };

  const verify = async (token: string): Promise<VerifiedIdentity> => {
    const cached = tokens.get(token);
    if (cached && (!cached.expiresAt || cached.expiresAt.getTime() > Date.now())) return cached;
    if (cached) tokens.delete(token);
    return shared(verifying, token, async () => {
      const verified = await identity.verifyToken(token);
      if (listener.isListening()) {
        if (tokens.size >= maxCachedTokens) tokens.delete(tokens.keys().next().value!);
        tokens.set(token, verified);
      }
      return verified;
    });
  };

  const loadOperator = async (verified: VerifiedIdentity): Promise<CachedOperator> => {
    const key = keyOf(verified);
    const cached = operatorsByKey.get(key);
    if (cached) return cached;
    return shared(loading, key, async () => {
      const startedIn = generation;
      const operator = await resolveOperator(database.rootDb, verified);
      const subscriptionIds = (await listOperatorSubscriptions(database.rootDb, operator.id)).map((s) => s.subscriptionId);
      const loaded = { operator, subscriptionIds };
      if (listener.isListening() && generation === startedIn) operatorsByKey.set(key, loaded);
      return loaded;
    });
  };

  const authenticate: Authenticator['authenticate'] = async ({ token, requestedSubscriptionId }) => {
    if (!token) throw new AppError('unauthorized', 'Sign-in is required');
    const verified = await verify(token);
    const { operator, subscriptionIds } = await loadOperator(verified);
    return {
      operator,
      subscriptionIds,
      subscriptionId: currentSubscriptionFor({ operator, subscriptionIds, requestedSubscriptionId }),
      expiresAt: verified.expiresAt,
    };
  };

  const listener = await listenToChannel({
    database,
    channel: operatorChangedChannel,
    applicationName: 'console-operator-changes',
    log,
    warnings: {
      lost: 'operator change listener lost; authentication is not cached until it is back',
      failed: 'operator change listener could not connect; authentication is not cached',
    },
    onNotification: (payload) => forget(payload || '*'),
    onReset: forgetAll,
  });

  return {
    authenticate,
    forget,
    close: listener.close,
  };
};
