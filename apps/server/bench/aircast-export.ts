// `npm run bench:aircast`: the aircast export of 100,000 rows, streamed from the database over HTTP, against
// csv-stringify writing the same rows from memory to /dev/null in the same run (issue 27: ≥ 50 % of its
// throughput, with the server's memory growth ≤ 50 MB).
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { aircastExportHeaders, constants } from '@console/contract';
import { stringify } from 'csv-stringify';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { aircastUsage, customers, releaseChannels } from '../src/db/schema';
import { seedSubscriptions } from '../src/seed/seed';
import { benchDatabases, interleaved, median, printGoal, startBenchConsole } from './support';

const total = Number(process.env.BENCH_AIRCAST_ROWS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const from = '2019-01-01';
const to = '2019-06-30';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Row i of the bench: in date order, as usage is recorded when it happens (≈ 550 a day over six months). */
const rowAt = (customerId: string, i: number) => ({
  customerId,
  usageDate: new Date(Date.UTC(2019, 0, 1) + Math.floor((i * 181) / total) * 86_400_000).toISOString().slice(0, 10),
  sessionName: `Session ${i}`,
  hours: 1 + (i % 8),
  attendees: 10 + (i % 500),
  peakConcurrentViewers: 5 + (i % 300),
});

for (const kind of benchDatabases()) {
  const bench = await startBenchConsole({
    kind,
    dataDir: `data/bench-aircast-${kind}`,
    postgresDatabase: 'console_bench_aircast',
  });
  const { db } = bench.database;
  const subscriptionId = seedSubscriptions[0]!.id;
  // One customer holding the bench's rows, made once and kept with the data folder.
  let [customer] = await db.select().from(customers).where(eq(customers.alias, 'aircastbench'));
  if (!customer) {
    const [channel] = await db.select().from(releaseChannels).orderBy(asc(releaseChannels.name)).limit(1);
    [customer] = await db
      .insert(customers)
      .values({
        subscriptionId,
        name: 'Aircast Bench',
        alias: 'aircastbench',
        emailDomain: constants.defaultEmailDomain,
        releaseChannelId: channel?.id ?? null,
      })
      .returning();
  }
  const inRange = and(
    eq(aircastUsage.customerId, customer!.id),
    gte(aircastUsage.usageDate, from),
    lte(aircastUsage.usageDate, to),
  );
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(aircastUsage).where(inRange);
  const [first] = await db
    .select({ usageDate: aircastUsage.usageDate })
    .from(aircastUsage)
    .where(inRange)
    .orderBy(asc(aircastUsage.id))
    .limit(1);
  // Made again when the count or the layout (rows in date order) differs from this bench's.
  if (n !== total || first?.usageDate !== rowAt(customer!.id, 0).usageDate) {
    await db.delete(aircastUsage).where(inRange);
    for (let i = 0; i < total; i += 5000) {
      await db
        .insert(aircastUsage)
        .values(Array.from({ length: Math.min(5000, total - i) }, (_, j) => rowAt(customer!.id, i + j)));
    }
  }
  await bench.server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(bench.server.app.server.address() as { port: number }).port}/api/operations/airCastData/airCastData?from=${from}&to=${to}`;

  // The peer's rows, built before its clock starts: csv-stringify alone, from memory to /dev/null.
  const peerRows = Array.from({ length: total }, (_, i) => {
    const r = rowAt(customer!.id, i);
    return ['aircastbench', 'Aircast Bench', r.usageDate, r.sessionName, r.hours, r.attendees, r.peakConcurrentViewers];
  });

  let peakGrowth = 0;
  const exportOnce = async () => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const response = await fetch(url, { headers: bench.headers });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    let lines = 0;
    let chunks = 0;
    for await (const chunk of response.body!) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (++chunks % 100 === 0) {
        gc();
        peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - before);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (lines !== total + 1) throw new Error(`export wrote ${lines} lines, not ${total + 1}`);
    return total / seconds;
  };
  const peerOnce = async () => {
    const started = performance.now();
    await pipeline(
      Readable.from(peerRows),
      stringify({ header: true, columns: [...aircastExportHeaders], escape_formulas: true }),
      createWriteStream('/dev/null'),
    );
    return total / ((performance.now() - started) / 1000);
  };

  await exportOnce(); // warm up: the first run compiles the queries and fills the caches
  const runs = await interleaved(rounds, { exportRows: exportOnce, peerRows: peerOnce });
  const measured = median(runs.exportRows);
  const peer = median(runs.peerRows);
  printGoal({
    goal: `aircast export of ${total.toLocaleString('en')} rows (${kind}) ≥ 50 % of csv-stringify to /dev/null`,
    measured: `${Math.round(measured)} rows/s`,
    peer: `${Math.round(peer)} rows/s`,
    ratio: `${((measured / peer) * 100).toFixed(0)} %`,
    isMet: measured / peer >= 0.5,
  });
  const growthMb = peakGrowth / 1024 / 1024;
  printGoal({
    goal: `aircast export (${kind}): the server's heap growth while streaming ≤ 50 MB`,
    measured: `${growthMb.toFixed(1)} MB`,
    peer: '50 MB',
    ratio: `${((growthMb / 50) * 100).toFixed(0)} %`,
    isMet: growthMb <= 50,
  });
  await bench.close();
}
