import path from 'node:path';
import { loadConfig } from '../src/config';
import { restoreBackup } from '../src/db/backup';

// `npm run restore FILE`: a backup loaded into an empty DATA_DIR, with no server running there.
const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE (DATA_DIR names the folder to restore into; it must be empty).');
  process.exit(1);
}
try {
  await restoreBackup({ file: path.resolve(file), dataDir: config.dataDir });
  console.log(`restored ${file} into ${config.dataDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
