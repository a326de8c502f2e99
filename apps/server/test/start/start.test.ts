import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, serverPlans, settings } from '../../src/db/schema';
import { seedIfEmpty, seedReferenceData, seedSubscriptions } from '../../src/seed/seed';
import { devAccounts } from '../../src/identity/dev-accounts';
import { createIdentity } from '../../src/identity/identity';
import { createJobs } from '../../src/jobs/jobs';
import { defaultJobsSettings } from '../../src/jobs/settings';
import type { JobsRuntime } from '../../src/jobs/types';
import { createTestApp, testConfig, testDatabases, type TestApp } from '../harness';
import { completion, testJob } from '../support/jobs';

const production = seedSubscriptions[0]!.id;

/** The transaction that last wrote each row: unchanged means nothing wrote it. */
const rowVersions = async (t: TestApp) => {
  const result = (await t.database.db.execute(
    sql`select 'operator:' || subject as "row", xmin::text as "version" from operators
        union all select 'plan:' || name, xmin::text from server_plans
        union all select 'setting:' || key, xmin::text from settings
        order by 1`,
  )) as unknown as { rows: { row: string; version: string }[] };
  return result.rows;
};

/** A start on an existing database (issue 10, goal 5): what it must still do, and what it no longer does. */
describe.each(testDatabases)('starting on an existing database, on %s', (kind) => {
  let t: TestApp;
  let queue: JobsRuntime | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  it('writes nothing when the seeded data and the development accounts are as they should be', async () => {
    const before = await rowVersions(t);
    expect(before.some(({ row }) => row === 'setting:seed.reference-data')).toBe(true);

    await seedIfEmpty(t.database.db, { customers: 0 });
    await createIdentity(testConfig(), t.database.db);

    expect(await rowVersions(t)).toEqual(before);
  });

  it('restores a development account changed since the last start', async () => {
    const admin = devAccounts.find((account) => account.username === 'admin')!;
    const isAdmin = and(eq(operators.issuer, t.identity.issuer), eq(operators.subject, 'admin'));
    await t.database.db.update(operators).set({ hasDbAccess: false, name: 'Renamed' }).where(isAdmin);

    await createIdentity(testConfig(), t.database.db);

    const [restored] = await t.database.db.select().from(operators).where(isAdmin);
    expect(restored).toMatchObject({ name: admin.name, hasDbAccess: true });
  });

  it('seeds reference data again when its definition changed since it was last seeded', async () => {
    // As after an upgrade whose reference data differs: the stored fingerprint is not the current one.
    await t.database.db.update(settings).set({ value: 'an earlier version' }).where(eq(settings.key, 'seed.reference-data'));
    await t.database.db.delete(serverPlans).where(eq(serverPlans.name, 'Peak P4'));

    await seedReferenceData(t.database.db);

    const [plan] = await t.database.db.select().from(serverPlans).where(eq(serverPlans.name, 'Peak P4'));
    expect(plan).toMatchObject({ category: 'PeakLoad', blockHours: 12 });
    const [fingerprint] = await t.database.db.select().from(settings).where(eq(settings.key, 'seed.reference-data'));
    expect(fingerprint!.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets a job asked for while the queue starts wait for it, then runs it', async () => {
    queue = createJobs({
      database: t.database,
      platform: t.platform,
      live: t.live,
      log: t.server.log,
      settings: defaultJobsSettings,
    });
    const definition = testJob();
    // Either worker on this database may run it.
    queue.register(definition);
    t.jobs.register(definition);
    // The server listens before its queue starts (server.ts): a request may ask for a job meanwhile.
    const working = queue.startWorking();
    const started = await queue.start(definition, { payload: {}, subscriptionId: production, operatorId: null });
    await working;

    const job = await completion(t, started.correlationId);
    expect(job).toMatchObject({ isCompleted: true, isFaulted: false });
  });

  it('lets other work run between the queries of background work', async () => {
    let isOtherWorkDone = false;
    const queries = (async () => {
      const seen: boolean[] = [];
      for (let i = 0; i < 5; i++) {
        await t.database.backgroundDb.execute(sql`select 1`);
        seen.push(isOtherWorkDone);
      }
      return seen;
    })();
    // Work that waits for the event loop's next turn, as an arriving HTTP request does.
    setImmediate(() => {
      isOtherWorkDone = true;
    });
    const seen = await queries;
    expect(seen.at(-1)).toBe(true);
    expect(seen.indexOf(true)).toBeLessThanOrEqual(1);
  });
});
