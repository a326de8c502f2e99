import { constants } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, features } from '../../src/db/schema';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { callAs, production } from './azure-call';

describe.each(testDatabases)('feature management on %s', (kind) => {
  let t: TestApp;
  const call = callAs(() => t);
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const listed = async () =>
    ((await call('GET', '/api/azure/featureManagement')).body as { featureId: string }[]).map((f) => f.featureId);

  it('adds a feature once, audited with its id; a second add of the same id is a 409 naming it', async () => {
    const added = await call('POST', '/api/azure/featureManagement/addFeature', { payload: { featureId: 'BadgePrinting' } });
    expect(added.status, added.reason).toBe(200);
    expect(added.body).toEqual({ featureId: 'BadgePrinting' });
    expect(await listed()).toContain('BadgePrinting');
    const [record] = await t.db.select().from(auditEvents).where(eq(auditEvents.path, '/api/azure/featureManagement/addFeature'));
    expect(record!.targetIds).toContain('BadgePrinting');
    const again = await call('POST', '/api/azure/featureManagement/addFeature', { payload: { featureId: 'BadgePrinting' } });
    expect(again.status).toBe(409);
    expect(again.reason).toBe('Feature BadgePrinting is already in the list.');
  });

  it('refuses a feature id that is empty, too long or has other characters, naming the field', async () => {
    for (const featureId of ['', ' ', 'has space', '1starts-with-digit', 'x'.repeat(101)]) {
      const answer = await call('POST', '/api/azure/featureManagement/addFeature', { payload: { featureId } });
      expect(answer.status, featureId).toBe(400);
      expect(answer.reason, featureId).toMatch(/^Feature (is required|must)/);
    }
  });

  it('removes a feature with the reason kept; an unknown one is a 404 and one a customer has turned on is a 409', async () => {
    await call('POST', '/api/azure/featureManagement/addFeature', { payload: { featureId: 'Kiosk' } });
    const removed = await call('POST', '/api/azure/featureManagement/removeFeature/Kiosk', { reason: 'retired' });
    expect(removed.status, removed.reason).toBe(204);
    expect(await listed()).not.toContain('Kiosk');
    expect((await call('POST', '/api/azure/featureManagement/removeFeature/Kiosk', { reason: 'again' })).status).toBe(404);

    await call('POST', '/api/azure/featureManagement/addFeature', { payload: { featureId: 'InUse' } });
    await t.db.insert(customers).values({
      subscriptionId: production,
      name: 'Feature user',
      alias: 'featureuser',
      emailDomain: constants.defaultEmailDomain,
      features: [{ featureId: 'InUse', isEnabled: true }],
    });
    const refused = await call('POST', '/api/azure/featureManagement/removeFeature/InUse', { reason: 'try' });
    expect(refused.status).toBe(409);
    expect(refused.reason).toBe('Feature InUse is turned on for 1 customer: turn it off for them before removing it.');
    expect(await t.db.select().from(features).where(eq(features.featureId, 'InUse'))).toHaveLength(1);
  });
});
