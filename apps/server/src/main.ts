import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { seedIfEmpty } from './db/seed';
import { createIdentity } from './identity/identity';
import { createServer } from './server';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await seedIfEmpty(database.db, { customers: config.seedCustomers });
const identity = await createIdentity(config, database.db);
const server = await createServer({ config, database, identity });
const { app } = server;

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await server.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${config.productName} (${config.environment}) at ${config.publicUrl} on ${database.kind}` +
    (identity.devProvider ? ' with the development identity provider' : '') +
    `; jobs ${config.jobs.isWorker ? 'worked here' : 'not worked here'}; simulated platform at speed ${config.platform.speed}`,
);
