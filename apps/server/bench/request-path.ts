// `npm run bench:request` (issue 30, goal 0): the request path, measured from outside. The console is the
// bundle `npm start` runs, in its own process with its shipped settings (request log on at info, written
// asynchronously to a pipe the bench drains); only the rate limit is raised, as it would refuse a load
// test. The peer is a bare Fastify process with the same logger settings (bare-request.mjs). The load
// generator is autocannon's command line in a third process. Alternating, BENCH_ROUNDS rounds each.
// Expects `npm run build:server`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startServerProcess } from './server-process';
import { benchDatabases, interleaved, median, printGoal, startBenchConsole } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUpSeconds = 3;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
const autocannonCli = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const consolePort = Number(process.env.BENCH_PORT ?? 8591);
const barePort = consolePort + 1;

if (!existsSync(bundle)) throw new Error('No server bundle: run `npm run build:server` first');

/** Requests per second autocannon's own process measures against the URL, over `duration` seconds. */
const load = (url: string, headers: Record<string, string> = {}, duration = seconds) =>
  new Promise<number>((resolve, reject) => {
    const args = [autocannonCli, '--json', '-c', '20', '-p', '1', '-d', String(duration)];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      try {
        const result = JSON.parse(output) as { requests: { average: number }; non2xx: number; errors: number };
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        resolve(result.requests.average);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });

for (const kind of benchDatabases()) {
  const dataDir = path.join(repoRoot, `data/bench-request-${kind}`);
  // The folder (or database) is seeded, and an operator token signed with its keys, before the console
  // process opens it; the settings are those the process gets, so the token's issuer is its own.
  const env = { DATA_DIR: dataDir, PORT: String(consolePort), HOST: '127.0.0.1', API_RATE_LIMIT_PER_MINUTE: '100000000' };
  const prepared = await startBenchConsole({ kind, dataDir, postgresDatabase: 'console_bench_request', env });
  const headers = prepared.headers;
  const databaseUrl = prepared.config.databaseUrl ?? '';
  await prepared.close();

  // BENCH_CPU_PROFILE=<folder>: the console writes a CPU profile of its whole run there (read with Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE;
  const console_ = await startServerProcess(
    bundle,
    consolePort,
    { ...env, DATABASE_URL: databaseUrl },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  );
  const bodies = {
    daysOfWeek: await (await fetch(`${console_.url}/api/customers/daysOfWeek`, { headers })).json(),
    health: await (await fetch(`${console_.url}/api/health`)).json(),
  };
  const bare = await startServerProcess(path.join(import.meta.dirname, 'bare-request.mjs'), barePort, {
    BENCH_BODIES: JSON.stringify(bodies),
  });
  try {
    // Unmeasured, on both sides alike: the steady state is measured, not the first seconds (compilation
    // of the hot paths, and the console's embedded blob storage still loading after its first answer).
    await load(`${console_.url}/api/customers/daysOfWeek`, headers, warmUpSeconds);
    await load(`${bare.url}/api/customers/daysOfWeek`, {}, warmUpSeconds);
    const runs = await interleaved(rounds, {
      consoleGet: () => load(`${console_.url}/api/customers/daysOfWeek`, headers),
      bareGet: () => load(`${bare.url}/api/customers/daysOfWeek`),
      consoleHealth: () => load(`${console_.url}/api/health`),
      bareHealth: () => load(`${bare.url}/api/health`),
    });
    const get = median(runs.consoleGet);
    const bareGet = median(runs.bareGet);
    printGoal({
      goal: `authenticated GET without a query (${kind}), load from outside ≥ 50 % of bare Fastify logging alike`,
      measured: `${Math.round(get)} req/s`,
      peer: `${Math.round(bareGet)} req/s`,
      ratio: `${((get / bareGet) * 100).toFixed(0)} %`,
      isMet: get / bareGet >= 0.5,
    });
    const health = median(runs.consoleHealth);
    const bareHealth = median(runs.bareHealth);
    printGoal({
      goal: `/api/health (${kind}), load from outside ≥ 70 % of bare Fastify logging alike`,
      measured: `${Math.round(health)} req/s`,
      peer: `${Math.round(bareHealth)} req/s`,
      ratio: `${((health / bareHealth) * 100).toFixed(0)} %`,
      isMet: health / bareHealth >= 0.7,
    });
  } finally {
    await bare.stop();
    await console_.stop();
  }
}
