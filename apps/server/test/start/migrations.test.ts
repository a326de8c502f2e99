import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/database';
import { testDatabases } from '../harness';

/**
 * A database that outlives its connection, so a test can change its migration records and start on it
 * again; `run` changes it without the start-up check, which would refuse the changed history.
 */
const reopenableDatabase = async (kind: Database['kind']) => {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'console-migrations-'));
    return {
      options: { kind, dataDir } as DatabaseOptions,
      run: async (statement: string) => {
        const client = await PGlite.create(dataDir);
        await client.exec(statement);
        await client.close();
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const run = (connectionString: string) => async (statement: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(adminUrl)(`CREATE DATABASE ${name}`);
  return {
    options: { kind, url: url.toString() } as DatabaseOptions,
    run: run(url.toString()),
    drop: () => run(adminUrl)(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

type Row = { id: number; hash: string; created_at: string };

/** The database's migration records, read through a start on it (which checks them first). */
const migrationRows = async (options: DatabaseOptions) => {
  const database = await openDatabase(options);
  try {
    const result = (await database.db.execute(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`,
    )) as unknown as {
      rows: Row[];
    };
    return result.rows;
  } finally {
    await database.close();
  }
};

/** The start-up check (decision 007): every applied migration is the folder's, unchanged and in order. */
describe.each(testDatabases)('starting on a database whose migration history differs, on %s', (kind) => {
  let database: Awaited<ReturnType<typeof reopenableDatabase>>;
  let rows: Row[];

  beforeAll(async () => {
    database = await reopenableDatabase(kind);
    rows = await migrationRows(database.options);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Changes the record of the second migration, tries a start, and puts the record back. */
  const startAfter = async (change: (second: Row) => string, restore: (second: Row) => string) => {
    const second = rows[1]!;
    await database.run(change(second));
    const outcome = await openDatabase(database.options).then(
      (open) => open.close(),
      (error: unknown) => error,
    );
    await database.run(restore(second));
    return outcome;
  };

  it('applies every migration to a new database and starts again on it without change', async () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(await migrationRows(database.options)).toEqual(rows);
  });

  it('refuses to start when an older applied migration no longer matches its file', async () => {
    const outcome = await startAfter(
      (second) => `update drizzle.__drizzle_migrations set hash = '${'0'.repeat(64)}' where id = ${second.id}`,
      (second) => `update drizzle.__drizzle_migrations set hash = '${second.hash}' where id = ${second.id}`,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(/Database migration 0001_foundation does not match what was applied/);
  });

  it('refuses to start when an older migration is not recorded as applied', async () => {
    const outcome = await startAfter(
      (second) => `delete from drizzle.__drizzle_migrations where id = ${second.id}`,
      (second) =>
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${second.id}, '${second.hash}', ${second.created_at})`,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(
      /Database migration 0001_foundation is not recorded as applied, but later ones are/,
    );
  });

  it('refuses to start on a database migrated by a newer build, saying so, and changes nothing', async () => {
    // One migration more than this build knows, recorded as a newer build's migrator records it.
    const newer = "'" + 'e'.repeat(64) + "'";
    await database.run(`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newer}, ${Date.now()})`);
    const outcome = await openDatabase(database.options).then(
      (open) => open.close(),
      (error: unknown) => error,
    );
    await database.run(`delete from drizzle.__drizzle_migrations where hash = ${newer}`);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(
      new RegExp(
        `The database has ${rows.length + 1} applied migrations but this version knows ${rows.length}: it was migrated by a newer version`,
      ),
    );
  });

  it('starts again once the history is whole, with every record as it was', async () => {
    expect(await migrationRows(database.options)).toEqual(rows);
  });
});
