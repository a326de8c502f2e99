import type { CloudLocation, LocationJobStarted } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azureLocations, redisCaches, storageAccounts } from '../../src/db/schema';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion } from '../support/jobs';
import { callAs, production } from './azure-call';

describe.each(testDatabases)('Azure locations, storage accounts and redis caches on %s', (kind) => {
  let t: TestApp;
  const call = callAs(() => t);
  beforeAll(async () => {
    // The platform refuses everything in Canada Central once it is open (an injected fault).
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'canadacentral' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const locations = async () => (await call('GET', '/api/azure/locations')).body as CloudLocation[];

  it('scans for locations as a job and rewrites the list from what the cloud reports', async () => {
    const before = await locations();
    expect(before.find((l) => l.name === 'japaneast')).toBeUndefined();
    const started = await call('POST', '/api/azure/locations/refresh');
    expect(started.status, started.reason).toBe(200);
    const { job } = started.body as LocationJobStarted;
    expect(job.steps.map((s) => s.name)).toEqual(['List the locations', 'Check where customers can be deployed']);
    const done = await completion(t, job.correlationId);
    expect(done.isFaulted).toBe(false);
    const after = await locations();
    expect(after.find((l) => l.name === 'japaneast')).toMatchObject({ displayName: 'Japan East', isSupported: true });
    expect(after.find((l) => l.name === 'brazilsouth')).toMatchObject({ isSupported: false });
    const westEurope = after.find((l) => l.name === 'westeurope')!;
    expect(new Date(westEurope.currentAtUtc).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after.map((l) => l.displayName)).toEqual([...after.map((l) => l.displayName)].sort());
  });

  it('creates a storage account in a supported location as a job, premium when the flag is true', async () => {
    const started = await call('POST', '/api/azure/storageaccounts/westeurope/true');
    expect(started.status, started.reason).toBe(200);
    const { job } = started.body as LocationJobStarted;
    expect(job.target).toMatchObject({ id: 'location:westeurope', name: 'West Europe' });
    expect((await completion(t, job.correlationId)).isFaulted).toBe(false);
    const rows = await t.db.select().from(storageAccounts).where(eq(storageAccounts.location, 'westeurope'));
    const created = rows.find((r) => r.createdByName !== null)!;
    expect(created).toMatchObject({ subscriptionId: production, isPremium: true });
    expect(created.name).toMatch(/^eawesteurope[0-9a-f]{8}$/);
  });

  it('refuses locations that are unknown, unsupported or badly named, and a flag that is not true or false', async () => {
    await t.db.update(azureLocations).set({ isSupported: false }).where(eq(azureLocations.name, 'brazilsouth'));
    const unsupported = await call('POST', '/api/azure/storageaccounts/brazilsouth/false');
    expect(unsupported.status).toBe(400);
    expect(unsupported.reason).toBe('name: Brazil South is not supported, so nothing can be created there.');
    expect((await call('POST', '/api/azure/storageaccounts/atlantis/false')).status).toBe(404);
    const badName = await call('POST', '/api/azure/storageaccounts/West%20Europe/false');
    expect(badName.status).toBe(400);
    const badFlag = await call('POST', '/api/azure/storageaccounts/westeurope/maybe');
    expect(badFlag.status).toBe(400);
    expect(badFlag.reason).toMatch(/must be true \(premium\) or false \(standard\)/);
  });

  it('creates a redis cache under a key; a bad key names the field and a used key is a 409', async () => {
    const bad = await call('POST', '/api/azure/redisCaches/uksouth', { payload: { key: 'No Spaces' } });
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/^Key must be 3 to 24 lower-case letters/);
    const started = await call('POST', '/api/azure/redisCaches/uksouth', { payload: { key: 'badges' } });
    expect(started.status, started.reason).toBe(200);
    const { job } = started.body as LocationJobStarted;
    expect(job.steps.map((s) => s.name)).toEqual(['Create the redis cache', 'Wait for the cache to start']);
    expect((await completion(t, job.correlationId)).isFaulted).toBe(false);
    const [cache] = await t.db.select().from(redisCaches).where(eq(redisCaches.name, 'badges-uksouth'));
    expect(cache).toMatchObject({ key: 'badges', location: 'uksouth', subscriptionId: production });
    const again = await call('POST', '/api/azure/redisCaches/uksouth', { payload: { key: 'badges' } });
    expect(again.status).toBe(409);
    expect(again.reason).toBe('key: UK South already has a redis cache with the key badges.');
  });

  it('faults the job and records nothing when the platform fails, saying why on the step', async () => {
    await t.db
      .insert(azureLocations)
      .values({ name: 'canadacentral', displayName: 'Canada Central', isSupported: true })
      .onConflictDoNothing();
    const started = await call('POST', '/api/azure/redisCaches/canadacentral', { payload: { key: 'failing' } });
    const done = await completion(t, (started.body as LocationJobStarted).job.correlationId);
    expect(done.isFaulted).toBe(true);
    expect(done.steps.find((s) => s.state === 'failed')!.message).toMatch(/injected fault: canadacentral/);
    expect(await t.db.select().from(redisCaches).where(eq(redisCaches.location, 'canadacentral'))).toEqual([]);
  });
});
