import type { Job } from '@console/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { markFaultsSeen, readSeenFaults, unseenFaults } from './seen-faults';

const faulted = (correlationId: string, overrides: Partial<Job> = {}) =>
  ({
    correlationId,
    retryCount: 0,
    isCompleted: true,
    isFaulted: true,
    startedAtUtc: '2026-11-28T10:00:00.000Z',
    completedAtUtc: '2026-11-28T10:01:00.000Z',
    startedBy: { operatorId: 'o1', name: 'Ada Admin' },
    ...overrides,
  }) as Job;

describe('faults the operator has not been told about', () => {
  beforeEach(() => localStorage.clear());

  it('tells each fault of their own jobs once, after the browser started keeping the list', () => {
    const seen = readSeenFaults('Ada Admin', new Date('2026-11-28T10:00:30.000Z'));
    const jobs = [
      faulted('mine'),
      faulted('before', { completedAtUtc: '2026-11-28T09:00:00.000Z' }),
      faulted('theirs', { startedBy: { operatorId: 'o2', name: 'Sam Support' } }),
      faulted('running', { isCompleted: false }),
    ];
    expect(unseenFaults(jobs, 'Ada Admin', seen).map((j) => j.correlationId)).toEqual(['mine']);
    markFaultsSeen('Ada Admin', [jobs[0]!]);
    expect(unseenFaults(jobs, 'Ada Admin', readSeenFaults('Ada Admin'))).toEqual([]);
    // A retried run that faults again is a new fault.
    expect(unseenFaults([faulted('mine', { retryCount: 1 })], 'Ada Admin', readSeenFaults('Ada Admin'))).toHaveLength(1);
  });
});
