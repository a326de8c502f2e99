import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createIdentity } from '../src/identity/identity';
import { createServer } from '../src/server';

/**
 * Writes the API's OpenAPI document, as the server publishes it at /api/openapi.json, to the file
 * given (decision 005): the app is built in-process on an empty in-memory database and never listens.
 * `npm run lint:openapi` lints what it writes with @redocly/cli.
 */
const target = process.argv[2] ?? 'apps/server/dist/openapi.json';
const config = loadConfig({ LOG_LEVEL: 'silent', PLATFORM_TICKER_SECONDS: '0' });
const database = await openDatabase({ kind: 'pglite' });
const identity = await createIdentity(config, database.db);
const server = await createServer({ config, database, identity });
await server.app.ready();
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(server.app.swagger(), null, 2)}\n`);
await server.close();
await database.close();
