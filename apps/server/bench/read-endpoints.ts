// `npm run bench:reads` (issue 30, goal 1): every GET of the contract, called over HTTP against a fleet of
// BENCH_CUSTOMERS (100,000) customers with the valid sample the generated safety tests use (a read without
// one gets the request generated from its declaration). Each is timed BENCH_CALLS times, interleaved with
// the peer: `/api/health` over the same client, the floor of any call. Prints the goal per database, the
// five slowest reads with their p95 and the top node of the plan of their slowest query, and every read
// that did not answer 2xx (not measured, so the goal is not met). A new read is measured by being in the
// contract.
import type { Endpoint } from '@console/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedCustomers } from '../src/seed/seed';
import { allEndpoints } from '../test/contract/requests';
import { createSampleFixture, requestFor } from '../test/contract/valid-samples';
import { createTestApp } from '../test/harness';
import { benchDatabases, percentile, printGoal, type BenchDatabase } from './support';

const fleetSize = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 20);
const goalMs = 10;

type CapturedQuery = { text: string; params: unknown[]; ms: number };

/**
 * Records the SQL the database client runs while `capture` is set (one extra call of a slow read), so
 * the bench can explain its slowest query. PGlite: the instance's own `query`; PostgreSQL: pg's Client.
 */
const queryRecorder = (database: { pglite?: { query: (...args: never[]) => Promise<unknown> } }) => {
  let captured: CapturedQuery[] | null = null;
  const wrap = <T extends { query: (...args: never[]) => Promise<unknown> }>(target: T) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: never[]) {
      const started = performance.now();
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      const params = (
        Array.isArray(args[1]) ? args[1] : ((first as { values?: unknown[] } | undefined)?.values ?? [])
      ) as unknown[];
      const record = () => {
        if (captured && text) captured.push({ text, params, ms: performance.now() - started });
      };
      // pg's pool calls its client with a callback; drizzle and PGlite take the promise.
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...results: unknown[]) => void;
        const withTiming = [...args];
        withTiming[last] = ((...results: unknown[]) => {
          record();
          callback(...results);
        }) as never;
        return original.apply(this, withTiming);
      }
      const result = original.apply(this, args);
      return result instanceof Promise ? result.finally(record) : result;
    } as T['query'];
  };
  if (database.pglite) wrap(database.pglite);
  else wrap(pg.Client.prototype as unknown as { query: (...args: never[]) => Promise<unknown> });
  return {
    during: async (run: () => Promise<unknown>) => {
      captured = [];
      try {
        await run();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  'Plan Rows': number;
};

const describePlan = (plan: PlanNode) =>
  `${plan['Node Type']}${plan['Relation Name'] ? ` on ${plan['Relation Name']}` : ''}${
    plan['Index Name'] ? ` using ${plan['Index Name']}` : ''
  } (cost ${plan['Total Cost']}, ${plan['Plan Rows']} rows)`;

const benchOn = async (kind: BenchDatabase) => {
  const t = await createTestApp(kind, { customers: 20 });
  const seedStarted = Date.now();
  await seedCustomers(t.db, fleetSize);
  await t.db.execute(sql`vacuum analyze`);
  console.error(`seeded ${fleetSize} customers on ${kind} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const fixture = await createSampleFixture(t);
  const base = await t.listen();
  const auth = await t.authHeaders('admin');
  const recorder = queryRecorder(t.database);

  const reads = allEndpoints.filter(({ endpoint }) => endpoint.method === 'GET');
  const requests = await Promise.all(
    reads.map(async ({ key, endpoint }) => ({ key, endpoint, request: await requestFor(key, endpoint, fixture) })),
  );
  const timeCall = async (url: string, headers: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { ...auth, ...headers } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };

  const peer: number[] = [];
  const measured: { key: string; endpoint: Endpoint; url: string; headers: Record<string, string>; p95: number }[] = [];
  const unanswered: string[] = [];
  for (const { key, endpoint, request } of requests) {
    const headers = request.headers as Record<string, string>;
    const first = await timeCall(request.url, headers);
    if (first.status < 200 || first.status > 299) {
      unanswered.push(`${key} (${request.url}) answered ${first.status}`);
      continue;
    }
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      times.push((await timeCall(request.url, headers)).ms);
      peer.push((await timeCall('/api/health', {})).ms);
    }
    measured.push({ key, endpoint, url: request.url, headers, p95: percentile(times, 95) });
  }

  const slowest = [...measured].sort((a, b) => b.p95 - a.p95);
  const peerP95 = percentile(peer, 95);
  const worst = slowest[0];
  printGoal({
    goal: `every read of the contract p95 ≤ ${goalMs} ms over ${fleetSize} customers (${kind})`,
    measured: `${measured.length} of ${reads.length} measured, slowest p95 ${worst?.p95.toFixed(1) ?? '–'} ms (${worst?.key ?? '–'})`,
    peer: `/api/health p95 ${peerP95.toFixed(1)} ms`,
    ratio: worst ? `${(worst.p95 / peerP95).toFixed(1)}×` : '–',
    isMet: unanswered.length === 0 && slowest.every((read) => read.p95 <= goalMs),
  });
  const over = slowest.filter((read) => read.p95 > goalMs);
  if (over.length > 0)
    console.log(`      over ${goalMs} ms: ${over.map((read) => `${read.key} ${read.p95.toFixed(0)}`).join(', ')}`);
  for (const read of slowest.slice(0, 5)) {
    const queries = await recorder.during(() => timeCall(read.url, read.headers));
    const slowestQuery = [...queries].sort((a, b) => b.ms - a.ms)[0];
    let plan = 'no query';
    if (slowestQuery) {
      const explain = `explain (format json) ${slowestQuery.text}`;
      try {
        const rows = t.database.pglite
          ? (await t.database.pglite.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(explain, slowestQuery.params)).rows
          : await (async () => {
              const client = new pg.Client({ connectionString: t.database.url });
              await client.connect();
              try {
                return (await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(explain, slowestQuery.params)).rows;
              } finally {
                await client.end();
              }
            })();
        plan = `${describePlan(rows[0]!['QUERY PLAN'][0]!.Plan)}, ${slowestQuery.ms.toFixed(1)} ms of ${queries.length} queries`;
      } catch (error) {
        plan = `not explained: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    console.log(`      ${read.p95.toFixed(1).padStart(6)} ms  ${read.key} — ${plan}`);
  }
  for (const line of unanswered) console.log(`      not measured: ${line}`);
  await t.close();
};

for (const kind of benchDatabases()) await benchOn(kind);
