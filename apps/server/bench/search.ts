// `npm run bench:search`: customer search over HTTP on a fleet of 100,000 customers, on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL. The bare peer is an indexed alias-prefix query
// straight on the same database (no HTTP, no console), timed the same way and interleaved with the
// console's queries. Prints a goal line per database and one per search kind (issue 30, goal 2).
import { count, sql } from 'drizzle-orm';
import { customers, releaseChannels } from '../src/db/schema';
import { seedCustomers, seedSubscriptions } from '../src/seed/seed';
import { benchDatabases, percentile, printGoal, startBenchConsole, type BenchDatabase } from './support';

const fleetSize = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const perKind = Number(process.env.BENCH_QUERIES_PER_KIND ?? 100);
const goal = { p95: 5, p50: 2 };
const pageSize = 100; // the search's default page size, for the peer too

const misspell = (name: string) => {
  const word = name.split(/[^A-Za-z]+/).find((w) => w.length >= 6) ?? name;
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // two letters swapped
};

type Probe = { kind: string; url: string; prefix: string };

const benchOn = async (kind: BenchDatabase) => {
  // Seeded once per data folder / database and kept between runs.
  const bench = await startBenchConsole({ kind, dataDir: `${process.env.BENCH_DATA_DIR ?? 'data/bench'}-search-${kind}` });
  const { db } = bench.database;
  const seedStarted = Date.now();
  const added = await seedCustomers(db, fleetSize);
  if (added > 0) {
    await db.execute(sql`vacuum analyze customers`);
    await db.execute(sql`vacuum analyze customer_search_terms`);
    console.error(`seeded ${added} customers on ${kind} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers);
  const subscriptionId = seedSubscriptions[0]!.id;

  // A fixed mix drawn from the fleet itself (same sample every run).
  const sample = (
    (await db.execute(
      sql`select name, alias from customers where subscription_id = ${subscriptionId} order by md5(alias) limit ${perKind}`,
    )) as unknown as { rows: { name: string; alias: string }[] }
  ).rows;
  const channels = await db.select({ id: releaseChannels.id }).from(releaseChannels);
  const search = (query: string) => `/api/customers/search?query=${encodeURIComponent(query)}`;
  const kinds: Record<string, { url: string; prefix: string }[]> = {
    fullName: sample.map((c) => ({ url: search(c.name), prefix: c.name.toLowerCase() })),
    aliasPrefix: sample.map((c) => ({ url: search(c.alias.slice(0, 4)), prefix: c.alias.slice(0, 4) })),
    fragment: sample.map((c) => ({ url: search(c.alias.slice(2, 5)), prefix: c.alias.slice(2, 5) })),
    misspelling: sample.map((c) => ({ url: search(misspell(c.name).toLowerCase()), prefix: misspell(c.name).toLowerCase() })),
    // An alias read backwards: almost never a customer, so the search goes on to suggestions.
    miss: sample.map((c) => {
      const backwards = [...c.alias].reverse().join('');
      return { url: search(backwards), prefix: backwards };
    }),
    firstLetter: sample.map((c) => ({ url: `/api/customers/search/firstletters/${c.alias[0]}`, prefix: c.alias[0]! })),
    channel: sample.map((c, i) => ({
      url: `/api/customers/search/releasechannels/${channels[i % channels.length]!.id}`,
      prefix: c.alias[0]!,
    })),
    pinned: sample.map((c) => ({ url: '/api/customers/search/releasechannels/pinned', prefix: c.alias[0]! })),
    disabled: sample.map((c) => ({ url: '/api/customers/search/disabled', prefix: c.alias[0]! })),
  };

  const timeConsole = async (url: string) => {
    const started = performance.now();
    const response = await bench.server.app.inject({ method: 'GET', url, headers: bench.headers });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return ms;
  };
  // The peer: one indexed prefix query (text_pattern_ops, as LIKE 'x%' can use in any collation) for
  // a page of rows, through the same driver.
  const timePeer = async (prefix: string) => {
    const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const started = performance.now();
    await db.execute(sql`
      select id, name, alias from customers
      where subscription_id = ${subscriptionId} and alias like ${like}
      order by alias using ~<~ limit ${pageSize}`);
    return performance.now() - started;
  };

  const mix: Probe[] = Object.entries(kinds).flatMap(([k, probes]) => probes.map((p) => ({ kind: k, ...p })));
  for (const probe of mix.filter((_, i) => i % 5 === 0)) {
    await timeConsole(probe.url); // warm-up
    await timePeer(probe.prefix);
  }
  const all: number[] = [];
  const peer: number[] = [];
  const byKind = new Map<string, number[]>();
  const peerByKind = new Map<string, number[]>();
  const slowest: { ms: number; url: string }[] = [];
  // Interleaved: each console query, then its peer, so that machine noise falls on both alike.
  for (const { kind: k, url, prefix } of mix) {
    const ms = await timeConsole(url);
    const peerMs = await timePeer(prefix);
    peer.push(peerMs);
    peerByKind.set(k, [...(peerByKind.get(k) ?? []), peerMs]);
    all.push(ms);
    slowest.push({ ms, url });
    byKind.set(k, [...(byKind.get(k) ?? []), ms]);
  }
  if (process.env.BENCH_VERBOSE) {
    for (const { ms, url } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 12)) console.error(`  ${ms.toFixed(1)} ms ${url}`);
  }
  // Issue 30, goal 2: each kind on its own, so that the aggregate cannot hide a slow one.
  for (const [k, times] of byKind) {
    const kindP95 = percentile(times, 95);
    const kindPeerP95 = percentile(peerByKind.get(k)!, 95);
    printGoal({
      goal: `search by ${k} p95 ≤ ${goal.p95} ms (${kind})`,
      measured: `p95 ${kindP95.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms`,
      peer: `p95 ${kindPeerP95.toFixed(1)} ms`,
      ratio: `${(kindP95 / kindPeerP95).toFixed(1)}×`,
      isMet: kindP95 <= goal.p95,
    });
  }
  const p95 = percentile(all, 95);
  const p50 = percentile(all, 50);
  const peerP95 = percentile(peer, 95);
  const peerP50 = percentile(peer, 50);
  printGoal({
    goal: `customer search p95 ≤ ${goal.p95} ms, p50 ≤ ${goal.p50} ms (${kind})`,
    measured: `p95 ${p95.toFixed(1)} ms, p50 ${p50.toFixed(1)} ms over ${total} customers`,
    peer: `p95 ${peerP95.toFixed(1)} ms, p50 ${peerP50.toFixed(1)} ms`,
    ratio: `${(p95 / peerP95).toFixed(1)}× / ${(p50 / peerP50).toFixed(1)}×`,
    isMet: p95 <= goal.p95 && p50 <= goal.p50,
  });
  await bench.close();
};

for (const kind of benchDatabases()) await benchOn(kind);
