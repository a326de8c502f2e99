import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { seedCustomers, seedIfEmpty } from './seed';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '500' } } });
const total = Number(values.customers);
if (!Number.isInteger(total) || total < 0) throw new Error('--customers takes a whole number');

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const started = Date.now();
await seedIfEmpty(database.db, { customers: 0 });
const added = await seedCustomers(database.db, total);
console.log(
  `seeded ${added} customers (fleet of ${total}) on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
