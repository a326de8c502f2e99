import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Fails when `npm run db:generate` on the committed schema would write a migration (decision 007): the
 * newest migration's snapshot must describe the schema, or the next generated migration re-creates
 * what exists. drizzle-kit runs on a copy of the migrations folder, so the repository is never written.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const config = path.join(root, 'apps/server/drizzle.config.ts');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

const listing = async (folder: string) => (await readdir(folder, { recursive: true })).sort();

const scratch = await mkdtemp(path.join(tmpdir(), 'db-check-'));
try {
  await cp(migrations, path.join(scratch, 'migrations'), { recursive: true });
  // The team's configuration with only the output moved: a relative `out`, because drizzle-kit reads
  // an absolute one as relative to the working directory.
  await writeFile(
    path.join(scratch, 'drizzle.config.ts'),
    `import config from ${JSON.stringify(config)};\n` +
      `export default { ...config, schema: ${JSON.stringify(path.join(root, 'apps/server/src/db/schema.ts'))}, out: './migrations' };\n`,
  );
  const before = await listing(path.join(scratch, 'migrations'));
  await promisify(execFile)(drizzleKit, ['generate', '--config', 'drizzle.config.ts'], { cwd: scratch });
  const after = await listing(path.join(scratch, 'migrations'));
  const written = after.filter((file) => !before.includes(file));
  if (written.length > 0) {
    console.error(
      `db:generate on the committed schema would write ${written.join(', ')}: the schema has changes without a migration, ` +
        'or the newest migration has no snapshot of the schema (docs/decisions/007-one-migration-history.md).',
    );
    for (const file of written.filter((name) => name.endsWith('.sql'))) {
      console.error(`\n${file}:\n${await readFile(path.join(scratch, 'migrations', file), 'utf8')}`);
    }
    process.exitCode = 1;
  } else {
    console.log('db:generate on the committed schema writes nothing.');
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
