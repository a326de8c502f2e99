import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { ambientDb } from './unit-of-work';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  /** The ambient database: inside a change request, that request's transaction (unit-of-work.ts). */
  db: Db;
  /** The database itself, for opening a unit of work. */
  rootDb: Db;
  kind: DatabaseKind;
  /** The PGlite instance in embedded mode (pg-boss and the live adapter need the raw client). */
  pglite?: PGlite;
  /** The PostgreSQL connection string when not embedded. */
  url?: string;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server dropped must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const root = db as unknown as Db;
    return { db: ambientDb(root), rootDb: root, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const root = db as unknown as Db;
  return { db: ambientDb(root), rootDb: root, kind: 'pglite', pglite: client, close: () => client.close() };
};

export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export const openConfiguredDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
