import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countFields, countProblem, crossProblems, defaultCounts, watchStale, withStatus } from './performance-check-rules';

describe('the stale flag of a result page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is raised when 5000 ms pass with no known status', () => {
    const changes: boolean[] = [];
    watchStale({ onChange: (isStale) => changes.push(isStale) });
    vi.advanceTimersByTime(4999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('waits again from each known status, and is lowered by one', () => {
    const changes: boolean[] = [];
    const watch = watchStale({ onChange: (isStale) => changes.push(isStale) });
    vi.advanceTimersByTime(4000);
    watch.known();
    vi.advanceTimersByTime(4000);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
    watch.known();
    expect(changes).toEqual([true, false]);
  });

  it('is never raised once the check finished', () => {
    const changes: boolean[] = [];
    const watch = watchStale({ onChange: (isStale) => changes.push(isStale) });
    watch.finished();
    watch.known();
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([]);
  });
});

describe('launch fields', () => {
  it('start at the spec defaults', () => {
    expect(defaultCounts('standard')).toEqual({ baseLoad: 5, targetAttendees: 200, arrivingConcurrently: 4 });
    expect(defaultCounts('pageHit')).toEqual({ totalUsers: 200, concurrentUsers: 4 });
    expect(defaultCounts('hardware')).toEqual({ allowedSecondsPerRegistration: 20 });
  });

  it('name the field of a problem', () => {
    const [baseLoad] = countFields.standard;
    expect(countProblem(baseLoad!, 0)).toBe('Base load must be at least 1.');
    expect(countProblem(baseLoad!, '')).toBe('Base load is required.');
    expect(countProblem(baseLoad!, 2.5)).toBe('Base load must be a whole number.');
    expect(countProblem(baseLoad!, 5)).toBeNull();
    expect(crossProblems('pageHit', { totalUsers: 3, concurrentUsers: 4 })).toEqual({
      concurrentUsers: 'Concurrent users must be at most the total users.',
    });
  });
});

it('keeps a pushed status once, in time order, and at most 20', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  const statuses = Array.from({ length: 20 }, (_, i) => ({ status: `S${i}`, atUtc: at(i) }));
  expect(withStatus(statuses, statuses[3]!)).toBe(statuses);
  const next = withStatus(statuses, { status: 'S20', atUtc: at(20) });
  expect(next).toHaveLength(20);
  expect(next[0]!.status).toBe('S1');
  expect(next.at(-1)!.status).toBe('S20');
});
