import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../../src/db/database';
import type { ConsoleProcessRequest } from '../fixtures/console-process';
import { freshDatabase, testEnv } from '../harness';

export type ConsoleProcess = {
  port: number;
  baseUrl: string;
  ask: <T>(request: ConsoleProcessRequest) => Promise<T>;
  /** Kills the process without warning, as a crash or a power cut would. */
  crash: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A database of its own for console processes: a PGlite folder (DATA_DIR) or a fresh PostgreSQL
 * database (DATABASE_URL), the environment that names it, and how to remove it.
 */
export const processDatabase = async (
  kind: DatabaseKind,
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> => {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const fresh = await freshDatabase('postgres');
  return { env: { DATABASE_URL: fresh.database.url! }, drop: fresh.drop };
};

/** Set in a process's environment, the platform operations it holds from its start until `releasePlatform`. */
export const holdOperationsVariable = 'TEST_HOLD_PLATFORM_OPERATIONS';

const fixture = path.resolve(import.meta.dirname, '../fixtures/console-process.ts');

/** Starts a console server in its own process (tsx, this Node) and waits until it listens. */
export const startConsoleProcess = async (env: Record<string, string>): Promise<ConsoleProcess> => {
  const child: ChildProcess = fork(fixture, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...testEnv, PORT: '0', SEED_CUSTOMERS: '20', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pending = new Map<number, (body: unknown) => void>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the console process did not start: ${stderr}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the console process exited with ${code}: ${stderr}`)));
    child.on('message', (message: { type?: string; port?: number; id?: number; body?: unknown }) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.port!);
      } else if (message.id) {
        pending.get(message.id)?.(message.body);
        pending.delete(message.id);
      }
    });
  });
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    ask: <T>(request: ConsoleProcessRequest) =>
      new Promise<T>((resolve) => {
        const id = nextId++;
        pending.set(id, resolve as (body: unknown) => void);
        child.send({ ...request, id });
      }),
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
