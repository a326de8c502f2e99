// `npm run bench:search`: customer search over HTTP on a fleet of 100,000 customers.
// Prints one line: search p95 <ms> ms, p50 <ms> ms over <N> customers (<database>).
import { subscriptionHeader } from '@console/contract';
import { count, sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/database';
import { customers } from '../src/db/schema';
import { seedCustomers, seedIfEmpty, seedSubscriptions } from '../src/db/seed';
import { loadOrCreateDevKeys } from '../src/identity/dev-keys';
import { createIdentity } from '../src/identity/identity';
import { createServer } from '../src/server';

const fleetSize = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const perKind = Number(process.env.BENCH_QUERIES_PER_KIND ?? 100);

// The bench keeps its own embedded database, never the default ./data.
const config = loadConfig({ ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? 'data/bench', LOG_LEVEL: 'silent' });
const database = await openConfiguredDatabase(config);
await seedIfEmpty(database.db, { customers: 0 });
const seedStarted = Date.now();
const added = await seedCustomers(database.db, fleetSize);
if (added > 0) console.error(`seeded ${added} customers in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(customers);

const identity = await createIdentity(config, database.db);
// Search alone is measured: the fleet's own simulated activity is off.
const server = await createServer({
  config: { ...config, platform: { ...config.platform, tickerSeconds: 0 } },
  database,
  identity,
});
const { app } = server;
await app.ready();
const keys = await loadOrCreateDevKeys(database.db);
const token = await new SignJWT({ name: 'Bench' })
  .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid })
  .setSubject('admin')
  .setIssuer(identity.issuer)
  .setAudience(config.oidcClientId)
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(await importJWK(keys.signingKey, 'RS256'));
const headers = { authorization: `Bearer ${token}`, [subscriptionHeader]: seedSubscriptions[0]!.id };

// A fixed mix drawn from the fleet itself (same sample every run).
const sample = (
  (await database.db.execute(
    sql`select name, alias from customers where subscription_id = ${seedSubscriptions[0]!.id} order by md5(alias) limit ${perKind}`,
  )) as unknown as { rows: { name: string; alias: string }[] }
).rows;
const misspell = (name: string) => {
  const word = name.split(/[^A-Za-z]+/).find((w) => w.length >= 6) ?? name;
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // two letters swapped
};
const kinds: Record<string, string[]> = {
  fullName: sample.map((c) => `/api/customers/search?query=${encodeURIComponent(c.name)}`),
  aliasPrefix: sample.map((c) => `/api/customers/search?query=${c.alias.slice(0, 4)}`),
  fragment: sample.map((c) => `/api/customers/search?query=${c.alias.slice(2, 5)}`),
  misspelling: sample.map((c) => `/api/customers/search?query=${encodeURIComponent(misspell(c.name).toLowerCase())}`),
  firstLetter: sample.map((c) => `/api/customers/search/firstletters/${c.alias[0]}`),
};

const timeOne = async (url: string) => {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return ms;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

for (const url of Object.values(kinds).flat().slice(0, 100)) await timeOne(url); // warm-up
const all: number[] = [];
const mix = Object.entries(kinds).flatMap(([kind, urls]) => urls.map((url) => ({ kind, url })));
const byKind = new Map<string, number[]>();
const slowest: { ms: number; url: string }[] = [];
for (const { kind, url } of mix) {
  const ms = await timeOne(url);
  all.push(ms);
  slowest.push({ ms, url });
  byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
}
if (process.env.BENCH_VERBOSE) {
  for (const { ms, url } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 12)) console.error(`  ${ms.toFixed(1)} ms ${url}`);
}
for (const [kind, times] of byKind) {
  console.error(`  ${kind.padEnd(12)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
}
console.log(
  `search p95 ${percentile(all, 95).toFixed(1)} ms, p50 ${percentile(all, 50).toFixed(1)} ms over ${total} customers (${database.kind})`,
);
await server.close();
await database.close();
