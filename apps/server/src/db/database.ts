import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { appliedMigrations, pendingMigrations, readMigrations } from './migration-check';
import * as schema from './schema';
import { ambientDb } from './unit-of-work';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`; drizzle types it as unknown). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  /** The ambient database: inside a change request, that request's transaction (unit-of-work.ts). */
  db: Db;
  /** The database itself, for opening a unit of work. */
  rootDb: Db;
  /**
   * The database for background work (the tickers): on PGlite each of its queries first lets waiting
   * requests in, as the queue's do (`pgliteWithDefaultParsers`).
   */
  backgroundDb: Db;
  kind: DatabaseKind;
  /** The PGlite instance in embedded mode (pg-boss and the live adapter need the raw client). */
  pglite?: PGlite;
  /** The PostgreSQL connection string when not embedded. */
  url?: string;
  /** The PostgreSQL pool's connections now (metrics); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Tells `observe` how long each query took, in seconds, from now on (metrics); returns how to stop. */
  observeQueries: (observe: QueryObserver) => () => void;
  close: () => Promise<void>;
};

export type QueryObserver = (seconds: number) => void;

/**
 * Who wants each query's duration (the metrics), per database. Timing is two clock reads per query; with
 * no observer nothing is measured.
 */
const queryObservers = () => {
  const observers = new Set<QueryObserver>();
  const recordSince = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const observe of observers) observe(seconds);
  };
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    if (observers.size === 0) return run();
    const started = performance.now();
    try {
      return await run();
    } finally {
      recordSince(started);
    }
  };
  const observeQueries = (observe: QueryObserver) => {
    observers.add(observe);
    return () => void observers.delete(observe);
  };
  return { timed, recordSince, isObserved: () => observers.size > 0, observeQueries };
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Brings the database to the folder's newest migration, after checking that every migration it records
 * as applied is the folder's, unchanged and in order (migration-check.ts). A start on an up-to-date
 * database reads the applied hashes in one query and compares them with the files' hashes; drizzle's
 * migrator, which runs four statements and a transaction, runs only when a migration is missing
 * (docs/decisions/090-performance.md, 007-one-migration-history.md).
 */
const migrateDatabase = async (db: Parameters<typeof appliedMigrations>[0], migrate: () => Promise<void>) => {
  const files = readMigrations(migrationsFolder);
  if (pendingMigrations(files, await appliedMigrations(db)).length === 0) return;
  await migrate();
  // The migrator applies only migrations newer than the newest it recorded: check that it applied them all.
  const left = pendingMigrations(files, await appliedMigrations(db));
  if (left.length > 0) {
    throw new Error(
      `Database migrations ${left.map((file) => file.tag).join(', ')} were not applied: their journal time is not ` +
        'after the newest migration the database records. A new migration must come after every applied one.',
    );
  }
};

const asText = (value: string) => value;

/**
 * The parsers drizzle hands PGlite with every query (dates and intervals stay text for drizzle to map).
 * PGlite copies its whole parser map (over 300 entries) for any query that brings parsers of its own,
 * which cost about 0.3 ms per query; given once when the instance is created they cost nothing
 * (docs/decisions/090-performance.md).
 */
const drizzleParsers: ParserOptions = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** The client with some of its methods replaced; every other method stays bound to the client. */
const withMethods = <T extends object>(client: T, methods: Record<string, (...args: never[]) => unknown>): T =>
  new Proxy(client, {
    get(target, property, receiver) {
      if (typeof property === 'string' && Object.hasOwn(methods, property)) return methods[property];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

/**
 * PGlite answers in microtasks, so a chain of queries holds the event loop until it ends: HTTP requests
 * wait behind the whole chain. Background work waits one turn of the event loop before each query
 * instead, so a request waits behind one query at most (docs/decisions/090-performance.md).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const withYieldBeforeQueries = (client: PGlite): PGlite =>
  withMethods(client, {
    query: async (...args: Parameters<PGlite['query']>) => {
      await yieldToRequests();
      return client.query(...args);
    },
    exec: async (...args: Parameters<PGlite['exec']>) => {
      await yieldToRequests();
      return client.exec(...args);
    },
  });

type Timed = ReturnType<typeof queryObservers>['timed'];

const withoutPerQueryParsers = <T extends Queryable>(client: T, timed: Timed): T =>
  withMethods(client, {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      timed(() => client.query(query, params, options?.parsers ? { ...options, parsers: undefined } : options)),
    ...('transaction' in client && {
      transaction: <R>(callback: (tx: Transaction) => Promise<R>) =>
        (client as unknown as PGlite).transaction((tx) => callback(withoutPerQueryParsers(tx, timed))),
    }),
  });

/**
 * PGlite as pg-boss expects it: with PGlite's own parsers for the types drizzle keeps as text, and
 * waiting one turn of the event loop before each query (the queue is background work).
 */
export const pgliteWithDefaultParsers = (client: PGlite): PGlite => {
  const defaults = defaultParsersOf.get(client) ?? {};
  const background = withYieldBeforeQueries(client);
  return withMethods(client, {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      background.query(query, params, { ...options, parsers: { ...defaults, ...options?.parsers } }),
    exec: (query: string, options?: QueryOptions) =>
      background.exec(query, { ...options, parsers: { ...defaults, ...options?.parsers } }),
  });
};

const defaultParsersOf = new WeakMap<PGlite, ParserOptions>();

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server dropped must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const { recordSince, isObserved, observeQueries } = queryObservers();
    // Every query runs on a pool connection's client (the pool's own query takes one and passes a callback).
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        if (!isObserved()) return query(...args);
        const started = performance.now();
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const done = args[last] as (...results: unknown[]) => void;
          args[last] = (...results: unknown[]) => {
            recordSince(started);
            done(...results);
          };
          return query(...args);
        }
        const result = query(...args);
        return result instanceof Promise ? result.finally(() => recordSince(started)) : result;
      }) as typeof client.query;
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migrateDatabase(db, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    const root = db as unknown as Db;
    // Queries over the network wait for I/O, and requests get their turn meanwhile.
    return {
      db: ambientDb(root),
      rootDb: root,
      backgroundDb: root,
      kind: 'postgres',
      url: options.url,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observeQueries,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  defaultParsersOf.set(client, Object.fromEntries(Object.keys(drizzleParsers).map((oid) => [oid, client.parsers[Number(oid)]!])));
  Object.assign(client.parsers, drizzleParsers);
  const { timed, observeQueries } = queryObservers();
  const db = drizzlePglite(withoutPerQueryParsers(client, timed), { schema });
  try {
    await migrateDatabase(db, () => migratePglite(db, { migrationsFolder }));
  } catch (error) {
    await client.close();
    throw error;
  }
  const root = db as unknown as Db;
  const backgroundDb = drizzlePglite(withoutPerQueryParsers(withYieldBeforeQueries(client), timed), {
    schema,
  }) as unknown as Db;
  return {
    db: ambientDb(root),
    rootDb: root,
    backgroundDb,
    kind: 'pglite',
    pglite: client,
    observeQueries,
    close: () => client.close(),
  };
};

export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
