import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { requestBackup, restoreBackup, serveBackups } from '../../src/db/backup';
import { openDatabase, type Database } from '../../src/db/database';
import { errorEvents } from '../../src/db/schema';

/**
 * `npm run backup` / `npm run restore` (issue 31, decision 104): a copy of the embedded database taken while
 * changes are being made holds every change answered before the copy was asked for, and restores into a new
 * data folder that a server starts on. PGlite only by nature: PostgreSQL is backed up with pg_dump.
 */
describe('backup and restore of the embedded database', () => {
  let folder: string;
  let database: Database;
  let closeBackups: () => Promise<void>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'console-backup-'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
    closeBackups = await serveBackups({ pglite: database.pglite!, dataDir: path.join(folder, 'data'), onError: () => undefined });
  });
  afterAll(async () => {
    await closeBackups?.();
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies a running database with changes in flight, and the copy restores with every answered change', async () => {
    const answered: string[] = [];
    let isWriting = true;
    // Changes keep coming, each its own transaction, while the copy is taken.
    const writer = (async () => {
      for (let i = 0; isWriting; i++) {
        const message = `backup test ${i}`;
        await database.rootDb.transaction(async (tx) => {
          await tx.insert(errorEvents).values({ at: new Date(), source: 'server', message });
          await tx.insert(errorEvents).values({ at: new Date(), source: 'server', message: `${message} (second row)` });
        });
        answered.push(message);
        // Each change is its own request: the event loop turns between them (PGlite answers in microtasks).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await eventually(() => expect(answered.length).toBeGreaterThanOrEqual(20));

    const answeredBefore = [...answered];
    const file = path.join(folder, 'copy.tar.gz');
    const size = await requestBackup({ dataDir: path.join(folder, 'data'), file });
    isWriting = false;
    await writer;
    expect(size).toBe((await stat(file)).size);
    expect(answered.length).toBeGreaterThan(answeredBefore.length);

    // A running server's folder is refused, and so is a folder holding data.
    await expect(restoreBackup({ file, dataDir: path.join(folder, 'data') })).rejects.toThrow(/A console server is running/);

    const restoredDir = path.join(folder, 'restored');
    await restoreBackup({ file, dataDir: restoredDir });
    await expect(restoreBackup({ file, dataDir: restoredDir })).rejects.toThrow(/is not empty/);
    // A start on the copy: the migration check passes and every answered change is there, both rows of each.
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      const rows = await restored.rootDb
        .select({ message: errorEvents.message })
        .from(errorEvents)
        .where(like(errorEvents.message, 'backup test %'));
      const messages = new Set(rows.map((row) => row.message));
      for (const message of answeredBefore) {
        expect(messages.has(message), message).toBe(true);
        expect(messages.has(`${message} (second row)`), message).toBe(true);
      }
      // No half-made change: every first row has its second.
      for (const message of messages)
        if (!message.endsWith('(second row)')) expect(messages.has(`${message} (second row)`)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('says when no server answers for a folder', async () => {
    await expect(
      requestBackup({ dataDir: path.join(folder, 'nothing-here'), file: path.join(folder, 'x.tar.gz') }),
    ).rejects.toThrow(/No console server answers/);
  });
});
