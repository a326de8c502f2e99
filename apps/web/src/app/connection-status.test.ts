import { describe, expect, it } from 'vitest';
import { describeConnection, formatWait } from './connection-status';

describe('describeConnection', () => {
  it('names each state, with the wait before the next attempt when disconnected', () => {
    const now = 1_000_000;
    expect(describeConnection({ state: 'starting', nextRetryAt: null }, now)).toBe('Connecting to live updates…');
    expect(describeConnection({ state: 'connected', nextRetryAt: null }, now)).toBe('Live updates connected');
    expect(describeConnection({ state: 'slow', nextRetryAt: null }, now)).toBe('Live updates are slow to arrive');
    expect(describeConnection({ state: 'reconnecting', nextRetryAt: null }, now)).toBe('Reconnecting to live updates…');
    expect(describeConnection({ state: 'reconnected', nextRetryAt: null }, now)).toBe('Reconnected; lists refreshed');
    expect(describeConnection({ state: 'disconnected', nextRetryAt: now + 4200 }, now)).toBe(
      'Disconnected from live updates; retrying in 5 s',
    );
  });

  it('writes long waits in minutes and hours', () => {
    expect(formatWait(59.2)).toBe('60 s');
    expect(formatWait(640)).toBe('11 min');
    expect(formatWait(3600)).toBe('1 h');
  });
});
