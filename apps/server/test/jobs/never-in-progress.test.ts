import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { insertJob } from '../../src/jobs/job-store';
import { jobQueueName } from '../../src/jobs/jobs';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion, testJob } from '../support/jobs';

const production = seedSubscriptions[0]!.id;

/** Every way a job can end badly ends it: faulted with a reason, never left "in progress". */
describe.each(testDatabases)('a job never stays in progress, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A job recorded as if started five minutes ago and never queued, of any type. */
  const recordStale = async (type: string) => {
    const stored = await insertJob(t.db, {
      type,
      payload: {},
      name: `A ${type} job`,
      target: null,
      subscriptionId: production,
      operatorId: null,
      canRetryFailed: false,
      singletonKey: null,
      steps: [
        { name: 'First', targetId: null },
        { name: 'Second', targetId: null },
      ],
    });
    if (!stored) throw new Error('a job of no target is always recorded');
    await t.db.execute(sql`update jobs set started_at_utc = now() - interval '5 minutes' where id = ${stored.row.id}`);
    return stored.row;
  };

  /** Puts the job in the queue's own table in a final state, as pg-boss leaves it. */
  const queuedAs = async (id: string, state: 'completed' | 'failed' | 'cancelled') => {
    await t.db.execute(
      sql`insert into pgboss.job (id, name, data, state) values (${id}, ${jobQueueName}, ${JSON.stringify({ correlationId: 'x' })}::jsonb, ${state}::pgboss.job_state)`,
    );
  };

  it('faults a job of a type this server does not know, with the reason', async () => {
    const row = await recordStale('test.neverRegistered');
    await t.jobs.sweep();
    const job = await completion(t, row.correlationId);
    expect(job).toMatchObject({
      isCompleted: true,
      isFaulted: true,
      faultReason: 'This server does not know how to run "test.neverRegistered" jobs',
    });
    expect(job.steps.map((s) => s.state)).toEqual(['skipped', 'skipped']);
  });

  it('faults a job whose onCompleted throws, after its work was done', async () => {
    const definition = testJob({
      onCompleted: async () => {
        throw new Error('the customer record is locked');
      },
    });
    const started = await t.jobs.start(definition, { payload: {}, subscriptionId: production, operatorId: null });
    const job = await completion(t, started.correlationId);
    expect(job).toMatchObject({
      isCompleted: true,
      isFaulted: true,
      faultReason: "The job's work was done but recording its outcome failed: the customer record is locked",
    });
    expect(job.steps.map((s) => s.state)).toEqual(['succeeded']);
  });

  it('the sweeper faults a job the queue says completed though its steps did not finish', async () => {
    const row = await recordStale('test.completedInQueue');
    await queuedAs(row.id, 'completed');
    await t.jobs.sweep();
    const job = await completion(t, row.correlationId);
    expect(job).toMatchObject({ isFaulted: true, faultReason: 'The job ended without finishing its steps' });
    expect(job.steps.map((s) => s.state)).toEqual(['skipped', 'skipped']);
  });

  it.each(['failed', 'cancelled'] as const)(
    'the sweeper faults a job the queue %s after its attempts, with the last error',
    async (state) => {
      const row = await recordStale(`test.${state}InQueue`);
      await t.db.execute(sql`update jobs set attempts = 3, last_error = 'the platform was unreachable' where id = ${row.id}`);
      await queuedAs(row.id, state);
      await t.jobs.sweep();
      const job = await completion(t, row.correlationId);
      expect(job).toMatchObject({
        isFaulted: true,
        faultReason: 'The job could not finish after 3 attempts: the platform was unreachable',
      });
    },
  );

  it('the sweeper names the worker stopping as the cause when no attempt recorded an error', async () => {
    const row = await recordStale('test.vanishedWorker');
    await t.db.execute(sql`update jobs set attempts = 2 where id = ${row.id}`);
    await queuedAs(row.id, 'failed');
    await t.jobs.sweep();
    const job = await completion(t, row.correlationId);
    expect(job.faultReason).toBe(
      'The job could not finish after 2 attempts: its worker stopped each time it ran (the server restarted or lost its database)',
    );
  });
});
