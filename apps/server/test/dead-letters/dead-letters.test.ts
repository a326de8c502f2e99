import { constants, decodeHeaderText, reasonHeader, subscriptionHeader, type DeadLetterQueue } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, deployments, simulatedDeadLetters } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';
/** A bulk replay or destroy may run this long here (30 s in production, doc1 §9). */
const bulkSeconds = 1;

describe.each(testDatabases)('dead letters on %s', (kind) => {
  let t: TestApp;
  let production1: { customerId: string; deploymentId: string };
  let stagingQueue: { customerId: string; deploymentId: string };

  const url = (q: { customerId: string; deploymentId: string }, rest = '') =>
    `/api/customers/${q.customerId}/deployments/${q.deploymentId}/deadletters/${rest}`;

  const send = async (method: 'GET' | 'POST' | 'DELETE', path: string, subscription = production) => {
    const response = await t.app.inject({
      method,
      url: path,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscription }),
    });
    return {
      status: response.statusCode,
      body: response.json() as DeadLetterQueue,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  /** The queue as the simulated bus holds it, oldest first. */
  const queue = async (deploymentId: string) =>
    (
      await t.db
        .select({ messageId: simulatedDeadLetters.messageId })
        .from(simulatedDeadLetters)
        .where(eq(simulatedDeadLetters.deploymentId, deploymentId))
        .orderBy(asc(simulatedDeadLetters.id))
    ).map((r) => r.messageId);

  /** A fresh deployment of a fresh customer with `count` dead letters. */
  let made = 0;
  const queueOf = async (count: number, subscriptionId = production) => {
    made += 1;
    const [customer] = await t.db
      .insert(customers)
      .values({ subscriptionId, name: `Letters ${made}`, alias: `letters${made}`, emailDomain: constants.defaultEmailDomain })
      .returning();
    const [deployment] = await t.db
      .insert(deployments)
      .values({ customerId: customer!.id, kind: 'azure', azureLocation: 'westeurope', resourceGroupName: 'rg' })
      .returning();
    const ref = { customerId: customer!.id, deploymentId: deployment!.id };
    if (count > 0) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/platform/simulation/customers/${ref.customerId}/deployments/${ref.deploymentId}/deadletters`,
        headers: await t.authHeaders('admin', { [subscriptionHeader]: subscriptionId }),
        payload: { count },
      });
      expect(response.statusCode).toBe(200);
    }
    return ref;
  };

  beforeAll(async () => {
    // Realistic per-message work at ten times the speed: 3,000 messages take about 15 s, far above the bound.
    t = await createTestApp(kind, { customers: 0, env: { DEAD_LETTER_BULK_SECONDS: String(bulkSeconds), PLATFORM_SPEED: '10' } });
    production1 = await queueOf(25);
    stagingQueue = await queueOf(5, staging);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the count and the first batch, 10 unless 20, 50 or 100 is asked for, oldest first', async () => {
    const oldestFirst = await queue(production1.deploymentId);
    const first = await send('GET', url(production1));
    expect(first.status).toBe(200);
    expect(first.body.deadLetterCount).toBe(25);
    expect(first.body.deadLetters.map((d) => d.messageId)).toEqual(oldestFirst.slice(0, 10));
    expect(first.body.deadLetters[0]).toMatchObject({
      messageId: oldestFirst[0],
      queueName: expect.any(String),
      label: expect.any(String),
      deadLetterReason: expect.any(String),
      deliveryCount: expect.any(Number),
    });
    expect(JSON.parse(first.body.deadLetters[0]!.body)).toHaveProperty('correlationId');
    expect((await send('GET', url(production1, '?batchSize=20'))).body.deadLetters).toHaveLength(20);
    expect((await send('GET', url(production1, '?batchSize=50'))).body.deadLetters).toHaveLength(25);
    const odd = await send('GET', url(production1, '?batchSize=15'));
    expect(odd.status).toBe(400);
    expect(odd.reason).toBe('Batch size must be one of 10, 20, 50, 100.');
  });

  it('replays and deletes the named messages only, reporting what it did', async () => {
    const q = await queueOf(12);
    const [a, b, c, d] = await queue(q.deploymentId);
    const replayed = await send('POST', url(q, `?messageIds=${a};${b};not-a-message&batchSize=20`));
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ replayedMessageIds: [a, b], deletedMessageIds: [], deadLetterCount: 10 });
    expect(replayed.body.deadLetters).toHaveLength(10);
    const deleted = await send('DELETE', url(q, `?messageIds=${c};${d}`));
    expect(deleted.body).toMatchObject({ replayedMessageIds: [], deletedMessageIds: [c, d], deadLetterCount: 8 });
    expect(await queue(q.deploymentId)).not.toEqual(expect.arrayContaining([a]));
    expect((await queue(q.deploymentId)).some((id) => [a, b, c, d].includes(id))).toBe(false);
    const none = await send('POST', url(q, '?messageIds=;;'));
    expect(none.status).toBe(400);
    expect(none.reason).toContain('Message ids');
    const tooMany = await send('DELETE', url(q, `?messageIds=${Array.from({ length: 101 }, (_, i) => `m${i}`).join(';')}`));
    expect(tooMany.status).toBe(400);
    expect(tooMany.reason).toContain('Message ids');
    expect(await queue(q.deploymentId)).toHaveLength(8);
  });

  it('replays a small queue completely and a queue of thousands up to the bound, oldest first, naming each', async () => {
    const small = await queueOf(7);
    const all = await send('POST', url(small, 'replayall'));
    expect(all.body).toMatchObject({ deadLetterCount: 0, deadLetters: [], deletedMessageIds: [] });
    expect(all.body.replayedMessageIds).toHaveLength(7);

    const large = await queueOf(3000);
    const before = await queue(large.deploymentId);
    const started = Date.now();
    const bounded = await send('POST', url(large, 'replayall'));
    const elapsed = Date.now() - started;
    expect(bounded.status).toBe(200);
    const replayed = bounded.body.replayedMessageIds;
    expect(replayed.length).toBeGreaterThan(0);
    expect(replayed.length).toBeLessThan(3000);
    expect(replayed).toEqual(before.slice(0, replayed.length));
    expect(bounded.body.deadLetterCount).toBe(3000 - replayed.length);
    expect(await queue(large.deploymentId)).toEqual(before.slice(replayed.length));
    // The bound plus reading the answer: nowhere near the 15 s the whole queue would take.
    expect(elapsed).toBeLessThan(bulkSeconds * 1000 + 3000);
    const [audited] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          sql`${auditEvents.path} like ${`%${large.deploymentId}/deadletters/replayall%`}`,
          eq(auditEvents.outcome, 'succeeded'),
        ),
      );
    expect(audited).toBeDefined();
  });

  it('destroys a queue of thousands up to the bound and says which it deleted', async () => {
    const large = await queueOf(3000);
    const before = await queue(large.deploymentId);
    const destroyed = await send('POST', url(large, 'destroyall'));
    expect(destroyed.status).toBe(200);
    const deleted = destroyed.body.deletedMessageIds;
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.length).toBeLessThan(3000);
    expect(deleted).toEqual(before.slice(0, deleted.length));
    expect(destroyed.body).toMatchObject({ replayedMessageIds: [], deadLetterCount: 3000 - deleted.length });
  });

  it('answers 404 for an unknown deployment and for another subscription’s queue, which it leaves alone', async () => {
    expect((await send('GET', url({ ...production1, deploymentId: unknownId }))).status).toBe(404);
    expect((await send('POST', url({ customerId: unknownId, deploymentId: production1.deploymentId }, 'replayall'))).status).toBe(
      404,
    );
    const theirs = await queue(stagingQueue.deploymentId);
    expect((await send('GET', url(stagingQueue))).status).toBe(404);
    expect((await send('POST', url(stagingQueue, 'destroyall'))).status).toBe(404);
    expect((await send('DELETE', url(stagingQueue, `?messageIds=${theirs[0]}`))).status).toBe(404);
    expect(await queue(stagingQueue.deploymentId)).toEqual(theirs);
    expect((await send('GET', url(stagingQueue), staging)).body.deadLetterCount).toBe(5);
  });
});
