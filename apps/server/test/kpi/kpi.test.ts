import { kpiDateOptionsAt, type Job, type KpiProcessInformation } from '@console/contract';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, kpiData } from '../../src/db/schema';
import { periodEnd } from '../../src/features/kpi/kpi-rows';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const base = '/api/operations/generateKpiData';

describe.each(testDatabases)('KPI data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, operator = 'admin') =>
    t.callAs({ operator, subscriptionId: production, method, url, payload });

  it('refuses operators without the KPI flag with 403', async () => {
    for (const operator of ['support', 'dbreader', 'migrator']) {
      expect((await call('GET', `${base}/getDateOptions`, undefined, operator)).status).toBe(403);
      expect((await call('GET', `${base}/kpiDataProcessInformation`, undefined, operator)).status).toBe(403);
      const refused = await call('POST', `${base}/generateKpiData/${kpiDateOptionsAt(new Date())[1]}`, undefined, operator);
      expect(refused.status).toBe(403);
      expect(refused.reason).toBe('This needs permission to generate KPI data.');
    }
  });

  it('offers the first day of each of the last 12 months, newest first', async () => {
    const response = await call('GET', `${base}/getDateOptions`);
    expect(response.status).toBe(200);
    const options = response.body as string[];
    expect(options).toHaveLength(12);
    expect(options.every((d) => /^\d{4}-\d{2}-01$/.test(d))).toBe(true);
    expect([...options].sort().reverse()).toEqual(options);
    expect(kpiDateOptionsAt(new Date('2026-01-15T10:00:00Z')).slice(0, 3)).toEqual(['2026-01-01', '2025-12-01', '2025-11-01']);
  });

  it('refuses a date that is not a date, or not an option, naming it', async () => {
    const malformed = await call('POST', `${base}/generateKpiData/2026-13-45`);
    expect(malformed.status).toBe(400);
    expect(malformed.reason).toMatch(/Date must be a date \(YYYY-MM-DD\)/);
    const notOption = await call('POST', `${base}/generateKpiData/2019-03-01`);
    expect(notOption.status).toBe(400);
    expect(notOption.reason).toContain('2019-03-01');
  });

  it('generates the month as a job that writes KPI rows and the process information', async () => {
    const date = kpiDateOptionsAt(new Date())[1]!;
    const started = await call('POST', `${base}/generateKpiData/${date}`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { job } = started.body as { job: Job };
    expect((await completion(t, job.correlationId)).isFaulted).toBe(false);

    const rows = await t.db.select().from(kpiData).where(eq(kpiData.periodStart, date));
    const active = rows.find((r) => r.subscriptionId === production && r.metric === 'activeCustomers');
    const end = new Date(`${periodEnd(date)}T00:00:00Z`);
    const expected = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.subscriptionId, production),
          eq(customers.isEnabled, true),
          eq(customers.state, 'active'),
          lt(customers.createdAt, end),
        ),
      );
    expect(active?.value).toBe(expected.length);
    expect(active?.value).toBeGreaterThan(0);
    const byOffering = rows.filter((r) => r.subscriptionId === production && r.metric === 'customersByLicenceOffering');
    expect(byOffering.reduce((sum, r) => sum + r.value, 0)).toBe(active?.value);
    expect(rows.some((r) => r.metric === 'aircastHours')).toBe(true);

    const info = (await call('GET', `${base}/kpiDataProcessInformation`)).body as KpiProcessInformation;
    expect(info).toMatchObject({
      lastGeneratedDate: date,
      lastRunDate: date,
      lastRunStatus: 'succeeded',
      rowsWritten: rows.length,
    });

    // Generating again replaces the month's rows instead of adding to them.
    const again = await call('POST', `${base}/generateKpiData/${date}`);
    await completion(t, (again.body as { job: Job }).job.correlationId);
    expect(await t.db.select().from(kpiData).where(eq(kpiData.periodStart, date))).toHaveLength(rows.length);
  });

  it('saves the settings over the version read, and a stale save is a 409 naming who changed them', async () => {
    const read = (await call('GET', `${base}/kpiDataProcessInformation`)).body as KpiProcessInformation;
    const body = { version: read.version, isEnabled: false, recipients: ['kpi@example.com'], notes: 'Monthly board pack' };
    const saved = await call('POST', `${base}/updateKpiDataProcessInformation`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ isEnabled: false, recipients: ['kpi@example.com'], version: read.version + 1 });
    expect((saved.body as KpiProcessInformation).changedByName).toBe('Ada Admin');

    const stale = await call('POST', `${base}/updateKpiDataProcessInformation`, { ...body, notes: 'Mine' });
    expect(stale.status).toBe(409);
    expect(stale.reason).toContain('Ada Admin changed the KPI process information');
    expect(stale.body).toMatchObject({ changedBy: 'Ada Admin', currentVersion: read.version + 1 });
  });

  it('lets only one of two racing saves of the same version through', async () => {
    const read = (await call('GET', `${base}/kpiDataProcessInformation`)).body as KpiProcessInformation;
    const body = { version: read.version, isEnabled: true, recipients: [], notes: '' };
    const answers = await Promise.all([
      call('POST', `${base}/updateKpiDataProcessInformation`, body),
      call('POST', `${base}/updateKpiDataProcessInformation`, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses bad settings naming the field', async () => {
    const bad = await call('POST', `${base}/updateKpiDataProcessInformation`, {
      version: 0,
      isEnabled: true,
      recipients: ['not an address'],
      notes: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/Recipients/);
  });
});
