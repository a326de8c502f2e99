import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { createLogger } from '../http/logger';
import { createPlatformDriver } from '../platform/create-driver';
import { seedCustomers, seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '500' } } });
const total = Number(values.customers);
if (!Number.isInteger(total) || total < 0) throw new Error('--customers takes a whole number');

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const started = Date.now();
// The fleet's applications are the platform's: the configured driver runs them as customers are added.
const { platform } = createPlatformDriver({ config, database, log: createLogger(config) });
await seedIfEmpty(database.db, { customers: 0, platform, secretsEncryptionKey: config.secretsEncryptionKey });
const added = await seedCustomers(database.db, total, { platform });
console.log(
  `seeded ${added} customers (fleet of ${total}) on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
