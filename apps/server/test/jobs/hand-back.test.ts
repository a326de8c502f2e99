import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { createJobs } from '../../src/jobs/jobs';
import { defaultJobsSettings } from '../../src/jobs/settings';
import type { JobsRuntime } from '../../src/jobs/types';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { deferred, eventually } from '../support/eventually';
import { completion, testJob } from '../support/jobs';

const production = seedSubscriptions[0]!.id;

/**
 * SIGTERM closes the server (main.ts → server.close → jobs.stop): a running job is given back to the
 * queue unfinished, not faulted and not left claimed, and the next worker finishes it.
 */
describe.each(testDatabases)('graceful hand-back on shutdown, on %s', (kind) => {
  let t: TestApp;
  let next: JobsRuntime | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await next?.stop();
    await t?.close();
  });

  it('gives a running job back between steps and the next worker finishes it', async () => {
    const isRunning = deferred();
    const aborted = deferred();
    let firstRuns = 0;
    const definition = testJob({
      steps: () => [
        {
          name: 'First',
          run: async ({ signal }) => {
            firstRuns++;
            if (firstRuns === 1) {
              isRunning.resolve();
              // Finishes its work only once the shutdown has asked for the job back.
              await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
              aborted.resolve();
            }
            return { message: 'first done' };
          },
        },
        { name: 'Second', run: async () => ({ message: 'second done' }) },
      ],
    });
    const started = await t.jobs.start(definition, { payload: {}, subscriptionId: production, operatorId: null });
    await isRunning.promise;

    await t.jobs.stop();
    await aborted.promise;
    // The step that was running records its outcome; the next one is left for whoever resumes the job.
    const handedBack = await eventually(async () => {
      const job = await t.jobs.get(started.correlationId);
      expect(job!.steps.map((s) => s.state)).toEqual(['succeeded', 'pending']);
      return job!;
    });
    expect(handedBack).toMatchObject({ isCompleted: false, isFaulted: false });

    // The next process (here: a second job runtime on the same database) resumes and finishes it.
    next = createJobs({
      database: t.database,
      platform: t.platform,
      live: t.live,
      log: t.server.log,
      settings: { ...defaultJobsSettings, monitorSeconds: 1 },
    });
    next.register(definition);
    await next.startWorking();
    const job = await eventually(async () => completion(t, started.correlationId), { timeoutMs: 45_000 });
    expect(job).toMatchObject({ isCompleted: true, isFaulted: false });
    expect(job.steps.map((s) => [s.name, s.state])).toEqual([
      ['First', 'succeeded'],
      ['Second', 'succeeded'],
    ]);
    // The finished step kept its outcome: the resumed job did not run it again.
    expect(firstRuns).toBe(1);
  }, 90_000);
});
