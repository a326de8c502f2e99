import { aircastExportFileName, aircastExportHeaders, csvFileNameDate, subscriptionHeader } from '@console/contract';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aircastUsage, customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const url = (from: string, to: string) => `/api/operations/airCastData/airCastData?from=${from}&to=${to}`;

describe('the CSV file name date format (doc2 §9: DD_MMM_YYYY)', () => {
  it('writes day, month abbreviation and year', () => {
    expect(csvFileNameDate('2026-01-05')).toBe('05_Jan_2026');
    expect(csvFileNameDate('2025-12-31')).toBe('31_Dec_2025');
    expect(aircastExportFileName('2026-01-01', '2026-01-31')).toBe('aircast_01_Jan_2026_to_31_Jan_2026.csv');
  });
});

describe.each(testDatabases)('aircast data export on %s', (kind) => {
  let t: TestApp;
  let customer: { id: string; alias: string; name: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [first] = await t.db
      .select({ id: customers.id, alias: customers.alias, name: customers.name })
      .from(customers)
      .where(eq(customers.subscriptionId, production))
      .orderBy(asc(customers.alias))
      .limit(1);
    customer = first!;
    // A range of its own, far from the seeded past year.
    await t.db.insert(aircastUsage).values([
      {
        customerId: customer.id,
        usageDate: '2020-03-02',
        sessionName: 'Keynote, "live"',
        hours: 1.5,
        attendees: 120,
        peakConcurrentViewers: 90,
      },
      {
        customerId: customer.id,
        usageDate: '2020-03-01',
        sessionName: '=cmd',
        hours: 2,
        attendees: 40,
        peakConcurrentViewers: 30,
      },
    ]);
  }, 60_000);
  afterAll(async () => t?.close());

  const get = async (path: string, operator = 'support') =>
    t.app.inject({ method: 'GET', url: path, headers: await t.authHeaders(operator, { [subscriptionHeader]: production }) });

  it('streams the range as CSV: header row, rows in date order, named with DD_MMM_YYYY', async () => {
    const response = await get(url('2020-03-01', '2020-03-31'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="aircast_01_Mar_2020_to_31_Mar_2020.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(aircastExportHeaders.join(','));
    expect(lines).toHaveLength(3);
    // csv-stringify quotes, and a formula-like cell is made harmless.
    expect(lines[1]).toBe(
      `${customer.alias},${customer.name},2020-03-01,'=cmd,2,40,30`.replace(customer.name, csvCell(customer.name)),
    );
    expect(lines[2]).toContain('"Keynote, ""live"""');
  });

  it('counts a range, and an empty range is a count of 0 and a file of only the header row', async () => {
    const counted = await get('/api/operations/airCastData/airCastDataCount?from=2020-03-01&to=2020-03-31');
    expect(counted.json()).toEqual({ rowCount: 2 });
    const none = await get('/api/operations/airCastData/airCastDataCount?from=2001-01-01&to=2001-12-31');
    expect(none.json()).toEqual({ rowCount: 0 });
    const response = await get(url('2001-01-01', '2001-12-31'));
    expect(response.statusCode).toBe(200);
    expect(response.body.trim()).toBe(aircastExportHeaders.join(','));
  });

  it('refuses bad, missing or reversed dates naming the field', async () => {
    const bad = await get(url('2020-02-30', '2020-03-31'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/^From must be a date \(YYYY-MM-DD\)/);
    const missing = await get('/api/operations/airCastData/airCastData?from=2020-03-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toMatch(/^To /);
    const reversed = await get(url('2020-04-01', '2020-03-01'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errorMessage).toBe('From must not be after To.');
  });

  it('streams 100,000 rows within bounded memory', async () => {
    const total = 100_000;
    const rows = Array.from({ length: total }, (_, i) => ({
      customerId: customer.id,
      usageDate: `2019-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, '0')}`,
      sessionName: `Session ${i}`,
      hours: 1 + (i % 8),
      attendees: 10 + (i % 500),
      peakConcurrentViewers: 5 + (i % 300),
    }));
    for (let i = 0; i < total; i += 5000) await t.db.insert(aircastUsage).values(rows.slice(i, i + 5000));
    rows.length = 0;
    // What stays reachable while streaming, not garbage not yet collected: measured after a collection.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    // Over a real connection, as a browser downloads it: the socket's backpressure paces the reads.
    const response = await fetch(`${await t.listen()}${url('2019-01-01', '2019-06-30')}`, {
      headers: await t.authHeaders('support', { [subscriptionHeader]: production }),
    });
    expect(response.status).toBe(200);
    let lines = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
      if (++chunks % 100 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(lines).toBe(total + 1);
    expect(chunks).toBeGreaterThan(100);
    // Loose: the whole result held as rows would be tens of megabytes; a batch at a time is a few.
    expect(peak - before).toBeLessThan(24 * 1024 * 1024);
  }, 180_000);

  it('stops reading when the client leaves mid-download, and keeps answering', async () => {
    const aborter = new AbortController();
    const response = await fetch(`${await t.listen()}${url('2019-01-01', '2019-06-30')}`, {
      headers: await t.authHeaders('support', { [subscriptionHeader]: production }),
      signal: aborter.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    aborter.abort();
    await reader.read().catch(() => undefined);
    const counted = await get('/api/operations/airCastData/airCastDataCount?from=2020-03-01&to=2020-03-31');
    expect(counted.json()).toEqual({ rowCount: 2 });
  });
});

/** A cell as csv-stringify writes it (quoted when it holds a comma or quote). */
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
