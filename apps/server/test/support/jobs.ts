import type { Job } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { jobs } from '../../src/db/schema';
import type { JobDefinition, JobStepDefinition } from '../../src/jobs/types';
import type { TestApp } from '../harness';
import { deferred, eventually } from './eventually';

/** Waits until a job is completed and returns it. */
export const completion = (t: TestApp, correlationId: string, timeoutMs = 20_000): Promise<Job> =>
  eventually(
    async () => {
      const job = await t.jobs.get(correlationId);
      if (!job?.isCompleted) throw new Error(`job ${correlationId} did not complete: ${JSON.stringify(job)}`);
      return job;
    },
    { timeoutMs },
  );

/** Waits until the job runner has finished every job started so far. */
export const settle = ({ db }: { db: Db }) =>
  eventually(async () => {
    const running = await db.select({ correlationId: jobs.correlationId }).from(jobs).where(eq(jobs.isCompleted, false));
    if (running.length > 0) throw new Error(`jobs still running: ${running.map((r) => r.correlationId).join(', ')}`);
    return true;
  });

let counter = 0;

/**
 * The one job factory of the server tests: a definition with a unique type whose steps are given
 * (default: one step that succeeds). `held` builds a job whose only step waits until `release()`.
 */
export const testJob = <P = Record<string, never>>(
  overrides: Partial<JobDefinition<P>> & { steps?: () => JobStepDefinition<P>[] } = {},
): JobDefinition<P> => {
  counter += 1;
  const type = overrides.type ?? `test.job${counter}`;
  return {
    type,
    describe: () => ({ name: `Test job ${counter}`, target: null }),
    steps: () => [{ name: 'Only step', run: async () => ({ message: 'done' }) }],
    ...overrides,
  };
};

/** A job whose one step stays running until the test calls `release()`; `isRunning` resolves when it starts. */
export const heldJob = () => {
  const gate = deferred();
  const running = deferred();
  const definition = testJob({
    steps: () => [
      {
        name: 'Wait',
        run: async () => {
          running.resolve();
          await gate.promise;
          return { message: 'released' };
        },
      },
    ],
  });
  return { definition, isRunning: running.promise, release: () => gate.resolve() };
};
