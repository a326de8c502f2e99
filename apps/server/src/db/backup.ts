import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backups of the embedded database while the server runs (issue 31, decision 104). PGlite belongs to the one
 * process that opened DATA_DIR, so that process makes the copy: it answers on a local socket beside DATA_DIR
 * (whoever may open the socket may read DATA_DIR itself) with PGlite's own dump of its data folder, taken
 * between transactions, and `npm run backup` writes it to a file. `npm run restore` loads one into an empty
 * DATA_DIR while no server runs there.
 */
export const backupSocketPath = (dataDir: string) =>
  path.join(path.dirname(path.resolve(dataDir)), `.${path.basename(dataDir)}.backup.sock`);

/** A consistent copy: no transaction is half done (the transaction lock), no query runs (the dump's own). */
export const dumpDatabase = async (pglite: PGlite): Promise<Buffer> => {
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
};

/** Serves backups on the socket until closed; a copy per connection. */
export const serveBackups = async ({
  pglite,
  dataDir,
  onError,
}: {
  pglite: PGlite;
  dataDir: string;
  onError: (error: unknown) => void;
}): Promise<() => Promise<void>> => {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a process that ended without closing it.
  await rm(socketPath, { force: true });
  const server: Server = createServer((connection) => {
    dumpDatabase(pglite).then(
      (copy) => connection.end(copy),
      (error: unknown) => {
        onError(error);
        connection.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};

/** Asks the server running on DATA_DIR for a copy and writes it to `file`; its size in bytes. */
export const requestBackup = async ({ dataDir, file }: { dataDir: string; file: string }): Promise<number> => {
  const connection = createConnection({ path: backupSocketPath(dataDir) });
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', resolve);
    connection.once('error', (error) =>
      reject(
        new Error(`No console server answers for ${dataDir} (${(error as NodeJS.ErrnoException).code ?? error.message}).`, {
          cause: error,
        }),
      ),
    );
  });
  let size = 0;
  connection.on('data', (chunk: Buffer) => (size += chunk.length));
  await pipeline(connection, createWriteStream(file));
  if (size === 0) throw new Error('The server sent no copy: see its log for why.');
  return size;
};

const isServerAnswering = (dataDir: string) =>
  new Promise<boolean>((resolve) => {
    const probe = createConnection({ path: backupSocketPath(dataDir) });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/** Loads a backup into an empty (or absent) DATA_DIR; refuses while a server runs there, or over data. */
export const restoreBackup = async ({ file, dataDir }: { file: string; dataDir: string }) => {
  if (await isServerAnswering(dataDir)) throw new Error(`A console server is running on ${dataDir}: stop it first.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into an empty folder, or move the current one aside first.`);
  }
  const pglite = await PGlite.create(dataDir, {
    loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
    extensions: { pg_trgm },
  });
  await pglite.close();
};
