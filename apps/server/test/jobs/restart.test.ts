import type { Job } from '@console/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { processDatabase, startConsoleProcess, type ConsoleProcess } from '../support/console-process';
import { testDatabases } from '../harness';
import { until } from '../support/eventually';

type JobReport = { job: Job | null; attempts: number };

describe.each(testDatabases)('a job survives its worker dying, on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('resumes after the worker is killed mid-job and completes, never staying in progress', async () => {
    const database = await processDatabase(kind, 'console-restart-');
    cleanups.push(database.drop);
    const { env } = database;
    const processes: ConsoleProcess[] = [];
    cleanups.push(async () => {
      for (const p of processes) await p.stop();
    });

    // The first process lets four platform operations through (two steps), then holds the rest: it
    // dies with the job certainly midway, whatever the machine's speed.
    const first = await startConsoleProcess({ ...env, PLATFORM_SPEED: '0', JOBS_MONITOR_SECONDS: '1' });
    processes.push(first);
    await first.ask({ type: 'holdPlatformAfter', operations: 4 });
    const started = await first.ask<Job>({ type: 'startSelfTest', subscriptionIndex: 0 });
    expect(started.steps.length).toBeGreaterThan(4);
    await until(
      () => first.ask<number>({ type: 'heldOperations' }),
      (held) => held > 0,
    );
    const midway = await first.ask<JobReport>({ type: 'job', correlationId: started.correlationId });
    expect(midway.job!.steps.filter((s) => s.state === 'succeeded').length).toBeGreaterThanOrEqual(2);
    expect(midway.job!.isCompleted).toBe(false);
    await first.crash();

    // The next process finishes at full speed.
    const second = await startConsoleProcess({ ...env, PLATFORM_SPEED: '0', JOBS_MONITOR_SECONDS: '1' });
    processes.push(second);
    const done = await until(
      () => second.ask<JobReport>({ type: 'job', correlationId: started.correlationId }),
      (r) => r.job?.isCompleted === true,
    );
    expect(done.job).toMatchObject({ isCompleted: true, isFaulted: false, faultReason: null });
    expect(done.job!.steps.every((s) => s.state === 'succeeded')).toBe(true);
    expect(done.attempts).toBe(2);
    // Steps that finished before the crash kept their outcome; every phase took effect exactly once.
    const before = midway.job!.steps.filter((s) => s.state === 'succeeded');
    for (const step of before) {
      const after = done.job!.steps.find((s) => s.id === step.id)!;
      expect(after.completedAtUtc).toBe(step.completedAtUtc);
    }
    for (const step of done.job!.steps.slice(1)) {
      const operations = await second.ask<{ operationId: string }[]>({ type: 'operations', stepId: step.id });
      expect(operations.map((o) => o.operationId).sort()).toEqual([`${step.id}#0`, `${step.id}#1`]);
    }
    // Two console processes start here: on a loaded 2-core machine that can take a while.
  }, 120_000);
});
