import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/db/backup';
import { appliedMigrations, readMigrations } from '../../src/db/migration-check';
import { devAccounts } from '../../src/identity/dev-accounts';
import { testDatabases } from '../harness';
import { startConsoleProcess, type ConsoleProcess } from '../support/console-process';
import { signInThroughDevProvider } from '../support/dev-sign-in';

const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/upgrade-from-d401823');
const migrationsFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** What the earlier build answered before it was stopped (fixtures/upgrade-from-d401823/README.md). */
type Expected = {
  commit: string;
  publicUrl: string;
  appliedMigrations: number;
  operators: Record<string, Record<string, unknown>>;
  customer: { subscriptionId: string; details: Record<string, unknown> & { id: string } };
};
const expected = JSON.parse(readFileSync(path.join(fixtureDir, 'expected.json'), 'utf8')) as Expected;

/** The applied migrations' hashes of a stopped data folder, read without the start-up check or migrator. */
const appliedHashes = async (dataDir: string) => {
  const client = await PGlite.create(dataDir);
  try {
    return (await appliedMigrations(drizzle(client))).map((row) => row.hash);
  } finally {
    await client.close();
  }
};

/**
 * Upgrades (issue 31, decision 104): the current build starts on a data folder an earlier build made and
 * left, migrates it, and serves what that build stored. The fixture is a PGlite data folder, so this runs
 * on PGlite only; PostgreSQL databases take the same migrations through the same check
 * (test/start/migrations.test.ts runs the refusals on both).
 */
describe.each(testDatabases)('an upgrade from an earlier release, on %s', (kind) => {
  const isPglite = kind === 'pglite';
  let folder: string;
  let dataDir: string;
  let server: ConsoleProcess | undefined;

  beforeAll(async () => {
    if (!isPglite) return;
    folder = await mkdtemp(path.join(tmpdir(), 'console-upgrade-'));
    dataDir = path.join(folder, 'data');
    const archive = path.join(folder, 'data.tar');
    await writeFile(archive, brotliDecompressSync(await readFile(path.join(fixtureDir, 'data.tar.br'))));
    await restoreBackup({ file: archive, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.skipIf(!isPglite)(
    'starts the current build on the earlier data folder (a PGlite folder: PostgreSQL has no data folder to keep)',
    async () => {
      const files = readMigrations(migrationsFolder);
      // The earlier build's history, a true prefix of this build's folder, with migrations left to run.
      const before = await appliedHashes(dataDir);
      expect(before).toHaveLength(expected.appliedMigrations);
      expect(before).toEqual(files.slice(0, before.length).map((file) => file.hash));
      expect(files.length).toBeGreaterThan(before.length);

      server = await startConsoleProcess({ DATA_DIR: dataDir, PUBLIC_URL: expected.publicUrl });

      // Every seeded operator signs in through the identity provider with its key from the earlier build.
      for (const account of devAccounts) {
        const token = await signInThroughDevProvider({
          baseUrl: server.baseUrl,
          publicUrl: expected.publicUrl,
          username: account.username,
        });
        const whoami = await fetch(`${server.baseUrl}/api/whoami`, { headers: { authorization: `Bearer ${token}` } });
        expect(whoami.status, account.username).toBe(200);
        expect(await whoami.json()).toMatchObject(expected.operators[account.username]!);
      }

      // A customer the earlier build changed reads back as that build answered it.
      const token = await signInThroughDevProvider({ baseUrl: server.baseUrl, publicUrl: expected.publicUrl, username: 'admin' });
      const response = await fetch(`${server.baseUrl}/api/customers/${expected.customer.details.id}`, {
        headers: { authorization: `Bearer ${token}`, 'x-subscription-id': expected.customer.subscriptionId },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject(expected.customer.details);

      await server.stop();
      server = undefined;
      // Every migration of the folder ran, in order.
      expect(await appliedHashes(dataDir)).toEqual(files.map((file) => file.hash));
    },
    240_000,
  );

  it.skipIf(!isPglite)(
    'refuses to start the upgraded folder once a newer build has migrated it, saying so (a PGlite folder)',
    async () => {
      const files = readMigrations(migrationsFolder);
      // A migration this build does not know, recorded as a newer build's migrator records it.
      const client = await PGlite.create(dataDir);
      await client.exec(
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${'f'.repeat(64)}', ${Date.now()})`,
      );
      await client.close();

      await expect(startConsoleProcess({ DATA_DIR: dataDir, PUBLIC_URL: expected.publicUrl })).rejects.toThrow(
        `The database has ${files.length + 1} applied migrations but this version knows ${files.length}: it was migrated by a newer version of the server.`,
      );
      // Refused before anything ran: the history is as the newer build left it.
      expect(await appliedHashes(dataDir)).toEqual([...files.map((file) => file.hash), 'f'.repeat(64)]);
    },
    120_000,
  );
});
