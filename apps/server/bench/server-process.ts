// A server process a bench measures from outside: the bundle `npm start` runs, or a bare peer script.
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts a server process and waits for its /api/health; its log lines are read and thrown away. */
export const startServerProcess = async (
  script: string,
  port: number,
  env: Record<string, string>,
  nodeOptions: string[] = [],
) => {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};
