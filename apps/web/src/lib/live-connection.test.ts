import { messages } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveTransport, type LiveTransportHandlers } from './live-connection';
import { retryDelaySeconds } from './live-schedule';

describe('retryDelaySeconds (doc1 §4)', () => {
  it('is 5 s, then doubles, capped at 3600 s', () => {
    expect(Array.from({ length: 12 }, (_, attempt) => retryDelaySeconds(attempt))).toEqual([
      5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600,
    ]);
    expect(retryDelaySeconds(60)).toBe(3600);
  });
});

/** A transport the test drives: it records opens and closes, and reports what the test says. */
const fakeTransport = () => {
  let handlers!: LiveTransportHandlers;
  const requests: string[] = [];
  const transport: LiveTransport & { opens: number; closes: number } = {
    opens: 0,
    closes: 0,
    open: () => void transport.opens++,
    close: () => void transport.closes++,
    on: () => () => undefined,
    request: async (hub, event, groupId) => {
      requests.push(`${event} ${hub} ${groupId}`);
      return groupId === 'refused' ? { isOk: false, reason: 'no such group' } : { isOk: true };
    },
  };
  return {
    transport,
    requests,
    create: (h: LiveTransportHandlers) => {
      handlers = h;
      return transport;
    },
    get handlers() {
      return handlers;
    },
  };
};

const setup = () => {
  const fake = fakeTransport();
  const onFailure = vi.fn();
  const onReconnected = vi.fn();
  const onConnected = vi.fn();
  const log = { warn: vi.fn() };
  const connection = new LiveConnection({
    createTransport: fake.create,
    onFailure,
    onReconnected,
    onConnected,
    slowAfterMs: 15_000,
    reconnectedForMs: 3000,
    log,
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never), now: () => Date.now() },
  });
  const states: string[] = [];
  connection.subscribe(() => states.push(connection.getSnapshot().state));
  return { fake, connection, onFailure, onReconnected, onConnected, log, states };
};

describe('LiveConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes starting → connected on sign-in and disconnected on sign-out, closing the wire', () => {
    const { fake, connection, states } = setup();
    connection.start();
    expect(fake.transport.opens).toBe(1);
    fake.handlers.onConnect();
    connection.stop();
    expect(states).toEqual(['starting', 'connected', 'disconnected']);
    expect(fake.transport.closes).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(fake.transport.opens).toBe(1);
  });

  it('retries after 5, 10, 20 … s up to 3600 s, and resets the delay after a success', () => {
    const { fake, connection } = setup();
    connection.start();
    fake.handlers.onConnect();
    fake.handlers.onDisconnect('transport close');

    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const opens = fake.transport.opens;
      const { nextRetryAt } = connection.getSnapshot();
      const wait = nextRetryAt! - Date.now();
      vi.advanceTimersByTime(wait - 1);
      expect(fake.transport.opens).toBe(opens);
      vi.advanceTimersByTime(1);
      expect(fake.transport.opens).toBe(opens + 1);
      expect(connection.getSnapshot().state).toBe('reconnecting');
      waits.push(wait / 1000);
      fake.handlers.onConnectError({ reason: 'server unreachable' });
      expect(connection.getSnapshot().state).toBe('disconnected');
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600]);

    vi.advanceTimersByTime(3600_000);
    fake.handlers.onConnect();
    fake.handlers.onDisconnect('transport close');
    expect(connection.getSnapshot().nextRetryAt! - Date.now()).toBe(5000);
  });

  it('says it reconnected, asks for live lists to refetch, then settles on connected', () => {
    const { fake, connection, onReconnected, onConnected, states } = setup();
    connection.start();
    fake.handlers.onConnect();
    // The first connection asks for the lists read before it, with the moment it came up.
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledWith(Date.now());
    expect(onReconnected).not.toHaveBeenCalled();
    fake.handlers.onDisconnect('transport close');
    vi.advanceTimersByTime(5000);
    fake.handlers.onConnect();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(states).toEqual(['starting', 'connected', 'disconnected', 'reconnecting', 'reconnected', 'connected']);
  });

  it("shows the spec's failure message once per outage", () => {
    const { fake, connection, onFailure } = setup();
    connection.start();
    fake.handlers.onConnectError({ status: 401, reason: 'The token is invalid or has expired' });
    vi.advanceTimersByTime(5000);
    fake.handlers.onConnectError({ reason: 'again' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(messages.live.connectionFailed);
    vi.advanceTimersByTime(10_000);
    fake.handlers.onConnect();
    fake.handlers.onDisconnect('transport close');
    vi.advanceTimersByTime(5000);
    fake.handlers.onConnectError({ reason: 'down again' });
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('stops and hands over to sign-in when the server refuses the token', () => {
    const fake = fakeTransport();
    const onUnauthorized = vi.fn();
    const onFailure = vi.fn();
    const connection = new LiveConnection({
      createTransport: fake.create,
      onFailure,
      onReconnected: () => undefined,
      onUnauthorized,
      slowAfterMs: 15_000,
      log: { warn: vi.fn() },
    });
    connection.start();
    fake.handlers.onConnectError({ status: 401, reason: 'The token is invalid or has expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(fake.transport.closes).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(fake.transport.opens).toBe(1);
  });

  it("tries at once on 'reconnect now' and keeps the schedule if that fails too", () => {
    const { fake, connection } = setup();
    connection.start();
    fake.handlers.onConnect();
    fake.handlers.onDisconnect('transport close');
    vi.advanceTimersByTime(5000);
    fake.handlers.onConnectError({ reason: 'down' });
    expect(connection.getSnapshot().nextRetryAt! - Date.now()).toBe(10_000);
    connection.reconnectNow();
    expect(connection.getSnapshot().state).toBe('reconnecting');
    expect(fake.transport.opens).toBe(3);
    fake.handlers.onConnectError({ reason: 'still down' });
    expect(connection.getSnapshot().nextRetryAt! - Date.now()).toBe(20_000);
  });

  it('is slow when the server misses its ping, and connected again when it arrives', () => {
    const { fake, connection, states } = setup();
    connection.start();
    fake.handlers.onConnect();
    vi.advanceTimersByTime(10_000);
    fake.handlers.onHeartbeat();
    vi.advanceTimersByTime(14_999);
    expect(connection.getSnapshot().state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(connection.getSnapshot().state).toBe('slow');
    fake.handlers.onHeartbeat();
    expect(states).toEqual(['starting', 'connected', 'slow', 'connected']);
  });

  it('joins groups now and after every reconnect, leaves them, and only logs a refused join', async () => {
    const { fake, connection, log } = setup();
    connection.start();
    const leave = connection.joinGroup('computeMigrations', 'd1');
    expect(fake.requests).toEqual([]);
    fake.handlers.onConnect();
    connection.joinGroup('deploymentControllers', 'refused');
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith('JoinGroup refused on the deploymentControllers hub failed: no such group'),
    );
    fake.handlers.onDisconnect('transport close');
    vi.advanceTimersByTime(5000);
    fake.handlers.onConnect();
    leave();
    expect(fake.requests).toEqual([
      'JoinGroup computeMigrations d1',
      'JoinGroup deploymentControllers refused',
      'JoinGroup computeMigrations d1',
      'JoinGroup deploymentControllers refused',
      'LeaveGroup computeMigrations d1',
    ]);
  });
});
