import { messages, type GroupAck, type HubEventName, type HubName, type HubPayload } from '@console/contract';
import { retryDelaySeconds } from './live-schedule';

/** doc1 §4: the live connection's states. */
export const liveStates = ['starting', 'connected', 'slow', 'reconnecting', 'reconnected', 'disconnected'] as const;

export type LiveState = (typeof liveStates)[number];

export type LiveSnapshot = {
  state: LiveState;
  /** When disconnected: the time (ms since epoch) of the next automatic attempt. */
  nextRetryAt: number | null;
};

export type LiveRefusalInfo = { status?: number; reason: string };

/** What a transport reports; only its primary hub's socket drives these. */
export type LiveTransportHandlers = {
  onConnect: () => void;
  onDisconnect: (reason: string) => void;
  onConnectError: (error: LiveRefusalInfo) => void;
  /** The server's keep-alive ping arrived. */
  onHeartbeat: () => void;
};

export type GroupResult = Parameters<GroupAck>[0];

/** The wire under the connection (Socket.IO in the browser, a fake in tests). */
export type LiveTransport = {
  /** Connects every hub (a no-op for those already connected). */
  open: () => void;
  close: () => void;
  on: (hub: HubName, event: string, handler: (payload: unknown) => void) => () => void;
  request: (hub: HubName, event: 'JoinGroup' | 'LeaveGroup', groupId: string) => Promise<GroupResult>;
};

export type CreateLiveTransport = (handlers: LiveTransportHandlers) => LiveTransport;

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

export type LiveConnectionOptions = {
  createTransport: CreateLiveTransport;
  /** Shows the spec's failure message (once per outage). */
  onFailure: (message: string) => void;
  /** After a reconnect: refetch every live list, pushes may have been missed. */
  onReconnected: () => void;
  /**
   * The first connection is up (at `connectedAt`): a live list read before it may have missed a push
   * made between that read and this moment, so such lists are read again.
   */
  onConnected?: (connectedAt: number) => void;
  /** The server refused the token (401): it has expired, so the operator must sign in again. */
  onUnauthorized?: () => void;
  /** A silent server for this long makes the connection "slow" (its ping is overdue). */
  slowAfterMs: number;
  /** How long "reconnected" shows before "connected". */
  reconnectedForMs?: number;
  log?: Pick<Console, 'warn'>;
  timers?: Timers;
};

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * The one live connection of a signed-in console. It starts on sign-in and stops on sign-out; after
 * a disconnect it retries on the spec's schedule (5 s doubling to 3600 s, reset on success), rejoins
 * the groups screens asked for, and asks for live lists to be refetched after a reconnect.
 */
export class LiveConnection {
  readonly #options: Required<Omit<LiveConnectionOptions, 'log' | 'timers' | 'onUnauthorized' | 'onConnected'>> &
    Pick<LiveConnectionOptions, 'onUnauthorized' | 'onConnected'> & { log: Pick<Console, 'warn'>; timers: Timers };
  readonly #transport: LiveTransport;
  readonly #listeners = new Set<() => void>();
  readonly #groups = new Map<string, { hub: HubName; groupId: string; count: number }>();
  #snapshot: LiveSnapshot = { state: 'disconnected', nextRetryAt: null };
  #attempt = 0;
  #hasConnected = false;
  #hasReportedFailure = false;
  #isStopped = true;
  #retryTimer: unknown = null;
  #slowTimer: unknown = null;
  #reconnectedTimer: unknown = null;

  constructor(options: LiveConnectionOptions) {
    this.#options = { reconnectedForMs: 3000, log: console, timers: browserTimers, ...options };
    this.#transport = options.createTransport({
      onConnect: () => this.#handleConnect(),
      onDisconnect: () => this.#handleLost(),
      onConnectError: (error) => this.#handleConnectError(error),
      onHeartbeat: () => this.#handleHeartbeat(),
    });
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): LiveSnapshot => this.#snapshot;

  start() {
    if (!this.#isStopped) return;
    this.#isStopped = false;
    this.#hasConnected = false;
    this.#hasReportedFailure = false;
    this.#attempt = 0;
    this.#set('starting');
    this.#transport.open();
  }

  stop() {
    this.#isStopped = true;
    this.#clearTimers();
    this.#transport.close();
    this.#set('disconnected');
  }

  /** The bar's 'reconnect now': try at once instead of waiting for the next scheduled attempt. */
  reconnectNow() {
    if (this.#isStopped) return;
    this.#clear('retry');
    this.#set('reconnecting');
    this.#transport.open();
  }

  on<H extends HubName, E extends HubEventName<H>>(hub: H, event: E, handler: (payload: HubPayload<H, E>) => void) {
    return this.#transport.on(hub, event, handler as (payload: unknown) => void);
  }

  /** Joins a group (e.g. a deployment id) until the returned function is called; kept across reconnects. */
  joinGroup(hub: HubName, groupId: string): () => void {
    const key = `${hub}:${groupId}`;
    const entry = this.#groups.get(key) ?? { hub, groupId, count: 0 };
    entry.count++;
    this.#groups.set(key, entry);
    if (entry.count === 1 && this.#isConnected()) void this.#request(hub, 'JoinGroup', groupId);
    return () => {
      entry.count--;
      if (entry.count > 0) return;
      this.#groups.delete(key);
      if (this.#isConnected()) void this.#request(hub, 'LeaveGroup', groupId);
    };
  }

  #isConnected() {
    const { state } = this.#snapshot;
    return state === 'connected' || state === 'slow' || state === 'reconnected';
  }

  /** doc1 §8: group join and leave failures are only logged. */
  async #request(hub: HubName, event: 'JoinGroup' | 'LeaveGroup', groupId: string) {
    try {
      const result = await this.#transport.request(hub, event, groupId);
      if (!result.isOk) this.#options.log.warn(`${event} ${groupId} on the ${hub} hub failed: ${result.reason}`);
    } catch (error) {
      this.#options.log.warn(`${event} ${groupId} on the ${hub} hub failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  #handleConnect() {
    if (this.#isStopped) return;
    this.#clear('retry');
    const isReconnect = this.#hasConnected;
    this.#hasConnected = true;
    this.#hasReportedFailure = false;
    this.#attempt = 0;
    for (const { hub, groupId } of this.#groups.values()) void this.#request(hub, 'JoinGroup', groupId);
    this.#armSlow();
    if (!isReconnect) {
      this.#set('connected');
      this.#options.onConnected?.(this.#options.timers.now());
      return;
    }
    this.#set('reconnected');
    this.#options.onReconnected();
    this.#clear('reconnected');
    this.#reconnectedTimer = this.#options.timers.setTimeout(() => {
      this.#reconnectedTimer = null;
      if (this.#snapshot.state === 'reconnected') this.#set('connected');
    }, this.#options.reconnectedForMs);
  }

  #handleLost() {
    if (this.#isStopped) return;
    this.#clear('slow');
    this.#clear('reconnected');
    this.#scheduleRetry();
  }

  #handleConnectError(error: LiveRefusalInfo) {
    if (this.#isStopped) return;
    if (error.status === 401 && this.#options.onUnauthorized) {
      this.stop();
      this.#options.onUnauthorized();
      return;
    }
    if (!this.#hasReportedFailure) {
      this.#hasReportedFailure = true;
      this.#options.log.warn(`live connection failed: ${error.reason}`);
      this.#options.onFailure(messages.live.connectionFailed);
    }
    this.#scheduleRetry();
  }

  #handleHeartbeat() {
    if (this.#isStopped) return;
    if (this.#snapshot.state === 'slow') this.#set('connected');
    if (this.#isConnected()) this.#armSlow();
  }

  #scheduleRetry() {
    this.#clear('retry');
    const delayMs = retryDelaySeconds(this.#attempt) * 1000;
    this.#attempt++;
    this.#set('disconnected', this.#options.timers.now() + delayMs);
    this.#retryTimer = this.#options.timers.setTimeout(() => {
      this.#retryTimer = null;
      if (this.#isStopped) return;
      this.#set('reconnecting');
      this.#transport.open();
    }, delayMs);
  }

  #armSlow() {
    this.#clear('slow');
    this.#slowTimer = this.#options.timers.setTimeout(() => {
      this.#slowTimer = null;
      if (this.#snapshot.state === 'connected' || this.#snapshot.state === 'reconnected') this.#set('slow');
    }, this.#options.slowAfterMs);
  }

  #clear(which: 'retry' | 'slow' | 'reconnected') {
    const { timers } = this.#options;
    switch (which) {
      case 'retry':
        if (this.#retryTimer !== null) timers.clearTimeout(this.#retryTimer);
        this.#retryTimer = null;
        return;
      case 'slow':
        if (this.#slowTimer !== null) timers.clearTimeout(this.#slowTimer);
        this.#slowTimer = null;
        return;
      case 'reconnected':
        if (this.#reconnectedTimer !== null) timers.clearTimeout(this.#reconnectedTimer);
        this.#reconnectedTimer = null;
        return;
      default: {
        const exhaustive: never = which;
        return exhaustive;
      }
    }
  }

  #clearTimers() {
    this.#clear('retry');
    this.#clear('slow');
    this.#clear('reconnected');
  }

  #set(state: LiveState, nextRetryAt: number | null = null) {
    if (this.#snapshot.state === state && this.#snapshot.nextRetryAt === nextRetryAt) return;
    this.#snapshot = { state, nextRetryAt };
    for (const listener of this.#listeners) listener();
  }
}
