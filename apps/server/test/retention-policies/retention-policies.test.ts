import type { Job, RetentionPolicy } from '@console/contract';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, errorEvents, jobs, jobSteps } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion } from '../support/jobs';
import { runDuePolicies } from '../../src/features/retention-policies/service';

const subscriptionId = seedSubscriptions[0]!.id;
const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('retention policies on %s', (kind) => {
  let t: TestApp;
  const list = async () => {
    const response = await t.callAs({
      operator: 'support',
      subscriptionId,
      method: 'GET',
      url: '/api/operations/retentionpolicies',
    });
    expect(response.status).toBe(200);
    return response.body as RetentionPolicy[];
  };
  const runAll = () => t.callAs({ subscriptionId, method: 'POST', url: '/api/operations/retentionpolicies/runall' });

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded policies, never run yet', async () => {
    const policies = await list();
    expect(policies.map((p) => [p.target, p.keepForDays])).toEqual(
      expect.arrayContaining([
        ['errorEvents', 30],
        ['auditEvents', 400],
        ['jobHistory', 90],
        ['desiredStateInvestigations', 180],
      ]),
    );
    for (const policy of policies) {
      expect(policy.lastRunAtUtc).toBeNull();
      expect(policy.nextRunAtUtc).toEqual(expect.any(String));
    }
  });

  it('run all removes rows past each period, keeps newer ones, and records the run', async () => {
    const now = Date.now();
    const old = Array.from({ length: 12 }, (_, i) => ({
      at: new Date(now - (31 + i) * day),
      source: 'server' as const,
      message: `retention test old ${i}`,
    }));
    const recent = { at: new Date(now - 2 * day), source: 'server' as const, message: 'retention test recent' };
    await t.db.insert(errorEvents).values([...old, recent]);
    // A job that ended long ago, with a step: both go.
    const [ancient] = await t.db
      .insert(jobs)
      .values({
        correlationId: crypto.randomUUID(),
        name: 'An old job',
        isCompleted: true,
        startedAtUtc: new Date(now - 200 * day),
        completedAtUtc: new Date(now - 200 * day),
      })
      .returning();
    await t.db
      .insert(jobSteps)
      .values({ jobCorrelationId: ancient!.correlationId, position: 0, name: 'Old step', state: 'succeeded' });

    const started = await runAll();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { job } = started.body as { job: Job };
    const done = await completion(t, job.correlationId);
    expect(done.isFaulted, JSON.stringify(done)).toBe(false);
    expect(done.steps).toHaveLength(4);

    const messages = await t.db
      .select({ message: errorEvents.message })
      .from(errorEvents)
      .where(like(errorEvents.message, 'retention test%'));
    expect(messages.map((m) => m.message)).toEqual(['retention test recent']);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, ancient!.id))).toEqual([]);
    expect(await t.db.select().from(jobSteps).where(eq(jobSteps.jobCorrelationId, ancient!.correlationId))).toEqual([]);

    const policies = await list();
    const errors = policies.find((p) => p.target === 'errorEvents')!;
    expect(errors.lastRunAtUtc).not.toBeNull();
    expect(errors.lastRunRowsRemoved).toBeGreaterThanOrEqual(12);
    expect(new Date(errors.nextRunAtUtc).getTime()).toBeGreaterThan(new Date(errors.lastRunAtUtc!).getTime());
    expect(policies.find((p) => p.target === 'jobHistory')!.lastRunRowsRemoved).toBeGreaterThanOrEqual(1);
  });

  it('runs one run-all at a time: a start while one runs is a 409 naming it', async () => {
    // A run-all that is still going (any subscription's), written as the job runner keeps it.
    const [running] = await t.db
      .insert(jobs)
      .values({
        correlationId: crypto.randomUUID(),
        type: 'retention.runAll',
        name: 'Run every retention policy',
        startedByName: 'Ada',
      })
      .returning();
    try {
      const refused = await runAll();
      expect(refused.status).toBe(409);
      expect(refused.reason).toContain('already running (started by Ada)');
      expect(refused.body).toMatchObject({ runningJobCorrelationId: running!.correlationId });
    } finally {
      await t.db.delete(jobs).where(eq(jobs.id, running!.id));
    }
  });

  it('the scheduled run removes exactly the rows past each period, in batches, and records the run', async () => {
    const now = Date.now();
    // A few rows a statement, so the run takes several batches (5,000 by default).
    const batchSize = 7;
    const tag = `batch test ${crypto.randomUUID()}`;
    const oldCount = 2 * batchSize + 3;
    // Past each period by a day or more; kept: a day inside it, and new.
    await t.db.insert(errorEvents).values([
      ...Array.from({ length: oldCount }, (_, i) => ({
        at: new Date(now - (31 + i) * day),
        source: 'server' as const,
        message: `${tag} old ${i}`,
      })),
      { at: new Date(now - 29 * day), source: 'server', message: `${tag} kept 29 days` },
      { at: new Date(now - day), source: 'server', message: `${tag} kept 1 day` },
    ]);
    const audit = (at: number, action: string) => ({
      at: new Date(at),
      method: 'POST',
      path: '/api/test',
      action: `${tag} ${action}`,
      statusCode: 200,
      outcome: 'succeeded' as const,
      durationMs: 1,
    });
    await t.db
      .insert(auditEvents)
      .values([
        ...Array.from({ length: oldCount }, (_, i) => audit(now - (401 + i) * day, `old ${i}`)),
        audit(now - 399 * day, 'kept 399 days'),
        audit(now - day, 'kept 1 day'),
      ]);

    // The schedule's clock two days on: every policy is due again, and the run starts.
    const job = await runDuePolicies({ db: t.db, jobs: t.jobs, now: new Date(now + 2 * day), batchSize });
    expect(job).not.toBeNull();
    const done = await completion(t, job!.correlationId);
    expect(done.isFaulted, JSON.stringify(done)).toBe(false);

    const errorsLeft = await t.db
      .select({ message: errorEvents.message })
      .from(errorEvents)
      .where(like(errorEvents.message, `${tag}%`))
      .orderBy(asc(errorEvents.at));
    expect(errorsLeft.map((row) => row.message)).toEqual([`${tag} kept 29 days`, `${tag} kept 1 day`]);
    const auditLeft = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(like(auditEvents.action, `${tag}%`))
      .orderBy(asc(auditEvents.at));
    expect(auditLeft.map((row) => row.action)).toEqual([`${tag} kept 399 days`, `${tag} kept 1 day`]);

    // Each policy's step says how many went in how many statements: two full batches and the rest.
    const messages = done.steps.map((step) => step.message);
    expect(messages).toContain(`Removed ${oldCount} error events older than 30 days (3 batches of up to ${batchSize}).`);
    expect(messages).toContain(`Removed ${oldCount} audit records older than 400 days (3 batches of up to ${batchSize}).`);
    const policies = await list();
    for (const target of ['errorEvents', 'auditEvents'] as const) {
      const policy = policies.find((p) => p.target === target)!;
      expect(policy.lastRunRowsRemoved, target).toBe(oldCount);
      expect(new Date(policy.lastRunAtUtc!).getTime()).toBeGreaterThanOrEqual(now);
      expect(new Date(policy.nextRunAtUtc).getTime()).toBeGreaterThan(new Date(policy.lastRunAtUtc!).getTime());
    }
  });

  it('the daily schedule starts a run only when a policy is due', async () => {
    expect(await runDuePolicies({ db: t.db, jobs: t.jobs, now: new Date() })).toBeNull();
    const job = await runDuePolicies({ db: t.db, jobs: t.jobs, now: new Date(Date.now() + 2 * day) });
    expect(job).not.toBeNull();
    await completion(t, job!.correlationId);
  });
});
