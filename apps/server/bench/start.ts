// `npm run bench:start`: server start on an existing data folder, from process spawn to the first
// /api/health 200, for the bundled server `npm start` runs, against a bare peer (Node + Fastify + PGlite
// opening the same folder). Interleaved; prints medians and the ratio. Expects `npm run build:server`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { interleaved, median, printGoal } from './support';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
const dataDir = path.join(repoRoot, 'data/bench-start');
const port = Number(process.env.BENCH_PORT ?? 8590);

if (!existsSync(bundle)) throw new Error('No server bundle: run `npm run build:server` first');

const timeStart = async (script: string): Promise<number> => {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PLATFORM_TICKER_SECONDS: '0',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer?.status === 200) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

// The first start creates and seeds the folder (and fills the compile cache); it is not measured.
await timeStart(bundle);
const runs = await interleaved(rounds, {
  console: () => timeStart(bundle),
  bare: () => timeStart(path.join(import.meta.dirname, 'bare-start.mjs')),
});
const consoleSeconds = median(runs.console);
const bareSeconds = median(runs.bare);
printGoal({
  goal: 'server start on an existing data folder ≤ 2 s (pglite)',
  measured: `${consoleSeconds.toFixed(2)} s`,
  peer: `${bareSeconds.toFixed(2)} s (Node + Fastify + PGlite)`,
  ratio: `${(consoleSeconds / bareSeconds).toFixed(2)} ×`,
  isMet: consoleSeconds <= 2,
});
