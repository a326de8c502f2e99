import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { seedIfEmpty } from './seed/seed';
import { createIdentity } from './identity/identity';
import { createServer } from './server';
import { createLogger } from './http/logger';
import { createPlatformDriver } from './platform/create-driver';
import { serveBackups } from './db/backup';

// Where start time goes (issue 10, goal 5), logged once the server listens and its queue runs.
const phases: Record<string, number> = { modules: performance.now() };
const mark = (phase: string) => (phases[phase] = performance.now());

const config = loadConfig();
const database = await openConfiguredDatabase(config);
mark('database');
// The demo fleet's applications are the platform's: an empty database is seeded through the driver.
// One logger (one asynchronous stdout stream) for the driver and the server.
const log = createLogger(config);
const driver = createPlatformDriver({ config, database, log });
await seedIfEmpty(database.db, {
  customers: config.seedCustomers,
  platform: driver.platform,
  secretsEncryptionKey: config.secretsEncryptionKey,
});
mark('seed');
const identity = await createIdentity(config, database.db);
mark('identity');
// The server listens once its app is built, before its job queue and tickers start (server.ts).
const starting = createServer({ config, database, identity, driver, log, listen: { port: config.port, host: config.host } });

// Stops answering `npm run backup` (embedded database only); set once the server runs.
const backups: { close?: () => Promise<void> } = {};

// A signal may come as soon as the server answers, while its queue still starts: the server is then
// closed once it has started, so PGlite is never left in the middle of a write.
const shutdown = async (signal: string) => {
  const started = await starting;
  started.app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'draining');
  // Not ready at once, new requests refused with Retry-After, running ones finished (issue 31); then
  // running jobs go back to the queue and live clients are disconnected (their consoles reconnect).
  const isIdle = await started.drain();
  started.app.log.info({ signal, isIdle }, 'shutting down');
  await started.close();
  await backups.close?.();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const server = await starting;
mark('server');
const { app } = server;
// `npm run backup` asks this process for a copy of its embedded database (db/backup.ts, decision 104).
backups.close = database.pglite
  ? await serveBackups({
      pglite: database.pglite,
      dataDir: config.dataDir,
      onError: (error) => app.log.error({ err: error }, 'backup failed'),
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'backups are not served');
      return undefined;
    })
  : undefined;
// Blob storage (the embedded Azurite by default) starts after the server listens, so start time is
// unchanged and the first BACPAC upload does not wait for it; a failure is logged, and tried again then.
void app.blobStorage.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'blob storage did not start'));

app.log.debug(
  { startMs: Object.fromEntries(Object.entries(phases).map(([phase, at]) => [phase, Math.round(at)])) },
  'start phases',
);
app.log.info(
  `${config.productName} (${config.environment}) at ${config.publicUrl} on ${database.kind}` +
    (identity.devProvider ? ' with the development identity provider' : '') +
    `; jobs ${config.jobs.isWorker ? 'worked here' : 'not worked here'}; simulated platform at speed ${config.platform.speed}`,
);
