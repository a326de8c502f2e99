import { describe, expect, it } from 'vitest';
import { isStartedHere, rememberStartedJob, startedJobOf } from './started-jobs';

const job = { correlationId: 'c-1', steps: [], isFaulted: false, name: 'Repair acme' };

describe('started jobs', () => {
  it('finds the job in an answer that is a job or carries one', () => {
    expect(startedJobOf(job)).toBe(job);
    expect(startedJobOf({ customer: {}, job })).toBe(job);
    expect(startedJobOf({ customer: {} })).toBeNull();
    expect(startedJobOf(null)).toBeNull();
  });
  it('remembers only jobs that were started here', () => {
    rememberStartedJob({ job: { ...job, correlationId: 'c-2' } });
    rememberStartedJob({ updated: true });
    expect(isStartedHere('c-2')).toBe(true);
    expect(isStartedHere('c-3')).toBe(false);
  });
});
