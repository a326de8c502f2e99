import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** A migration of the folder: its journal tag and the hash drizzle's migrator records when it applies it. */
export type MigrationFile = { tag: string; hash: string };

/** A row of drizzle.__drizzle_migrations: what the migrator recorded for one applied migration. */
export type AppliedMigration = { hash: string; createdAt: number };

/**
 * The migrations of the folder in the journal's order, with the hashes the migrator computes (its own
 * `readMigrationFiles`, so the two can never disagree on what a file's hash is).
 */
export const readMigrations = (migrationsFolder: string): MigrationFile[] => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    tag: journal.entries[index]!.tag,
    hash: migration.hash,
  }));
};

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

const undefinedTable = '42P01';
const undefinedSchema = '3F000';

const errorCode = (error: unknown): unknown => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code ?? (cause === undefined ? undefined : errorCode(cause));
};

/** The migrations the database records as applied, in the order they were applied; none on a new database. */
export const appliedMigrations = async (db: Executor): Promise<AppliedMigration[]> => {
  try {
    const result = (await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`)) as {
      rows: { hash: string; created_at: string | number }[];
    };
    return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
  } catch (error) {
    // drizzle wraps the driver's error; a new database has neither the schema nor the table yet.
    const code = errorCode(error);
    if (code === undefinedTable || code === undefinedSchema) return [];
    throw error;
  }
};

/**
 * The migrations still to apply, after checking that the database's history is the folder's: the
 * applied rows must be the folder's first migrations, with the same hashes, in order. Anything else
 * stops the start with what is wrong, because drizzle's migrator only compares the newest row's
 * timestamp: it would pass over a skipped older migration, and a changed file, for good.
 */
export const pendingMigrations = (files: MigrationFile[], applied: AppliedMigration[]): MigrationFile[] => {
  for (const [index, row] of applied.entries()) {
    const file = files[index];
    if (file?.hash === row.hash) continue;
    const later = files.findIndex((candidate, position) => position > index && candidate.hash === row.hash);
    if (file && later >= 0) {
      throw new Error(
        `Database migration ${file.tag} is not recorded as applied, but later ones are (${files[later]!.tag} is recorded in its place). ` +
          'The migrator never applies an older migration after a newer one: restore the database from a backup, ' +
          'or apply the migration and record it by hand.',
      );
    }
    if (!file) {
      throw new Error(
        `The database has ${applied.length} applied migrations but this version knows ${files.length}: ` +
          'it was migrated by a newer version of the server. Start that version, or restore a backup.',
      );
    }
    throw new Error(
      `Database migration ${file.tag} does not match what was applied (recorded hash ${row.hash.slice(0, 12)}…, ` +
        `file hash ${file.hash.slice(0, 12)}…): the migration file was changed after it was applied, ` +
        'or the database was migrated from another history. An applied migration must never change.',
    );
  }
  return files.slice(applied.length);
};
