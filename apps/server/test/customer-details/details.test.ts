import { constants, reasonHeader, subscriptionHeader, type CustomerDetails, type Job } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, jobs } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { until } from '../support/eventually';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('customer details over HTTP on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let failingId: string;
  let stagingId: string;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, subscription = production) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscription }),
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };

  const jobOutcome = async (correlationId: string) => {
    const row = await until(
      async () => (await t.db.select().from(jobs).where(eq(jobs.correlationId, correlationId)))[0],
      (found) => found?.isCompleted === true,
    );
    return row!;
  };

  beforeAll(async () => {
    // One customer always fails on the simulated platform, so a faulted job can be seen.
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'detailsfailing' } });
    const insert = async (subscriptionId: string, name: string, alias: string) => {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId, name, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return row!.id;
    };
    customerId = await insert(production, 'Details Co', 'detailsco');
    failingId = await insert(production, 'Details Failing', 'detailsfailing');
    stagingId = await insert(staging, 'Details Staging', 'detailsstaging');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads one customer with its details, links and the time it was read', async () => {
    const { status, body } = await call('GET', `/api/customers/${customerId}`);
    expect(status).toBe(200);
    const details = body as CustomerDetails;
    expect(details).toMatchObject({ id: customerId, name: 'Details Co', alias: 'detailsco', logLevel: 3, webhookCount: 0 });
    expect(details.webAppUrl).toContain('detailsco');
    expect(details.logSearchUrl).toContain('detailsco');
    expect(Date.parse(details.readAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown customer and for a customer of another subscription', async () => {
    expect((await call('GET', `/api/customers/${unknownId}`)).status).toBe(404);
    expect((await call('GET', `/api/customers/${stagingId}`)).status).toBe(404);
    expect((await call('POST', `/api/customers/${stagingId}/updateName`, { newName: 'Taken over' })).status).toBe(404);
    expect((await call('POST', `/api/customers/${stagingId}/dnsrepair`)).status).toBe(404);
    const [staged] = await t.db.select().from(customers).where(eq(customers.id, stagingId));
    expect(staged!.name).toBe('Details Staging');
    // In its own subscription the same customer is found.
    expect((await call('GET', `/api/customers/${stagingId}`, undefined, staging)).status).toBe(200);
  });

  it('refuses an empty name and an empty misc details value, naming the field', async () => {
    const empty = await call('POST', `/api/customers/${customerId}/updateName`, { newName: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.reason).toContain('Name');
    const missing = await call('POST', `/api/customers/${customerId}/updateMiscDetails`, {});
    expect(missing.status).toBe(400);
    expect(missing.reason).toContain('Webhook count');
    const negative = await call('POST', `/api/customers/${customerId}/updateMiscDetails`, { webhookCount: -1 });
    expect(negative.status).toBe(400);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ name: 'Details Co', webhookCount: 0 });
  });

  it("says in the operator's words why a name or webhook count is refused, and never coerces a count", async () => {
    const long = await call('POST', `/api/customers/${customerId}/updateName`, { newName: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.reason).toBe('Name must be at most 200 characters.');
    const refusals: [unknown, string][] = [
      [99999999999, 'Webhook count must be at most 10000.'],
      [-1, 'Webhook count must be 0 or more.'],
      [7.5, 'Webhook count must be a whole number.'],
      ['7', 'Webhook count must be a number.'],
    ];
    for (const [webhookCount, reason] of refusals) {
      const refused = await call('POST', `/api/customers/${customerId}/updateMiscDetails`, { webhookCount });
      expect(refused.status, String(webhookCount)).toBe(400);
      expect(refused.reason, String(webhookCount)).toBe(reason);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ name: 'Details Co', webhookCount: 0 });
  });

  it('changes the name, misc details and log level, audits each and pushes the change live', async () => {
    const socket = await whenConnected(
      await t.connectHub('customers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const pushed = new Promise<CustomerDetails>((resolve) => socket.on('customerChanged', (d: CustomerDetails) => resolve(d)));

    const renamed = await call('POST', `/api/customers/${customerId}/updateName`, { newName: 'Details Company' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as CustomerDetails).name).toBe('Details Company');
    expect((await pushed).name).toBe('Details Company');

    const misc = await call('POST', `/api/customers/${customerId}/updateMiscDetails`, { webhookCount: 7 });
    expect((misc.body as CustomerDetails).webhookCount).toBe(7);

    const level = await call('POST', `/api/customers/${customerId}/loglevel/1`);
    expect(level.status).toBe(200);
    expect((level.body as CustomerDetails).logLevel).toBe(1);

    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ name: 'Details Company', webhookCount: 7, logLevel: 1 });

    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.statusCode, 200));
    const paths = audited.map((a) => a.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `/api/customers/${customerId}/updateName`,
        `/api/customers/${customerId}/updateMiscDetails`,
        `/api/customers/${customerId}/loglevel/1`,
      ]),
    );
  });

  it('keeps the log level within 0 (Verbose) to 5 (Fatal)', async () => {
    for (const level of ['6', '-1', 'x', '2.5']) {
      const refused = await call('POST', `/api/customers/${customerId}/loglevel/${level}`);
      expect(refused.status).toBe(400);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row!.logLevel).toBe(1);
  });

  it('runs each operational action as a job with a step per platform phase', async () => {
    const actions: [string, object | undefined, string][] = [
      ['dnsrepair', undefined, 'DNS repair detailsco'],
      ['restartService', undefined, 'Restart the service of detailsco'],
      ['recycleAppPool', { customerId }, 'Recycle the app pool of detailsco'],
      ['fixClickOnce', { customerId }, 'Fix ClickOnce for detailsco'],
    ];
    for (const [action, payload, name] of actions) {
      const started = await call('POST', `/api/customers/${customerId}/${action}`, payload);
      expect(started.status).toBe(202);
      const job = started.body as Job;
      expect(job.name).toBe(name);
      const outcome = await jobOutcome(job.correlationId);
      expect(outcome.isFaulted).toBe(false);
    }
  });

  it('refuses a body naming another customer than the path', async () => {
    const refused = await call('POST', `/api/customers/${customerId}/recycleAppPool`, { customerId: failingId });
    expect(refused.status).toBe(400);
    expect(refused.reason).toContain('Customer');
  });

  it('shows a platform failure as a faulted job', async () => {
    const started = await call('POST', `/api/customers/${failingId}/restartService`);
    expect(started.status).toBe(202);
    const outcome = await jobOutcome((started.body as Job).correlationId);
    expect(outcome.isFaulted).toBe(true);
  });

  it('waits for a customer that is still being provisioned', async () => {
    await t.db
      .update(customers)
      .set({ state: 'provisioning' })
      .where(and(eq(customers.id, failingId)));
    const refused = await call('POST', `/api/customers/${failingId}/dnsrepair`);
    expect(refused.status).toBe(409);
    await t.db.update(customers).set({ state: 'active' }).where(eq(customers.id, failingId));
  });
});
