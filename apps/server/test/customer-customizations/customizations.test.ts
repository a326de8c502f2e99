import { constants, type CustomerDetails } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('customizations on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let stagingId: string;

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, subscriptionId = production) =>
    t.callAs({ method, url, payload, subscriptionId });

  const stored = async (id = customerId) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.customizations;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const insert = async (subscriptionId: string, name: string, alias: string) => {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId, name, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return row!.id;
    };
    customerId = await insert(production, 'Custom Co', 'customco');
    stagingId = await insert(staging, 'Custom Staging', 'customstaging');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a customer starts without customizations', async () => {
    expect(await call('GET', `/api/customers/${customerId}/customizations/`)).toMatchObject({ status: 200, body: [] });
  });

  it('adds customizations, changes a title, lists them in alias order; each change audited and pushed live', async () => {
    const socket = await whenConnected(
      await t.connectHub('customers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const pushes: CustomerDetails[] = [];
    socket.on('customerChanged', (d: CustomerDetails) => pushes.push(d));

    const first = await call('PUT', `/api/customers/${customerId}/customizations/welcome-page`, { title: 'Welcome page' });
    expect(first).toMatchObject({ status: 200, body: [{ title: 'Welcome page', alias: 'welcome-page' }] });
    const second = await call('PUT', `/api/customers/${customerId}/customizations/badge2`, { title: '  Badge layout  ' });
    expect(second.body).toEqual([
      { title: 'Badge layout', alias: 'badge2' },
      { title: 'Welcome page', alias: 'welcome-page' },
    ]);
    const renamed = await call('PUT', `/api/customers/${customerId}/customizations/welcome-page`, { title: 'Home page' });
    expect(renamed.body).toEqual([
      { title: 'Badge layout', alias: 'badge2' },
      { title: 'Home page', alias: 'welcome-page' },
    ]);
    expect((await call('GET', `/api/customers/${customerId}/customizations`)).body).toEqual(renamed.body);
    expect((await call('GET', `/api/customers/${customerId}`)).body).toMatchObject({ customizations: renamed.body });
    expect(await stored()).toEqual(renamed.body);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.method, 'PUT'), eq(auditEvents.outcome, 'succeeded')));
    expect(audits.map((a) => a.path)).toEqual(
      expect.arrayContaining([
        `/api/customers/${customerId}/customizations/welcome-page`,
        `/api/customers/${customerId}/customizations/badge2`,
      ]),
    );
    await expect.poll(() => pushes.at(-1)?.customizations).toEqual(renamed.body);
  });

  it('refuses an alias that is not lower-case letters, digits and dashes, and an empty title, naming the field', async () => {
    for (const alias of ['Upper', 'has_underscore', '-leading', 'trailing-', 'two--dashes', 'sp%20ace', 'x'.repeat(51)]) {
      const refused = await call('PUT', `/api/customers/${customerId}/customizations/${alias}`, { title: 'Any' });
      expect(refused.status, alias).toBe(400);
      expect(refused.reason, alias).toContain('Alias');
    }
    for (const title of ['', '   ']) {
      const refused = await call('PUT', `/api/customers/${customerId}/customizations/fine`, { title });
      expect(refused).toMatchObject({ status: 400, reason: 'Title is required.' });
    }
    const long = await call('PUT', `/api/customers/${customerId}/customizations/fine`, { title: 't'.repeat(101) });
    expect(long).toMatchObject({ status: 400, reason: 'Title must be at most 100 characters.' });
    expect(await stored()).toHaveLength(2);
  });

  it('deletes a customization; an alias the customer does not have is not found', async () => {
    const path = `/api/customers/${customerId}/customizations/badge2`;
    const deleted = await call('DELETE', path);
    expect(deleted).toMatchObject({ status: 200, body: [{ title: 'Home page', alias: 'welcome-page' }] });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.path, path), eq(auditEvents.method, 'DELETE'), eq(auditEvents.outcome, 'succeeded')));
    expect(audit).toBeDefined();
    const again = await call('DELETE', path);
    expect(again).toMatchObject({ status: 404, reason: 'Customization badge2 of customco was not found' });
    expect(await stored()).toEqual([{ title: 'Home page', alias: 'welcome-page' }]);
  });

  it('answers 404 for an unknown customer and for one of another subscription, changing nothing', async () => {
    await call('PUT', `/api/customers/${stagingId}/customizations/theirs`, { title: 'Theirs' }, staging);
    for (const id of [unknownId, stagingId]) {
      expect((await call('GET', `/api/customers/${id}/customizations`)).status).toBe(404);
      expect((await call('PUT', `/api/customers/${id}/customizations/theirs`, { title: 'Taken over' })).status).toBe(404);
      expect((await call('DELETE', `/api/customers/${id}/customizations/theirs`)).status).toBe(404);
    }
    expect(await stored(stagingId)).toEqual([{ title: 'Theirs', alias: 'theirs' }]);
  });
});
