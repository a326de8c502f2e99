import path from 'node:path';
import { loadConfig } from '../src/config';
import { requestBackup } from '../src/db/backup';

// `npm run backup [FILE]`: a copy of the running server's embedded database (docs/backup-and-upgrade.md).
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/backup-and-upgrade.md).');
  process.exit(1);
}
const file = path.resolve(process.argv[2] ?? `console-backup-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
try {
  const size = await requestBackup({ dataDir: config.dataDir, file });
  console.log(`wrote ${file} (${(size / 1e6).toFixed(1)} MB)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
