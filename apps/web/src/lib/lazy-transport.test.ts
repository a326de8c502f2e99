import { describe, expect, it, vi } from 'vitest';
import type { CreateLiveTransport, LiveTransport, LiveTransportHandlers } from './live-connection';
import { lazyTransport } from './lazy-transport';

const handlers = (): LiveTransportHandlers => ({
  onConnect: vi.fn(),
  onDisconnect: vi.fn(),
  onConnectError: vi.fn(),
  onHeartbeat: vi.fn(),
});

const fakeWire = () => {
  const calls: string[] = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const transport: LiveTransport = {
    open: () => calls.push('open'),
    close: () => calls.push('close'),
    on: (hub, event, handler) => {
      listeners.set(`${hub}:${event}`, handler);
      return () => listeners.delete(`${hub}:${event}`);
    },
    request: async () => ({ isOk: true }),
  };
  const create: CreateLiveTransport = () => transport;
  return { calls, listeners, create };
};

describe('lazy live transport', () => {
  it('applies handlers and open asked for before the wire loaded, and drops removed ones', async () => {
    const wire = fakeWire();
    let resolve!: (create: CreateLiveTransport) => void;
    const transport = lazyTransport(() => new Promise((r) => (resolve = r)))(handlers());
    const kept = vi.fn();
    transport.on('jobs', 'jobChanged', kept);
    const removed = transport.on('jobs', 'jobsDismissed', vi.fn());
    removed();
    transport.open();
    expect(wire.calls).toEqual([]);
    resolve(wire.create);
    await expect(transport.request('jobs', 'JoinGroup', 'g')).resolves.toEqual({ isOk: true });
    expect(wire.calls).toEqual(['open']);
    expect([...wire.listeners.keys()]).toEqual(['jobs:jobChanged']);
    wire.listeners.get('jobs:jobChanged')!('payload');
    expect(kept).toHaveBeenCalledWith('payload');
  });

  it('does not open a wire that was closed before it loaded', async () => {
    const wire = fakeWire();
    const transport = lazyTransport(async () => wire.create)(handlers());
    transport.open();
    transport.close();
    await transport.request('jobs', 'JoinGroup', 'g');
    expect(wire.calls).toEqual([]);
  });

  it('reports a wire that failed to load as a connection error', async () => {
    const reported = handlers();
    const transport = lazyTransport(() => Promise.reject(new Error('chunk failed')))(reported);
    await expect(transport.request('jobs', 'JoinGroup', 'g')).rejects.toThrow('chunk failed');
    expect(reported.onConnectError).toHaveBeenCalledWith({ reason: 'chunk failed' });
  });

  it('tries the load again when the connection opens after a failed load', async () => {
    const wire = fakeWire();
    let attempts = 0;
    const transport = lazyTransport(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return wire.create;
    })(handlers());
    await expect(transport.request('jobs', 'JoinGroup', 'g')).rejects.toThrow('offline');
    transport.open();
    await expect(transport.request('jobs', 'JoinGroup', 'g')).resolves.toEqual({ isOk: true });
    expect(attempts).toBe(2);
    expect(wire.calls).toEqual(['open']);
  });
});
