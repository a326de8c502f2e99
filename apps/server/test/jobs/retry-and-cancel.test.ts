import { changeReasonHeader, subscriptionHeader, type Job } from '@console/contract';
import { and, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import type { JobDefinition } from '../../src/jobs/types';
import { PlatformError } from '../../src/platform/types';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { deferred, eventually } from '../support/eventually';
import { completion, testJob } from '../support/jobs';

const production = seedSubscriptions[0]!;

type Payload = { customerId: string };

/** Three steps; the second fails until `heal()`. Counts how often each step ran. */
const flakyJob = (retryFrom: 'failedStep' | 'start') => {
  const runs = [0, 0, 0];
  let isHealed = false;
  const definition: JobDefinition<Payload> = testJob<Payload>({
    retryFrom,
    describe: (p) => ({ name: `Flaky ${retryFrom}`, target: { type: 'customer', id: p.customerId, name: p.customerId } }),
    steps: () =>
      [0, 1, 2].map((i) => ({
        name: `Step ${i + 1}`,
        run: async () => {
          runs[i]! += 1;
          if (i === 1 && !isHealed) throw new PlatformError('Step 2 failed: injected');
          return { message: `step ${i + 1} ran` };
        },
      })),
  });
  return { definition, runs, heal: () => (isHealed = true) };
};

describe.each(testDatabases)('retrying and cancelling jobs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (action: 'retry' | 'cancel', correlationId: string, reason?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${correlationId}/${action}`,
      headers: await t.authHeaders('admin', {
        [subscriptionHeader]: production.id,
        ...(reason ? { [changeReasonHeader]: reason } : {}),
      }),
    });
    return {
      status: response.statusCode,
      body: response.json() as Job & { errorMessage?: string; runningJobCorrelationId?: string },
    };
  };

  const auditedStatuses = async (correlationId: string, action: string) =>
    (
      await t.db
        .select({ statusCode: auditEvents.statusCode, operatorName: auditEvents.operatorName })
        .from(auditEvents)
        .where(and(like(auditEvents.path, `/api/jobs/${correlationId}/${action}%`)))
    ).map((e) => [e.statusCode, e.operatorName]);

  it('retries a faulted job from its failed step: the steps that succeeded stay done, the rest run again', async () => {
    const flaky = flakyJob('failedStep');
    const started = await t.jobs.start(flaky.definition, {
      payload: { customerId: 'retry-from-step' },
      subscriptionId: production.id,
      operatorId: null,
    });
    const faulted = await completion(t, started.correlationId);
    expect(faulted).toMatchObject({ isFaulted: true, canRetry: true, retryFrom: 'failedStep', retryCount: 0 });
    expect(faulted.steps.map((s) => s.state)).toEqual(['succeeded', 'failed', 'skipped']);

    flaky.heal();
    const retried = await post('retry', started.correlationId);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      isCompleted: false,
      isFaulted: false,
      canRetry: false,
      retryCount: 1,
      faultReason: null,
    });
    // The step that succeeded keeps its id (its platform operation is done); the others are new runs.
    expect(retried.body.steps[0]!.id).toBe(faulted.steps[0]!.id);
    expect(retried.body.steps[1]!.id).not.toBe(faulted.steps[1]!.id);
    expect(retried.body.steps.map((s) => s.state)).toEqual(['succeeded', 'pending', 'pending']);
    // Audited in the retry's own transaction: the record is there as soon as the answer is.
    expect(await auditedStatuses(started.correlationId, 'retry')).toEqual([[200, 'Ada Admin']]);

    const done = await completion(t, started.correlationId);
    expect(done).toMatchObject({ isFaulted: false, correlationId: started.correlationId, retryCount: 1 });
    expect(done.steps.map((s) => s.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(flaky.runs).toEqual([1, 2, 1]);
  });

  it('retries from the start when the action says so', async () => {
    const flaky = flakyJob('start');
    const started = await t.jobs.start(flaky.definition, {
      payload: { customerId: 'retry-from-start' },
      subscriptionId: production.id,
      operatorId: null,
    });
    await completion(t, started.correlationId);
    flaky.heal();
    expect((await post('retry', started.correlationId)).status).toBe(200);
    const done = await completion(t, started.correlationId);
    expect(done.isFaulted).toBe(false);
    expect(flaky.runs).toEqual([2, 2, 1]);
  });

  it('answers 409 when the job is running or succeeded, or its action already runs on its target', async () => {
    const gate = deferred();
    const held = testJob<Payload>({
      describe: (p) => ({ name: 'Held', target: { type: 'customer', id: p.customerId, name: p.customerId } }),
      steps: () => [{ name: 'Wait', run: async () => (await gate.promise, { message: 'released' }) }],
    });
    const running = await t.jobs.start(held, {
      payload: { customerId: 'c409' },
      subscriptionId: production.id,
      operatorId: null,
    });
    const whileRunning = await post('retry', running.correlationId);
    expect(whileRunning.status).toBe(409);
    expect(whileRunning.body.runningJobCorrelationId).toBe(running.correlationId);
    gate.resolve();
    await completion(t, running.correlationId);
    const succeeded = await post('retry', running.correlationId);
    expect(succeeded.status).toBe(409);
    expect(succeeded.body.errorMessage).toBe('Held succeeded; only a faulted job can be retried');

    // A faulted job whose action was started again on the same target meanwhile.
    const flaky = flakyJob('failedStep');
    const first = await t.jobs.start(flaky.definition, {
      payload: { customerId: 'busy' },
      subscriptionId: production.id,
      operatorId: null,
    });
    await completion(t, first.correlationId);
    const blocker = deferred();
    const original = flaky.definition.steps;
    flaky.definition.steps = (p) =>
      original(p).map((s, i) => (i === 0 ? { ...s, run: async () => (await blocker.promise, {}) } : s));
    const second = await t.jobs.start(flaky.definition, {
      payload: { customerId: 'busy' },
      subscriptionId: production.id,
      operatorId: null,
    });
    const refused = await post('retry', first.correlationId);
    expect(refused.status).toBe(409);
    expect(refused.body.runningJobCorrelationId).toBe(second.correlationId);
    expect(refused.body.errorMessage).toMatch(
      /^Flaky failedStep \(busy\) is already running; retry this job once that one ends$/,
    );
    // The refusal changed nothing and is audited as refused.
    expect((await t.jobs.get(first.correlationId))?.isFaulted).toBe(true);
    // A refusal's record is written once it has answered: poll for it.
    await eventually(async () => expect(await auditedStatuses(first.correlationId, 'retry')).toEqual([[409, 'Ada Admin']]));
    flaky.definition.steps = original;
    blocker.resolve();
    await completion(t, second.correlationId);
  });

  it('cancels a running job before its next step, naming who cancelled it, and refuses what cannot be cancelled', async () => {
    const gate = deferred();
    const ran: string[] = [];
    const cancellable = testJob<Payload>({
      isCancellable: true,
      describe: (p) => ({ name: 'Long work', target: { type: 'customer', id: p.customerId, name: p.customerId } }),
      steps: () => [
        { name: 'First', run: async () => (ran.push('First'), await gate.promise, { message: 'first done' }) },
        { name: 'Second', run: async () => (ran.push('Second'), { message: 'second done' }) },
      ],
    });
    const started = await t.jobs.start(cancellable, {
      payload: { customerId: 'cancel-me' },
      subscriptionId: production.id,
      operatorId: null,
    });
    expect(started.canCancel).toBe(true);
    // Cancelled while its first step runs (a cancel before any step would skip them all).
    await eventually(() => expect(ran).toEqual(['First']));
    const withoutReason = await post('cancel', started.correlationId);
    expect(withoutReason.status).toBe(200);
    expect(withoutReason.body).toMatchObject({ canCancel: false, cancelRequestedBy: 'Ada Admin', isCompleted: false });
    const again = await post('cancel', started.correlationId, 'twice');
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('Ada Admin already cancelled Long work');
    gate.resolve();
    const ended = await completion(t, started.correlationId);
    expect(ended).toMatchObject({ isFaulted: true, faultReason: 'Cancelled by Ada Admin before Second', canRetry: true });
    expect(ended.steps.map((s) => s.state)).toEqual(['succeeded', 'skipped']);
    expect(ran).toEqual(['First']);
    const afterEnd = await post('cancel', started.correlationId, 'too late');
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.body.errorMessage).toBe('Long work has already ended; there is nothing to cancel');
    await eventually(async () =>
      expect(await auditedStatuses(started.correlationId, 'cancel')).toEqual(
        expect.arrayContaining([
          [200, 'Ada Admin'],
          [409, 'Ada Admin'],
        ]),
      ),
    );

    // A job whose action cannot stop half-way is refused while it runs.
    const hold = deferred();
    const whole = testJob({ steps: () => [{ name: 'Wait', run: async () => (await hold.promise, {}) }] });
    const wholeJob = await t.jobs.start(whole, { payload: {}, subscriptionId: production.id, operatorId: null });
    expect(wholeJob.canCancel).toBe(false);
    const refused = await post('cancel', wholeJob.correlationId, 'stop');
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toMatch(/cannot be cancelled/);
    hold.resolve();
    await completion(t, wholeJob.correlationId);
  });

  it("refuses another subscription's job as not found", async () => {
    const flaky = flakyJob('failedStep');
    const other = await t.jobs.start(flaky.definition, {
      payload: { customerId: 'other-sub' },
      subscriptionId: seedSubscriptions[1]!.id,
      operatorId: null,
    });
    await completion(t, other.correlationId);
    expect((await post('retry', other.correlationId)).status).toBe(404);
    expect((await post('cancel', other.correlationId, 'no')).status).toBe(404);
  });
});
