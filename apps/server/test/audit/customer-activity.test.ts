import { constants, changeReasonHeader, reasonHeader, subscriptionHeader, type CustomerActivityPage } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

// Issue 25 item 7: a customer's activity, read from the audit record.
describe.each(testDatabases)('customer activity on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let otherId: string;
  let stagingId: string;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; subscription?: string; reason?: string } = {},
  ) => {
    const headers = await t.authHeaders('admin', {
      [subscriptionHeader]: options.subscription ?? production,
      ...(options.reason ? { [changeReasonHeader]: encodeURIComponent(options.reason) } : {}),
    });
    const response = await t.app.inject({ method, url, headers, ...(options.payload ? { payload: options.payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };
  const activity = async (id: string, query = '', subscription = production) => {
    const answer = await call('GET', `/api/customers/${id}/activity${query}`, { subscription });
    return { ...answer, page: answer.body as CustomerActivityPage };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const insert = async (subscriptionId: string, alias: string) => {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId, name: `Activity ${alias}`, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return row!.id;
    };
    customerId = await insert(production, 'activityco');
    otherId = await insert(production, 'activityother');
    stagingId = await insert(staging, 'activitystaging');
    // Three detail changes and a log level change on the customer, one change on another customer.
    for (const name of ['One', 'Two', 'Three']) {
      expect(
        (
          await call('POST', `/api/customers/${customerId}/updateName`, {
            payload: { newName: `Activity ${name}` },
            reason: `rename ${name}`,
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await call('POST', `/api/customers/${customerId}/boostUsage/00000000-0000-4000-8000-000000000000/reset`)).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await call('POST', `/api/customers/${otherId}/updateName`, { payload: { newName: 'Other renamed' } })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the changes to one customer, newest first, with who, what and why; reads are not activity', async () => {
    await call('GET', `/api/customers/${customerId}`);
    const { status, page } = await activity(customerId);
    expect(status).toBe(200);
    expect(page.total).toBe(4);
    const [refused, ...renames] = page.entries;
    expect(refused).toMatchObject({ kind: 'licence', outcome: 'failed', operatorName: 'Ada Admin' });
    expect(renames.map((e) => e.changeReason)).toEqual(['rename Three', 'rename Two', 'rename One']);
    expect(renames.every((e) => e.kind === 'details' && e.outcome === 'succeeded')).toBe(true);
    const times = page.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages on the server', async () => {
    const first = await activity(customerId, '?page=1&pageSize=2');
    const second = await activity(customerId, '?page=2&pageSize=2');
    expect(first.page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first.page.entries).toHaveLength(2);
    expect(second.page.entries).toHaveLength(2);
    expect(new Set([...first.page.entries, ...second.page.entries].map((e) => e.id)).size).toBe(4);
    expect((await activity(customerId, '?page=3&pageSize=2')).page.entries).toEqual([]);
  });

  it('filters by kind, and refuses a kind that does not exist naming the field', async () => {
    const details = await activity(customerId, '?kind=details');
    expect(details.page.total).toBe(3);
    expect(details.page.entries.every((e) => e.kind === 'details')).toBe(true);
    expect((await activity(customerId, '?kind=licence')).page.total).toBe(1);
    expect((await activity(customerId, '?kind=database')).page.total).toBe(0);
    const bad = await activity(customerId, '?kind=everything');
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/kind/i);
  });

  it('is scoped to the subscription: another subscription’s customer is not found, and its events are not shown', async () => {
    expect((await activity(stagingId)).status).toBe(404);
    expect((await activity(stagingId, '', staging)).status).toBe(200);
    expect((await activity(customerId, '', staging)).status).toBe(404);
    const other = await activity(otherId);
    expect(other.page.total).toBe(1);
  });

  it('is read-only: reading it writes no audit record', async () => {
    const before = (await t.db.select().from(auditEvents)).length;
    await activity(customerId);
    await activity(customerId, '?kind=details');
    expect((await t.db.select().from(auditEvents)).length).toBe(before);
  });
});
