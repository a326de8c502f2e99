// `npm run bench:fleet-job` (issue 30, goal 4): a fleet-wide job at scale. "Set the Azure CDN" for every
// customer of a subscription of at least BENCH_FLEET_CUSTOMERS (10,000; the seed adds them in batches, so
// a few hundred more) customers, started over HTTP, with the simulated platform at its fastest
// (PLATFORM_SPEED=0), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. Measured per round:
// - throughput: customers per second, from the POST to the job's completion as the job records it;
//   beside it, how much of a customer's time is spent inside the platform driver (timed on its interface);
// - memory: the console runs in this process, so its growth is this process's RSS, peak during the job
//   (sampled every 50 ms) less the RSS just before the POST (after a GC: the script runs with
//   `--expose-gc`); the figure printed is the largest growth of any round, with the heap the job still
//   holds once garbage is collected after it;
// - single-customer starts: while the bulk job runs, a second operator (the seed's 'support') repairs
//   one customer after another over HTTP (BENCH_FLEET_STARTS, 20, spread over the job); a start is the
//   time from its POST to its job's first step starting (the step's recorded start). Only starts posted
//   while the bulk job was still running count; the p95 is over all rounds' starts.
// The bare peer: the same number of pg-boss jobs that do nothing, in their own pg-boss schema on the same
// database, inserted in one batch and worked by as many workers as the console's bulk queue has
// (`bulkConcurrencyOf(JOBS_CONCURRENCY)`), each fetching one job and completing it back to back with no
// polling pause: pg-boss's own floor per job (its `work()` with the console's options would wait for a
// poll between jobs). Console and peer alternate (BENCH_ROUNDS, 2). BENCH_VERBOSE prints each start and
// the peak growth of the V8 heap and of external memory.
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { pgliteWithDefaultParsers, type Database } from '../src/db/database';
import { bulkConcurrencyOf } from '../src/jobs/jobs';
import { seedCustomers, seedSubscriptions } from '../src/seed/seed';
import { benchDatabases, interleaved, median, percentile, printGoal, startBenchConsole, type BenchDatabase } from './support';

const fleetSize = Number(process.env.BENCH_FLEET_CUSTOMERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const startsPerRound = Number(process.env.BENCH_FLEET_STARTS ?? 20);
const goal = { throughputShare: 0.5, memoryMb: 100, startP95Ms: 1000 };
const subscriptionId = seedSubscriptions[0]!.id;
const peerQueue = 'bench-bare-jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The seed puts most customers in the first subscription: add customers until it has `size`. */
const seedFleet = async (database: Database, size: number) => {
  const { db } = database;
  const inSubscription = async () =>
    Number(
      rows<{ total: number | string }>(
        await db.execute(
          sql`select count(*) as total from customers where subscription_id = ${subscriptionId} and state in ('active', 'faulted')`,
        ),
      )[0]!.total,
    );
  let total = Number(rows<{ total: number | string }>(await db.execute(sql`select count(*) as total from customers`))[0]!.total);
  let added = 0;
  for (let have = await inSubscription(); have < size; have = await inSubscription()) {
    total += Math.ceil((size - have) / 0.8) + 10;
    added += await seedCustomers(db, total);
  }
  if (added > 0) await db.execute(sql`vacuum analyze customers`);
  return { added, inSubscription: await inSubscription() };
};

/** The peer's own pg-boss on the console's database (its own schema), as the console builds its own. */
const startPeerBoss = async (database: Database): Promise<PgBoss> => {
  const { PgBoss, fromPglite } = await import('pg-boss');
  const common = { schema: 'bench_bare_boss', superviseIntervalSeconds: 60, monitorIntervalSeconds: 60 };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(pgliteWithDefaultParsers(database.pglite!)), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url!, max: 4 });
  boss.on('error', (error) => console.error('peer pg-boss:', error));
  await boss.start();
  if (!(await boss.getQueue(peerQueue))) await boss.createQueue(peerQueue, { retryLimit: 5, heartbeatSeconds: 10 });
  await boss.deleteAllJobs(peerQueue); // a stopped run's leftovers
  return boss;
};

const benchOn = async (kind: BenchDatabase) => {
  const bench = await startBenchConsole({
    kind,
    dataDir: `${process.env.BENCH_DATA_DIR ?? 'data/bench'}-fleet-job-${kind}`,
    postgresDatabase: 'console_bench_fleet_job',
    env: { PLATFORM_SPEED: '0' },
  });
  const { db } = bench.database;
  const seedStarted = Date.now();
  const { added, inSubscription } = await seedFleet(bench.database, fleetSize);
  if (added > 0) console.error(`seeded ${added} customers on ${kind} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  // Earlier runs' jobs would only make the job tables larger from run to run.
  await db.execute(sql`delete from jobs where is_completed`);
  const supportHeaders = await bench.headersFor('support', 'Bench support');
  const singles = rows<{ id: string }>(
    await db.execute(
      sql`select id from customers where subscription_id = ${subscriptionId} and state in ('active', 'faulted') order by md5(alias) limit ${startsPerRound}`,
    ),
  ).map((r) => r.id);
  const workers = bulkConcurrencyOf(bench.config.jobs.concurrency);
  const peerBoss = await startPeerBoss(bench.database);

  const jobState = async (correlationId: string) =>
    rows<{ is_completed: boolean; is_faulted: boolean; completed_at_utc: Date | string | null }>(
      await db.execute(sql`select is_completed, is_faulted, completed_at_utc from jobs where correlation_id = ${correlationId}`),
    )[0]!;
  const stepCount = async (correlationId: string) =>
    Number(
      rows<{ steps: number | string }>(
        await db.execute(sql`select count(*) as steps from job_steps where job_correlation_id = ${correlationId}`),
      )[0]!.steps,
    );
  const firstStepStart = async (correlationId: string) =>
    rows<{ started_at_utc: Date | string | null }>(
      await db.execute(sql`select started_at_utc from job_steps where job_correlation_id = ${correlationId} and position = 0`),
    )[0]?.started_at_utc ?? null;

  // Where a customer's time goes: inside the platform driver (the simulated platform's own database
  // work, standing in for the cloud's) or in the console around it. Timed on the driver interface.
  let platformMs = 0;
  const { platform } = bench.server;
  const perform = platform.perform.bind(platform);
  platform.perform = async (request) => {
    const started = performance.now();
    try {
      return await perform(request);
    } finally {
      platformMs += performance.now() - started;
    }
  };
  const perCustomer: { totalMs: number; platformMs: number }[] = [];

  const startLatencies: number[] = [];
  const memoryGrowth: number[] = [];
  const retained: number[] = [];
  let lastJobMs = fleetSize * 3; // a first guess at the job's length (on the short side, so every start lands inside it)
  let customersDone = 0;

  /** One repair by the second operator: from its POST to its first step starting. */
  const timeSingleStart = async (customerId: string) => {
    const posted = Date.now();
    const response = await bench.server.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/repair`,
      headers: supportHeaders,
    });
    if (response.statusCode !== 202) throw new Error(`repair answered ${response.statusCode}: ${response.body}`);
    const { correlationId } = response.json<{ correlationId: string }>();
    for (;;) {
      const started = await firstStepStart(correlationId);
      if (started) return new Date(started).getTime() - posted;
      await sleep(10);
    }
  };

  const runConsole = async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const baselineUsage = process.memoryUsage();
    const baseline = baselineUsage.rss;
    let peak = baseline;
    let peakHeap = baselineUsage.heapTotal;
    let peakExternal = baselineUsage.external;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peak = Math.max(peak, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapTotal);
      peakExternal = Math.max(peakExternal, usage.external);
    }, 50);
    platformMs = 0;
    const posted = Date.now();
    const response = await bench.server.app.inject({
      method: 'POST',
      url: '/api/customers/setAzureCdn',
      headers: bench.headers,
    });
    if (response.statusCode !== 202) throw new Error(`setAzureCdn answered ${response.statusCode}: ${response.body}`);
    const { correlationId } = response.json<{ correlationId: string }>();
    if (process.env.BENCH_VERBOSE) console.error(`  bulk job accepted in ${Date.now() - posted} ms`);
    // The second operator's starts, spread over the job's expected length; each waits for the last.
    const gap = lastJobMs / (startsPerRound + 2);
    const starts = (async () => {
      for (const customerId of singles) {
        await sleep(gap);
        if ((await jobState(correlationId)).is_completed) return;
        const ms = await timeSingleStart(customerId);
        if (process.env.BENCH_VERBOSE) console.error(`  start ${ms} ms at ${Date.now() - posted} ms`);
        startLatencies.push(ms);
      }
    })();
    let state = await jobState(correlationId);
    while (!state.is_completed) {
      await sleep(100);
      state = await jobState(correlationId);
    }
    clearInterval(sampler);
    if (process.env.BENCH_VERBOSE) {
      const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
      console.error(
        `  peak growth: rss ${mb(peak - baseline)}, V8 heap ${mb(peakHeap - baselineUsage.heapTotal)}, external ${mb(peakExternal - baselineUsage.external)}`,
      );
    }
    // What the job left behind once garbage is collected (what the peak adds is garbage not yet collected).
    (globalThis as { gc?: () => void }).gc?.();
    retained.push(process.memoryUsage().heapUsed - baselineUsage.heapUsed);
    await starts;
    if (state.is_faulted) throw new Error(`the bulk job faulted on ${kind}`);
    const ms = new Date(state.completed_at_utc!).getTime() - posted;
    lastJobMs = ms;
    customersDone = await stepCount(correlationId);
    memoryGrowth.push(peak - baseline);
    perCustomer.push({ totalMs: ms / customersDone, platformMs: platformMs / customersDone });
    return (customersDone / ms) * 1000;
  };

  const runPeer = async () => {
    const count = customersDone || inSubscription;
    const started = Date.now();
    await peerBoss.insert(
      peerQueue,
      Array.from({ length: count }, (_, i) => ({ data: { i } })),
    );
    let done = 0;
    const worker = async () => {
      for (;;) {
        const [job] = await peerBoss.fetch(peerQueue, { batchSize: 1 });
        if (!job) return;
        await peerBoss.complete(peerQueue, job.id); // the handler does nothing
        done++;
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    if (done !== count) throw new Error(`the peer worked ${done} of ${count} jobs`);
    return (count / (Date.now() - started)) * 1000;
  };

  const results = await interleaved(rounds, { console: runConsole, peer: runPeer });
  const consoleRate = median(results.console);
  const peerRate = median(results.peer);
  printGoal({
    goal: `fleet job ≥ ${goal.throughputShare * 100} % of bare pg-boss throughput (${kind})`,
    measured: `${consoleRate.toFixed(0)} customers/s over ${customersDone} customers`,
    peer: `${peerRate.toFixed(0)} jobs/s (${workers} workers)`,
    ratio: `${((consoleRate / peerRate) * 100).toFixed(0)} %`,
    isMet: consoleRate >= goal.throughputShare * peerRate,
  });
  const cost = perCustomer.sort((a, b) => a.totalMs - b.totalMs)[Math.floor(perCustomer.length / 2)]!;
  console.log(
    `      per customer ${cost.totalMs.toFixed(2)} ms, of which ${cost.platformMs.toFixed(2)} ms in the platform driver ` +
      `(simulated: its own database work) and ${(cost.totalMs - cost.platformMs).toFixed(2)} ms the console's; ` +
      `per bare job ${(1000 / peerRate).toFixed(2)} ms (${kind})`,
  );
  const growthMb = Math.max(...memoryGrowth) / 1024 / 1024;
  printGoal({
    goal: `fleet job memory growth ≤ ${goal.memoryMb} MB (${kind})`,
    measured: `${growthMb.toFixed(0)} MB RSS at its peak during the job (largest of ${memoryGrowth.length} rounds); heap kept after it ${(Math.max(...retained) / 1048576).toFixed(0)} MB`,
    peer: `— (process RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB at the end)`,
    ratio: `${((growthMb / goal.memoryMb) * 100).toFixed(0)} % of the bound`,
    isMet: growthMb <= goal.memoryMb,
  });
  const p95 = startLatencies.length ? percentile(startLatencies, 95) : Number.POSITIVE_INFINITY;
  printGoal({
    goal: `single-customer action starts within ${goal.startP95Ms} ms during the fleet job, p95 (${kind})`,
    measured: `p95 ${p95.toFixed(0)} ms, p50 ${startLatencies.length ? percentile(startLatencies, 50).toFixed(0) : '—'} ms over ${startLatencies.length} starts`,
    peer: `bulk job ${(lastJobMs / 1000).toFixed(1)} s`,
    ratio: `${((p95 / goal.startP95Ms) * 100).toFixed(0)} % of the bound`,
    isMet: startLatencies.length >= startsPerRound && p95 <= goal.startP95Ms,
  });
  await peerBoss.stop({ graceful: false });
  await bench.close();
};

for (const kind of benchDatabases()) await benchOn(kind);
