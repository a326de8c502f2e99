import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export type OwnServer = {
  baseURL: string;
  /** Starts it; `env` adds to (or overrides) its settings for this run, e.g. another APP_VERSION. */
  start: (env?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A console server this test controls (to take it away and bring it back), on its own port and
 * embedded database; it keeps its data across restarts, so tokens stay valid.
 */
export const ownServer = (port: number): OwnServer => {
  const baseURL = `http://localhost:${port}`;
  const dataDir = `test-results/e2e-own-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  let child: ChildProcess | null = null;
  const isUp = async () => {
    try {
      return (await fetch(`${baseURL}/api/health`)).ok;
    } catch {
      return false;
    }
  };
  return {
    baseURL,
    start: async (env = {}) => {
      child = spawn(process.execPath, ['apps/server/dist/main.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          SEED_CUSTOMERS: '20',
          LOG_LEVEL: 'warn',
          PLATFORM_SPEED: '10',
          PLATFORM_TICKER_SECONDS: '0',
          SIGN_IN_ATTEMPTS_PER_MINUTE: '100000',
          ...env,
        },
      });
      const started = Date.now();
      while (!(await isUp())) {
        if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
        if (Date.now() - started > 60_000) throw new Error(`the server on ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
};
