import type { Job, JobPush, JobStep, LiveEntityChange } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  applyJobChange,
  applyStepChange,
  describeSteps,
  isMissingJob,
  describeSummary,
  jobProgress,
  jobTargetPath,
  matchesFilter,
  mergeFetchedJobs,
  summarizeJobs,
} from './jobs-cache';

const step = (position: number, state: JobStep['state'], correlationId = 'c1'): JobStep => ({
  id: `${correlationId}-s${position}`,
  jobCorrelationId: correlationId,
  position,
  name: `Step ${position}`,
  targetId: null,
  state,
  message: null,
  startedAtUtc: null,
  completedAtUtc: null,
});

const job = (correlationId: string, overrides: Partial<Job> = {}): Job => ({
  id: `id-${correlationId}`,
  correlationId,
  type: 'test',
  name: `Job ${correlationId}`,
  target: null,
  startedAtUtc: '2026-11-21T10:00:00.000Z',
  completedAtUtc: null,
  isCompleted: false,
  isFaulted: false,
  canRetryFailed: false,
  canRetry: false,
  retryFrom: 'start',
  retryCount: 0,
  canCancel: false,
  cancelRequestedBy: null,
  faultReason: null,
  startedBy: null,
  steps: [step(0, 'pending', correlationId), step(1, 'pending', correlationId)],
  ...overrides,
});

/** A job as the server pushes it after adding it: without its steps. */
const pushed = (correlationId: string, overrides: Partial<Job> = {}): JobPush => {
  const entity: JobPush = job(correlationId, overrides);
  delete entity.steps;
  return entity;
};

describe('applyJobChange', () => {
  it('adds a new job newest first, replaces a changed one, and drops a removed one', () => {
    const older = job('a', { startedAtUtc: '2026-11-21T09:00:00.000Z' });
    let list = applyJobChange({ jobs: [older] }, { change: 'added', entity: job('b') });
    expect(list!.jobs.map((j) => j.correlationId)).toEqual(['b', 'a']);
    list = applyJobChange(list, {
      change: 'changed',
      entity: pushed('b', { isCompleted: true, isFaulted: true, faultReason: 'x' }),
    });
    expect(list!.jobs[0]).toMatchObject({ isCompleted: true, isFaulted: true, faultReason: 'x' });
    list = applyJobChange(list, { change: 'removed', entity: pushed('b') });
    expect(list!.jobs.map((j) => j.correlationId)).toEqual(['a']);
  });

  it('never turns a completed job back into a running one (a late push)', () => {
    const done = job('a', { isCompleted: true, steps: [step(0, 'succeeded', 'a'), step(1, 'succeeded', 'a')] });
    const list = applyJobChange({ jobs: [done] }, { change: 'changed', entity: job('a') });
    expect(list!.jobs[0]).toMatchObject({ isCompleted: true });
    expect(list!.jobs[0]!.steps.map((s) => s.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('builds from the pushes of a job the same job a fetch answers once it is done', () => {
    const finalSteps = [
      {
        ...step(0, 'succeeded'),
        message: 'one',
        startedAtUtc: '2026-11-21T10:00:01.000Z',
        completedAtUtc: '2026-11-21T10:00:02.000Z',
      },
      {
        ...step(1, 'failed'),
        message: 'two',
        startedAtUtc: '2026-11-21T10:00:02.000Z',
        completedAtUtc: '2026-11-21T10:00:03.000Z',
      },
    ];
    const ended = { isCompleted: true, isFaulted: true, faultReason: 'Step 1: two', completedAtUtc: '2026-11-21T10:00:03.000Z' };
    let list = applyJobChange({ jobs: [] }, { change: 'added', entity: job('c1') });
    for (const s of finalSteps) {
      list = applyStepChange(list, { change: 'changed', entity: { ...s, state: 'running', completedAtUtc: null } });
    }
    list = applyStepChange(list, { change: 'changed', entity: finalSteps[0]! });
    // The last step's end comes inside the job's completion push, not on its own.
    list = applyJobChange(list, {
      change: 'changed',
      entity: { ...pushed('c1', { ...ended, canRetryFailed: true }), steps: [finalSteps[1]!] },
    });
    expect(list).toEqual({ jobs: [job('c1', { ...ended, canRetryFailed: true, steps: finalSteps })] });
  });

  it('merges the steps a completion push carries by id and keeps the others', () => {
    const running = job('c1', { steps: [step(0, 'succeeded'), step(1, 'running'), step(2, 'pending')] });
    const list = applyJobChange(
      { jobs: [running] },
      {
        change: 'changed',
        entity: { ...pushed('c1', { isCompleted: true, isFaulted: true }), steps: [step(1, 'failed'), step(2, 'skipped')] },
      },
    );
    expect(list!.jobs[0]!.steps.map((s) => s.state)).toEqual(['succeeded', 'failed', 'skipped']);
    // A late copy with an earlier state of a step does not undo it.
    const late = applyJobChange(list, { change: 'changed', entity: { ...pushed('c1'), steps: [step(1, 'running')] } });
    expect(late!.jobs[0]!.steps.map((s) => s.state)).toEqual(['succeeded', 'failed', 'skipped']);
    expect(late!.jobs[0]!.isCompleted).toBe(true);
  });

  it('reads the list again for a job it lacks when the push has no steps to show', () => {
    const list = { jobs: [job('a')] };
    const late = { change: 'changed', entity: pushed('b', { isCompleted: true }) } as const;
    expect(isMissingJob(list, late)).toBe(true);
    expect(applyJobChange(list, late)).toBe(list);
    // A completion push carries only the steps that ended with the job: not enough to show it.
    const ending: LiveEntityChange<JobPush> = {
      change: 'changed',
      entity: { ...pushed('b', { isCompleted: true }), steps: [step(1, 'succeeded', 'b')] },
    };
    expect(isMissingJob(list, ending)).toBe(true);
    expect(applyJobChange(list, ending)).toBe(list);
    expect(isMissingJob(list, { change: 'changed', entity: pushed('a') })).toBe(false);
    expect(isMissingJob(list, { change: 'added', entity: job('b') })).toBe(false);
    expect(isMissingJob(list, { change: 'removed', entity: pushed('b') })).toBe(false);
    expect(isMissingJob(undefined, late)).toBe(false);
  });

  it('leaves an unloaded list to the fetch', () => {
    expect(applyJobChange(undefined, { change: 'added', entity: job('a') })).toBeUndefined();
  });
});

describe('applyStepChange', () => {
  it('updates the step in its job and ignores one that would go backwards', () => {
    let list = applyStepChange({ jobs: [job('a')] }, { change: 'changed', entity: step(0, 'running', 'a') });
    list = applyStepChange(list, { change: 'changed', entity: step(0, 'succeeded', 'a') });
    list = applyStepChange(list, { change: 'changed', entity: step(0, 'running', 'a') });
    expect(list!.jobs[0]!.steps.map((s) => s.state)).toEqual(['succeeded', 'pending']);
  });

  it('returns the same list for a step of an unknown job', () => {
    const list = { jobs: [job('a')] };
    expect(applyStepChange(list, { change: 'changed', entity: step(0, 'running', 'zzz') })).toBe(list);
  });
});

describe('mergeFetchedJobs', () => {
  it('keeps what pushes brought during the fetch: further steps and jobs started since', () => {
    const cached = {
      jobs: [
        job('new', { startedAtUtc: '2026-11-21T10:00:05.000Z' }),
        job('a', { steps: [step(0, 'succeeded', 'a'), step(1, 'running', 'a')] }),
        job('gone', { startedAtUtc: '2026-11-21T08:00:00.000Z' }),
      ],
    };
    const fetched = { jobs: [job('a', { steps: [step(0, 'running', 'a'), step(1, 'pending', 'a')] })] };
    const merged = mergeFetchedJobs(fetched, cached, '2026-11-21T10:00:01.000Z');
    expect(merged.jobs.map((j) => j.correlationId)).toEqual(['new', 'a']);
    expect(merged.jobs[1]!.steps.map((s) => s.state)).toEqual(['succeeded', 'running']);
  });
});

describe('summaries, filters, progress and links', () => {
  const jobs = [
    job('r'),
    job('s', { isCompleted: true }),
    job('f', { isCompleted: true, isFaulted: true }),
    job('s2', { isCompleted: true }),
  ];

  it('counts jobs by status and says so in one line', () => {
    expect(summarizeJobs(jobs)).toEqual({ inProgress: 1, succeeded: 2, faulted: 1, completed: 3, total: 4 });
    expect(describeSummary(summarizeJobs(jobs))).toBe('1 in progress, 2 succeeded, 1 faulted');
    expect(describeSummary(summarizeJobs([]))).toBe('No jobs');
  });

  it('filters in progress, completed, succeeded and faulted', () => {
    const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
      jobs.filter((j) => matchesFilter(j, filter)).map((j) => j.correlationId);
    expect(ids('all')).toEqual(['r', 's', 'f', 's2']);
    expect(ids('inProgress')).toEqual(['r']);
    expect(ids('completed')).toEqual(['s', 'f', 's2']);
    expect(ids('succeeded')).toEqual(['s', 's2']);
    expect(ids('faulted')).toEqual(['f']);
  });

  it('counts any finished step as progress', () => {
    expect(
      jobProgress(job('p', { steps: [step(0, 'failed'), step(1, 'skipped'), step(2, 'running'), step(3, 'pending')] })),
    ).toEqual({
      done: 2,
      total: 4,
      percent: 50,
    });
  });

  it('links a customer, and a deployment through its customer', () => {
    expect(jobTargetPath({ type: 'customer', id: 'c 1', name: 'acme' })).toBe('/customers/c%201');
    expect(jobTargetPath({ type: 'deployment', id: 'd1', name: 'acme', customerId: 'c1' })).toBe('/customers/c1');
    expect(jobTargetPath({ type: 'deployment', id: 'd1', name: 'acme' })).toBeNull();
    expect(jobTargetPath({ type: 'fleet', id: 'sub', name: 'Production fleet' })).toBeNull();
    expect(jobTargetPath(null)).toBeNull();
  });
});

describe('describeSteps', () => {
  it('does not count failed and skipped steps as done', () => {
    const faulted = job('f', {
      isCompleted: true,
      isFaulted: true,
      steps: [step(0, 'succeeded', 'f'), step(1, 'succeeded', 'f'), step(2, 'failed', 'f'), step(3, 'skipped', 'f')],
    });
    expect(describeSteps(faulted)).toBe('2 of 4 steps succeeded, 1 failed, 1 skipped');
  });
  it('counts finished steps of a running job and all of a succeeded one', () => {
    expect(describeSteps(job('r', { steps: [step(0, 'succeeded', 'r'), step(1, 'running', 'r')] }))).toBe('1 of 2 steps done');
    expect(describeSteps(job('s', { isCompleted: true, steps: [step(0, 'succeeded', 's')] }))).toBe('1 of 1 step succeeded');
  });
});

describe('a retried job (issue 25, item 4)', () => {
  const faulted = job('c1', {
    isCompleted: true,
    isFaulted: true,
    canRetry: true,
    steps: [step(0, 'succeeded'), step(1, 'failed')],
  });
  const rerun = { ...step(1, 'pending'), id: 'c1-s1-again' };

  it('replaces the faulted run with the newer one and its new steps', () => {
    const list = applyJobChange(
      { jobs: [faulted] },
      {
        change: 'changed',
        entity: { ...faulted, isCompleted: false, isFaulted: false, retryCount: 1, steps: [step(0, 'succeeded'), rerun] },
      },
    );
    expect(list?.jobs[0]).toMatchObject({ isCompleted: false, retryCount: 1 });
    expect(list?.jobs[0]?.steps.map((s) => [s.id, s.state])).toEqual([
      ['c1-s0', 'succeeded'],
      ['c1-s1-again', 'pending'],
    ]);
  });

  it('keeps the newer run when news of the older one arrives late', () => {
    const newer = job('c1', { retryCount: 1, steps: [step(0, 'succeeded'), rerun] });
    const list = applyJobChange({ jobs: [newer] }, { change: 'changed', entity: { ...faulted, steps: undefined } });
    expect(list?.jobs[0]).toBe(newer);
  });
});
