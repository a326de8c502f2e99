import type { Job } from '@console/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../harness';
import { holdOperationsVariable, processDatabase, startConsoleProcess, type ConsoleProcess } from '../support/console-process';
import { until } from '../support/eventually';

type JobReport = { job: Job | null; attempts: number };

const bulkOperations = ['tenant.setAzureCdn', 'tenant.moveToFrontDoor'];

describe.each(testDatabases)('bulk jobs resuming after a crash, on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('leave single-customer jobs a worker: they start while the bulk jobs still run, and every job ends once', async () => {
    const database = await processDatabase(kind, 'console-bulk-restart-');
    cleanups.push(database.drop);
    // Enough customers for a fleet of several in each subscription; four workers, as in issue 23.
    const env = { ...database.env, SEED_CUSTOMERS: '60', PLATFORM_SPEED: '0', JOBS_MONITOR_SECONDS: '1', JOBS_CONCURRENCY: '4' };
    const processes: ConsoleProcess[] = [];
    cleanups.push(async () => {
      for (const p of processes) await p.stop();
    });

    // Four bulk jobs of six customers each (few: after the crash the platform takes real time), then
    // four single-customer repairs (four platform phases each). Three operations
    // get through, then the platform holds: no job can end before the crash.
    const first = await startConsoleProcess(env);
    processes.push(first);
    await first.ask({ type: 'holdPlatformAfter', operations: 3 });
    const bulk: Job[] = [];
    for (const subscriptionIndex of [0, 1]) {
      for (const action of ['setAzureCdn', 'moveToFrontDoor'] as const) {
        bulk.push(await first.ask<Job>({ type: 'startCustomerJob', action, subscriptionIndex, customerCount: 6 }));
      }
    }
    const singles: Job[] = [];
    for (const customerIndex of [0, 1, 2, 3]) {
      singles.push(await first.ask<Job>({ type: 'startCustomerJob', action: 'repair', subscriptionIndex: 0, customerIndex }));
    }
    expect(bulk.map((j) => j.target?.type)).toEqual(['fleet', 'fleet', 'fleet', 'fleet']);
    expect(singles.map((j) => j.target?.type)).toEqual(['customer', 'customer', 'customer', 'customer']);
    await until(
      () => first.ask<number>({ type: 'heldOperations' }),
      (held) => held >= 2,
    );
    for (const job of [...bulk, ...singles]) {
      const report = await first.ask<JobReport>({ type: 'job', correlationId: job.correlationId });
      expect(report.job!.isCompleted).toBe(false);
    }
    await first.crash();

    // The next process holds every bulk operation from its start: the bulk jobs resume and keep
    // their workers for as long as this test wants. Its platform takes a third of realistic time, so
    // a bulk job resumed before the hold is in place gets no further than its first customer.
    const second = await startConsoleProcess({
      ...env,
      PLATFORM_SPEED: '3',
      [holdOperationsVariable]: bulkOperations.join(','),
    });
    processes.push(second);
    const report = (job: Job) => second.ask<JobReport>({ type: 'job', correlationId: job.correlationId });
    const areBulkRunning = async () => {
      const reports = await Promise.all(bulk.map(report));
      return reports.every((r) => r.job?.isCompleted === false);
    };

    // The single-customer jobs of before the crash end while every bulk job still runs. (A dead
    // worker's claim lapses after pg-boss's 10 s heartbeat on PostgreSQL: allow for it.)
    for (const job of singles) {
      const done = await until(
        () => report(job),
        (r) => r.job?.isCompleted === true,
        { timeoutMs: 60_000 },
      );
      expect(done.job).toMatchObject({ isFaulted: false });
    }
    expect(await areBulkRunning()).toBe(true);

    // Wait until no bulk job is still claimed by the dead process: each is held at the platform here,
    // or waits in the queue for a worker. Every worker the bulk jobs can get is then theirs.
    await until(
      async () => {
        const held = new Set(await second.ask<string[]>({ type: 'heldJobs' }));
        const states = await second.ask<Record<string, string>>({ type: 'queueStates', ids: bulk.map((j) => j.id) });
        return bulk.map((j) => (held.has(j.correlationId) ? 'held' : states[j.id]));
      },
      (states) => states.every((s) => s === 'held' || s === 'created' || s === 'retry') && states.includes('held'),
      { timeoutMs: 60_000 },
    );

    // A repair started now begins, and ends, while the bulk jobs are still running.
    const late = await second.ask<Job>({ type: 'startCustomerJob', action: 'repair', subscriptionIndex: 0, customerIndex: 4 });
    expect(late.target?.type).toBe('customer');
    const lateDone = await until(
      () => report(late),
      (r) => r.job?.isCompleted === true,
      { timeoutMs: 30_000 },
    );
    expect(lateDone.job).toMatchObject({ isFaulted: false });
    expect(await areBulkRunning()).toBe(true);

    // Let the bulk jobs through: each ends, once, with every customer's operation applied once.
    await second.ask({ type: 'releasePlatform' });
    for (const job of bulk) {
      const done = await until(
        () => report(job),
        (r) => r.job?.isCompleted === true,
        { timeoutMs: 90_000 },
      );
      expect(done.job).toMatchObject({ isFaulted: false, faultReason: null });
      expect(done.job!.steps.every((s) => s.state === 'succeeded')).toBe(true);
      for (const step of done.job!.steps) {
        const operations = await second.ask<{ operationId: string }[]>({ type: 'operations', stepId: step.id });
        expect(operations.map((o) => o.operationId).sort()).toEqual([`${step.id}#0`, `${step.id}#1`]);
      }
    }
    for (const job of [...singles, late]) {
      const { job: done } = await report(job);
      expect(done!.steps.every((s) => s.state === 'succeeded')).toBe(true);
      for (const step of done!.steps) {
        const operations = await second.ask<{ operationId: string }[]>({ type: 'operations', stepId: step.id });
        expect(operations.map((o) => o.operationId)).toEqual([step.id]);
      }
    }
    // Two console processes start here, and bulk jobs run: on a loaded 2-core machine that takes a while.
  }, 300_000);
});
