import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { subscriptionHeader, type ServerPlan } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { seedSubscriptions } from '../../src/seed/seed';
import { testDatabases, testEnv } from '../harness';
import { signInThroughDevProvider } from '../support/dev-sign-in';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const publicUrl = testEnv.PUBLIC_URL;
const subscriptionId = seedSubscriptions[0]!.id;

type Running = { baseUrl: string; stop: () => Promise<void> };

/** `node apps/server/src/main.ts` on a data folder, as `npm run start:server` runs it; ready once it serves backups. */
const startServer = async (dataDir: string): Promise<Running> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...testEnv, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', SEED_CUSTOMERS: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let url: string | undefined;
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      // Log lines are JSON; a library may print a plain warning too.
      if (!line.startsWith('{')) return;
      const { msg } = JSON.parse(line) as { msg?: string };
      url ??= /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(msg ?? '')?.[1];
      // main.ts says where it runs once its backups are served.
      if (url && msg?.includes('with the development identity provider')) resolve(url);
    });
  });
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** One of the repository's npm scripts (`npm run backup` / `npm run restore`) run as the operator runs it. */
const runScript = (script: 'backup' | 'restore', file: string, dataDir: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
      cwd: serverRoot,
      env: { ...process.env, ...testEnv, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });

/**
 * `npm run backup` against a running server while operators make changes through the API, `npm run restore`
 * into a new data folder, and a server started on it (issue 31, decision 104). PGlite only: the backup is of
 * the embedded data folder; PostgreSQL is backed up with pg_dump (docs/backup-and-upgrade.md).
 */
describe.each(testDatabases)('backup and restore of a running server, on %s', (kind) => {
  const isPglite = kind === 'pglite';
  let folder: string;
  const running: Running[] = [];

  beforeAll(async () => {
    if (isPglite) folder = await mkdtemp(path.join(tmpdir(), 'console-backup-process-'));
  });
  afterAll(async () => {
    for (const server of running) await server.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.skipIf(!isPglite)(
    'finds every change answered before the backup started (an embedded data folder: PostgreSQL uses pg_dump)',
    async () => {
      const dataDir = path.join(folder, 'data');
      const server = await startServer(dataDir);
      running.push(server);
      const token = await signInThroughDevProvider({ baseUrl: server.baseUrl, publicUrl, username: 'admin' });
      const headers = { authorization: `Bearer ${token}`, [subscriptionHeader]: subscriptionId };
      const plans = async (baseUrl: string, auth: Record<string, string>) => {
        const response = await fetch(`${baseUrl}/api/operations/serverPlanConfiguration/plans`, { headers: auth });
        expect(response.status).toBe(200);
        return (await response.json()) as ServerPlan[];
      };
      const [seeded] = await plans(server.baseUrl, headers);

      // Operators keep adding server plans, one request after another, while the backup is taken.
      const answered: string[] = [];
      let isWriting = true;
      const writer = (async () => {
        for (let i = 0; isWriting; i++) {
          const name = `Backup test plan ${i}`;
          const response = await fetch(`${server.baseUrl}/api/operations/serverPlanConfiguration/plan`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              name,
              weekday: seeded!.weekday.id,
              weekendDay: seeded!.weekendDay.id,
              boost: (seeded!.boost ?? seeded!.weekday).id,
              selectedCategory: 'Base',
            }),
          });
          expect(response.status, await response.text()).toBe(201);
          answered.push(name);
        }
      })();
      await eventually(() => expect(answered.length).toBeGreaterThanOrEqual(5));

      const answeredBefore = [...answered];
      const file = path.join(folder, 'console.tar.gz');
      const backup = await runScript('backup', file, dataDir);
      isWriting = false;
      await writer;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`wrote ${file}`);
      // The writes went on while the copy was asked for and made.
      expect(answered.length).toBeGreaterThan(answeredBefore.length);

      await server.stop();
      const restoredDir = path.join(folder, 'restored');
      const restore = await runScript('restore', file, restoredDir);
      expect(restore.code, restore.output).toBe(0);

      const restored = await startServer(restoredDir);
      running.push(restored);
      const again = await signInThroughDevProvider({ baseUrl: restored.baseUrl, publicUrl, username: 'admin' });
      const names = new Set(
        (await plans(restored.baseUrl, { authorization: `Bearer ${again}`, [subscriptionHeader]: subscriptionId })).map(
          (plan) => plan.name,
        ),
      );
      const missing = answeredBefore.filter((name) => !names.has(name));
      expect(missing).toEqual([]);
    },
    240_000,
  );
});
