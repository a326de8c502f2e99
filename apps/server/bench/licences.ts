// `npm run bench:licences`: the Customer licenses list (doc2 §7 customerLicenseList) over HTTP on a fleet
// of 100,000 customers, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. The bare peer is an
// indexed page of the same subscription's customers by alias straight on the same database (no HTTP, no
// console), timed the same way and interleaved. Prints one goal line per database.
import { count, sql } from 'drizzle-orm';
import { customers, licenseOfferings } from '../src/db/schema';
import { seedCustomers, seedSubscriptions } from '../src/seed/seed';
import { benchDatabases, percentile, printGoal, startBenchConsole, type BenchDatabase } from './support';

const fleetSize = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const probes = Number(process.env.BENCH_QUERIES ?? 300);
const goal = { p95: 10 };
const pageSize = 25; // the screen's page size

const benchOn = async (kind: BenchDatabase) => {
  // The search bench's fleet: seeded once per data folder / database and kept between runs.
  const bench = await startBenchConsole({ kind, dataDir: `${process.env.BENCH_DATA_DIR ?? 'data/bench'}-search-${kind}` });
  const { db } = bench.database;
  const added = await seedCustomers(db, fleetSize);
  if (added > 0) await db.execute(sql`vacuum analyze customers`);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers);
  const subscriptionId = seedSubscriptions[0]!.id;
  const offerings = ['All', ...(await db.select({ id: licenseOfferings.id }).from(licenseOfferings)).map((o) => o.id)];
  // The first pages of each filter, as an operator leafs through them.
  const mix = Array.from({ length: probes }, (_, i) => ({ offering: offerings[i % offerings.length]!, page: 1 + (i % 10) }));

  const timeConsole = async ({ offering, page }: { offering: string; page: number }) => {
    const url = `/api/operations/licensing/customerLicenseList?offering=${offering}&page=${page}&pageSize=${pageSize}`;
    const started = performance.now();
    const response = await bench.server.app.inject({ method: 'GET', url, headers: bench.headers });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return ms;
  };
  const timePeer = async (page: number) => {
    const started = performance.now();
    await db.execute(sql`
      select id, name, alias, license_details from customers where subscription_id = ${subscriptionId}
      order by alias limit ${pageSize} offset ${(page - 1) * pageSize}`);
    return performance.now() - started;
  };

  for (const probe of mix.slice(0, 30)) {
    await timeConsole(probe); // warm-up
    await timePeer(probe.page);
  }
  const measured: number[] = [];
  const peer: number[] = [];
  for (const probe of mix) {
    measured.push(await timeConsole(probe));
    peer.push(await timePeer(probe.page));
  }
  const p95 = percentile(measured, 95);
  const peerP95 = percentile(peer, 95);
  printGoal({
    goal: `customer licences page p95 ≤ ${goal.p95} ms (${kind})`,
    measured: `p95 ${p95.toFixed(1)} ms, p50 ${percentile(measured, 50).toFixed(1)} ms over ${total} customers`,
    peer: `p95 ${peerP95.toFixed(1)} ms`,
    ratio: `${(p95 / peerP95).toFixed(1)}×`,
    isMet: p95 <= goal.p95,
  });
  await bench.close();
};

for (const kind of benchDatabases()) await benchOn(kind);
