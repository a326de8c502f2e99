import type { Job } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, jobs } from '../../src/db/schema';
import type { PlatformRequest } from '../../src/platform/types';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { production, staging } from '../support/customers';
import { deferred } from '../support/eventually';
import { completion } from '../support/jobs';

/**
 * Holds every platform operation of the given kind until `release()`: the first job stays running for
 * as long as the test needs, by construction rather than by timing.
 */
const holdOperations = (t: TestApp, operation: PlatformRequest['operation']) => {
  const gate = deferred();
  const perform = t.platform.perform.bind(t.platform);
  t.platform.perform = async (request) => {
    if (request.operation === operation) await gate.promise;
    return perform(request);
  };
  return () => {
    t.platform.perform = perform;
    gate.resolve();
  };
};

describe.each(testDatabases)('one job per target and action, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const settledCustomers = (subscriptionId: string) =>
    t.db
      .select()
      .from(customers)
      .where(and(eq(customers.subscriptionId, subscriptionId), eq(customers.state, 'active')))
      .orderBy(asc(customers.alias));

  it('starts one repair job for 20 concurrent starts on one customer; the 19 others are 409s naming it', async () => {
    const [customer] = await settledCustomers(production);
    const release = holdOperations(t, 'tenant.repair');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${customer!.id}/repair` }),
        ),
      );
      const started = answers.filter((a) => a.status === 202);
      expect(started).toHaveLength(1);
      const job = started[0]!.body as Job;
      const refused = answers.filter((a) => a.status !== 202);
      expect(refused.map((a) => a.status)).toEqual(Array.from({ length: 19 }, () => 409));
      for (const answer of refused) {
        expect(answer.body).toEqual({
          errorMessage: `Repair ${customer!.alias} is already running; it can start again once that job ends`,
          runningJobCorrelationId: job.correlationId,
        });
        expect(answer.reason).toBe(`Repair ${customer!.alias} is already running; it can start again once that job ends`);
      }
      const recorded = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'customer.repair'), eq(jobs.targetId, customer!.id)));
      expect(recorded.map((r) => r.correlationId)).toEqual([job.correlationId]);
    } finally {
      release();
    }
    const [first] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'customer.repair'), eq(jobs.targetId, customer!.id)));
    await completion(t, first!.correlationId);
    // Once it ended, the same action on the same customer starts again.
    const again = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${customer!.id}/repair` });
    expect(again.status).toBe(202);
    await completion(t, (again.body as Job).correlationId);
  });

  it('lets other actions and other customers start meanwhile', async () => {
    const [first, second] = await settledCustomers(production);
    const release = holdOperations(t, 'tenant.repair');
    try {
      const repair = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${first!.id}/repair` });
      expect(repair.status).toBe(202);
      const other = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${second!.id}/repair` });
      expect(other.status).toBe(202);
      const disable = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${first!.id}/disable` });
      expect(disable.status).toBe(202);
      // Another action on the same customer runs while its repair is held.
      await completion(t, (disable.body as Job).correlationId);
      release();
      await completion(t, (repair.body as Job).correlationId);
      await completion(t, (other.body as Job).correlationId);
      const enable = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/customers/${first!.id}/enable` });
      await completion(t, (enable.body as Job).correlationId);
    } finally {
      release();
    }
  });

  it('runs one bulk job of each action per subscription', async () => {
    const release = holdOperations(t, 'tenant.setAzureCdn');
    try {
      const first = await t.callAs({ subscriptionId: production, method: 'POST', url: '/api/customers/setAzureCdn' });
      expect(first.status).toBe(202);
      const running = first.body as Job;
      expect(running.target?.type).toBe('fleet');
      const ids = (await settledCustomers(production)).slice(0, 2).map((c) => c.id);
      const second = await t.callAs({
        subscriptionId: production,
        method: 'POST',
        url: '/api/customers/setAzureCdnForSpecific',
        payload: { customerIds: ids },
      });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        errorMessage: `Set the Azure CDN for ${running.steps.length} customers is already running; it can start again once that job ends`,
        runningJobCorrelationId: running.correlationId,
      });
      // The same action in another subscription is another target.
      const elsewhere = await t.callAs({ subscriptionId: staging, method: 'POST', url: '/api/customers/setAzureCdn' });
      expect(elsewhere.status).toBe(202);
      release();
      await completion(t, running.correlationId);
      await completion(t, (elsewhere.body as Job).correlationId);
    } finally {
      release();
    }
  });
});
