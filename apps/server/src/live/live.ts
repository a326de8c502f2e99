import type { Server as HttpServer } from 'node:http';
import {
  groupIdSchema,
  hubs,
  hubNames,
  livePath,
  type GroupAck,
  type HubClientEvents,
  type HubEventName,
  type HubName,
  type HubPayload,
  type LiveRefusal,
} from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Server, type Namespace } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { Database } from '../db/database';
import { afterCommit, isInUnitOfWork } from '../db/unit-of-work';
import { AppError, isAppError } from '../lib/app-error';
import type { AuthContext } from '../identity/auth-context';
import type { Authenticator } from '../identity/authenticator';

export type LivePush<H extends HubName, E extends HubEventName<H>> = {
  hub: H;
  event: E;
  payload: HubPayload<H, E>;
  /** Only clients connected in this subscription receive the push. */
  subscriptionId: string;
  /** On hubs with groups: only clients that joined this group (e.g. a deployment id). */
  group?: string;
};

/** Whether a client of `subscriptionId` may join `groupId` (e.g. a deployment of its subscription). */
export type GroupAuthorizer = (input: { groupId: string; subscriptionId: string }) => Promise<boolean>;

export type Live = {
  /**
   * Lets a feature refuse JoinGroup on a hub for groups its caller's subscription does not own; the
   * refusal answers `{ isOk: false }` (the client only logs it). Hubs without one accept any group id.
   */
  authorizeGroups: (hub: HubName, authorizer: GroupAuthorizer) => void;
  /**
   * Pushes in the order called, to every process's clients; resolves once delivered to this process's
   * clients and published to the others. Callers need not wait: a failure is logged, never thrown.
   * Inside a change request the push waits for its transaction to commit (and is dropped if it rolls
   * back), and the returned promise resolves at once.
   */
  push: <H extends HubName, E extends HubEventName<H>>(push: LivePush<H, E>) => Promise<void>;
  /** Serves the hubs on the HTTP server under `/live`. */
  attach: (server: HttpServer) => void;
  /** Disconnects every client and stops sharing pushes; safe to call twice. */
  close: () => Promise<void>;
  /** How many clients are connected to this process, per hub (for tests and diagnostics). */
  countClients: () => Promise<Record<HubName, number>>;
  /** Whether the hubs serve clients (not yet closed; readiness). */
  isOpen: () => boolean;
};

type SocketData = { auth: AuthContext; subscriptionId: string };

export const subscriptionRoom = (subscriptionId: string) => `subscription:${subscriptionId}`;
export const groupRoom = (subscriptionId: string, group: string) => `subscription:${subscriptionId}:group:${group}`;

const queryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

const refusal = (error: unknown): Error & { data: LiveRefusal } => {
  const data: LiveRefusal =
    isAppError(error) && error.code === 'forbidden'
      ? { status: 403, reason: error.reason }
      : { status: 401, reason: isAppError(error) ? error.reason : 'The token could not be verified' };
  return Object.assign(new Error(data.reason), { data });
};

/** Server pings every 10 s and drops a client silent for 5 s more; the browser calls a late ping "slow". */
export const livePingIntervalMs = 10_000;
export const livePingTimeoutMs = 5_000;

export const createLive = async ({
  database,
  authenticator,
  log,
}: {
  database: Database;
  authenticator: Authenticator;
  log: FastifyBaseLogger;
}): Promise<Live> => {
  const io = new Server({
    path: livePath,
    serveClient: false,
    pingInterval: livePingIntervalMs,
    pingTimeout: livePingTimeoutMs,
    // Socket.IO's default, kept on purpose: uncompressed, a broadcast's WebSocket frame is encoded once
    // and the same bytes go to every socket; compressed, it would be compressed once per socket.
    perMessageDeflate: false,
    // Same origin only: the console serves its own web app.
    cors: undefined,
  });

  // Several server processes on one PostgreSQL share pushes through LISTEN/NOTIFY. Embedded PGlite
  // is one process by construction and needs no adapter.
  let adapterPool: pg.Pool | undefined;
  if (database.kind === 'postgres' && database.url) {
    adapterPool = new pg.Pool({ connectionString: database.url, max: 3 });
    adapterPool.on('error', (error) => log.warn({ err: error }, 'live adapter connection failed'));
    // Loaded only here: an embedded start does not pay for the adapter and its message encoding.
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    io.adapter(createAdapter(adapterPool, { errorHandler: (error) => log.warn({ err: error }, 'live adapter error') }));
  }

  // One engine connection carries every hub; its token is verified once, not once per hub.
  const authByConnection = new WeakMap<object, Promise<AuthContext>>();

  /**
   * A token is checked when its connection is made; when it expires the connection is closed, so the
   * client reconnects with it, is refused with 401 and signs the operator out, as an HTTP 401 does.
   */
  const closeAtExpiry = (
    conn: { close: () => void; once: (event: 'close', listener: () => void) => void },
    expiresAt: Date | null,
  ) => {
    if (!expiresAt) return;
    const timer = setTimeout(() => conn.close(), Math.min(Math.max(0, expiresAt.getTime() - Date.now()), 2 ** 31 - 1));
    timer.unref();
    conn.once('close', () => clearTimeout(timer));
  };

  const authorizers = new Map<HubName, GroupAuthorizer>();

  const namespaces = new Map<HubName, Namespace<HubClientEvents, Record<string, never>, Record<string, never>, SocketData>>();
  for (const hub of hubNames) {
    const { namespace, hasGroups } = hubs[hub];
    const nsp = io.of(namespace) as Namespace<HubClientEvents, Record<string, never>, Record<string, never>, SocketData>;
    namespaces.set(hub, nsp);
    nsp.use((socket, next) => {
      let pending = authByConnection.get(socket.conn);
      if (!pending) {
        // The token travels in the handshake URL; it is never logged (engine.io logs nothing, and
        // these requests never reach Fastify's logger).
        pending = authenticator.authenticate({
          token: queryValue(socket.handshake.query.id_token),
          requestedSubscriptionId: queryValue(socket.handshake.query.subscription_id),
        });
        authByConnection.set(socket.conn, pending);
        const conn = socket.conn;
        pending.then(
          (auth) => closeAtExpiry(conn, auth.expiresAt),
          () => undefined,
        );
      }
      pending.then(
        (auth) => {
          if (!auth.subscriptionId) return next(refusal(new AppError('forbidden', 'You are not a member of any subscription')));
          socket.data = { auth, subscriptionId: auth.subscriptionId };
          next();
        },
        (error: unknown) => {
          if (!isAppError(error)) log.error({ err: error }, 'live connection could not be verified');
          log.debug({ hub, reason: isAppError(error) ? error.reason : 'error' }, 'live connection refused');
          next(refusal(error));
        },
      );
    });
    nsp.on('connection', (socket) => {
      const { subscriptionId } = socket.data;
      void socket.join(subscriptionRoom(subscriptionId));
      const handleGroup = (isJoin: boolean) => (groupId: unknown, ack: unknown) => {
        const reply: GroupAck = typeof ack === 'function' ? (ack as GroupAck) : () => {};
        if (!hasGroups) return reply({ isOk: false, reason: `The ${hub} hub has no groups` });
        const parsed = groupIdSchema.safeParse(groupId);
        if (!parsed.success) return reply({ isOk: false, reason: 'groupId: expected a non-empty id' });
        // Rooms are scoped by subscription, so a group id of another subscription receives nothing.
        const room = groupRoom(subscriptionId, parsed.data);
        const authorizer = isJoin ? authorizers.get(hub) : undefined;
        if (!authorizer) {
          void (isJoin ? socket.join(room) : socket.leave(room));
          return reply({ isOk: true });
        }
        authorizer({ groupId: parsed.data, subscriptionId }).then(
          (isAllowed) => {
            if (!isAllowed) return reply({ isOk: false, reason: `Group ${parsed.data} was not found` });
            void socket.join(room);
            reply({ isOk: true });
          },
          (error: unknown) => {
            log.warn({ err: error, hub }, 'a live group join could not be checked');
            reply({ isOk: false, reason: 'The group could not be checked; try again' });
          },
        );
      };
      socket.on('JoinGroup', handleGroup(true));
      socket.on('LeaveGroup', handleGroup(false));
    });
  }

  let isClosed = false;
  // The PostgreSQL adapter delivers a push only after its NOTIFY round trip, and emit() does not wait
  // for it; broadcasting one push at a time keeps a job's events in order for every client.
  let delivered: Promise<void> = Promise.resolve();

  const broadcast = <H extends HubName, E extends HubEventName<H>>({
    hub,
    event,
    payload,
    subscriptionId,
    group,
  }: LivePush<H, E>) => {
    if (isClosed) return delivered;
    const nsp = namespaces.get(hub)!;
    const room = group ? groupRoom(subscriptionId, group) : subscriptionRoom(subscriptionId);
    delivered = delivered.then(async () => {
      try {
        // What `nsp.to(room).emit(event, payload)` does, but awaitable.
        await nsp.adapter.broadcast(
          { type: PacketType.EVENT, data: [event, payload], nsp: nsp.name },
          { rooms: new Set([room]), except: new Set(), flags: {} },
        );
      } catch (error) {
        log.warn({ err: error, hub, event }, 'a live push failed');
      }
    });
    return delivered;
  };

  return {
    authorizeGroups: (hub, authorizer) => {
      authorizers.set(hub, authorizer);
    },
    push: (push) => {
      if (isInUnitOfWork()) {
        afterCommit(() => broadcast(push));
        return Promise.resolve();
      }
      return broadcast(push);
    },
    attach: (server) => {
      io.attach(server);
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await delivered;
      // The main namespace has an adapter too; the shared PostgreSQL listener is released with the last.
      for (const nsp of [...namespaces.values(), io.of('/')]) {
        nsp.local.disconnectSockets(true);
        await Promise.resolve(nsp.adapter.close()).catch(() => undefined);
      }
      io.engine?.close();
      await adapterPool?.end().catch(() => undefined);
    },
    isOpen: () => !isClosed,
    countClients: async () => {
      const entries = await Promise.all(
        [...namespaces.entries()].map(async ([hub, nsp]) => [hub, (await nsp.local.fetchSockets()).length] as const),
      );
      return Object.fromEntries(entries) as Record<HubName, number>;
    },
  };
};
