// Shared pieces of the benchmarks: a console server on a chosen database, a signed operator token,
// interleaved A/B runs and medians. Every bench starts its own bare peer and prints a ratio against it.
import { subscriptionHeader } from '@console/contract';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openConfiguredDatabase, type Database } from '../src/db/database';
import { seedIfEmpty, seedSubscriptions } from '../src/seed/seed';
import { loadOrCreateDevKeys } from '../src/identity/dev-keys';
import { createIdentity } from '../src/identity/identity';
import { createServer, type ConsoleServer } from '../src/server';

export type BenchDatabase = 'pglite' | 'postgres';

/** The databases a bench runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const benchDatabases = (): BenchDatabase[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export type BenchConsole = {
  config: Config;
  database: Database;
  server: ConsoleServer;
  headers: Record<string, string>;
  /** The admin's headers with another seeded operator's token (by subject). */
  headersFor: (subject: string, name: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

/** A bench's own PostgreSQL database beside TEST_DATABASE_URL's (kept between runs, like data/bench). */
const benchPostgresUrl = async (databaseName: string): Promise<string> => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(databaseName)}`);
  await admin.end();
  url.pathname = `/${databaseName}`;
  return url.toString();
};

/** A console server with the fleet's own activity off, its own data folder, and an admin token. */
export const startBenchConsole = async ({
  kind,
  dataDir,
  postgresDatabase = 'console_bench',
  env = {},
}: {
  kind: BenchDatabase;
  dataDir: string;
  /** The PostgreSQL database's name, so that benches running side by side do not share one. */
  postgresDatabase?: string;
  env?: Record<string, string>;
}): Promise<BenchConsole> => {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PLATFORM_TICKER_SECONDS: '0',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: kind === 'postgres' ? await benchPostgresUrl(postgresDatabase) : '',
    ...env,
  });
  const database = await openConfiguredDatabase(config);
  await seedIfEmpty(database.db, { customers: 0 });
  const identity = await createIdentity(config, database.db);
  const server = await createServer({ config, database, identity });
  await server.app.ready();
  const keys = await loadOrCreateDevKeys(database.db);
  const signingKey = await importJWK(keys.signingKey, 'RS256');
  /** An operator's token, signed by the console's own development identity provider. */
  const tokenFor = (subject: string, name: string) =>
    new SignJWT({ name })
      .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid })
      .setSubject(subject)
      .setIssuer(identity.issuer)
      .setAudience(config.oidcClientId)
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(signingKey);
  const headers = { authorization: `Bearer ${await tokenFor('admin', 'Bench')}`, [subscriptionHeader]: seedSubscriptions[0]!.id };
  return {
    config,
    database,
    server,
    headers,
    headersFor: async (subject, name) => ({ ...headers, authorization: `Bearer ${await tokenFor(subject, name)}` }),
    close: async () => {
      await server.close();
      await database.close();
    },
  };
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** Runs each contender `rounds` times, alternating, so that machine noise falls on both alike. */
export const interleaved = async <K extends string>(
  rounds: number,
  contenders: Record<K, () => Promise<number>>,
): Promise<Record<K, number[]>> => {
  const results = Object.fromEntries(Object.keys(contenders).map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(contenders) as [K, () => Promise<number>][]) results[name].push(await run());
  }
  return results;
};

/** One line per goal: the measure, the peer, the ratio and whether the goal is met. */
export const printGoal = ({
  goal,
  measured,
  peer,
  ratio,
  isMet,
}: {
  goal: string;
  measured: string;
  peer: string;
  ratio: string;
  isMet: boolean;
}) => console.log(`${isMet ? 'MET ' : 'MISS'}  ${goal}: ${measured} | peer ${peer} | ${ratio}`);
