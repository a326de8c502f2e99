// `npm run bench:memory` (issue 30, goal 6): memory at rest. The bundled server `npm start` runs, in its
// own process on a data folder (or PostgreSQL database) of BENCH_CUSTOMERS (100,000) customers, with the
// live ticker on at its shipped period and LOG_LEVEL as shipped, and two sockets on each of the two hubs
// the ticker pushes to (so its pushes go out). Its RSS is read from /proc after start, once it has
// settled, then every BENCH_MEMORY_SAMPLE_SECONDS (30) for BENCH_MEMORY_MINUTES (10). The bare peer
// (bare-memory.mjs: Node + Fastify + the same driver on the same data, one route) is alive beside it
// and sampled at the same instants. Prints start, end, peak and growth of both; the goal is the
// console's growth over the run ≤ 20 MB, read at low water (see `summary`). Expects `npm run build:server`.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hubs, livePath } from '@console/contract';
import { sql } from 'drizzle-orm';
import { seedCustomers, seedSubscriptions } from '../src/seed/seed';
import type { ClientCommand, ClientReport } from './live-clients';
import { benchDatabases, printGoal, startBenchConsole, type BenchDatabase } from './support';

const fleetSize = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const sampleSeconds = Number(process.env.BENCH_MEMORY_SAMPLE_SECONDS ?? 30);
const goalMb = 20;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
// Apart from the other benches' ports (bench:request's peer is on 8592): a bench answering on ours would
// load the console measured here.
const consolePort = Number(process.env.BENCH_PORT ?? 8596);
const peerPort = consolePort + 1;
/** The hubs the live ticker pushes to (platform/changes.ts): applications and desired-state transitions. */
const tickerHubs = [hubs.hostedApplications.namespace, hubs.desiredStateTransitions.namespace];
const socketsPerHub = 2;

if (!existsSync(bundle)) throw new Error('No server bundle: run `npm run build:server` first');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (kilobytes: number) => kilobytes / 1024;

/** The resident set of a process, from the kernel's own account (VmRSS, in kB). */
const rssKb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
};

type Started = { child: ChildProcess; stop: () => Promise<void> };

/** Spawns a server and waits for its /api/ready to answer 200. */
const startProcess = async (script: string, port: number, env: Record<string, string | undefined>): Promise<Started> => {
  if (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined))
    throw new Error(`something already answers on port ${port}: set BENCH_PORT`);
  const child = spawn(process.execPath, [script], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    // The console drains before it exits; a process that hangs is not this bench's measure.
    const forced = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(forced);
  };
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer /api/ready within 5 minutes`);
    }
    const answer = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (answer?.status === 200) return { child, stop };
    await sleep(100);
  }
};

/**
 * Waits until both processes' RSS holds still (within 2 MB over the last 10 one-second readings, at
 * most 2 minutes): what the console does right after it answers (its job queue, tickers and embedded
 * Azurite start then) is part of its start, not of its growth at rest.
 */
const settle = async (pids: number[]) => {
  const started = Date.now();
  const readings: number[][] = [];
  for (;;) {
    readings.push(pids.map(rssKb));
    const window = readings.slice(-10);
    const isStill =
      window.length === 10 &&
      pids.every((_, i) => Math.max(...window.map((r) => r[i]!)) - Math.min(...window.map((r) => r[i]!)) < 2048);
    if (isStill || Date.now() - started > 120_000) return (Date.now() - started) / 1000;
    await sleep(1000);
  }
};

/** Live clients in their own process (live-clients.ts), one process per hub. */
const connectClients = async (token: string) => {
  const processes = tickerHubs.map((namespace) => {
    const child = fork(new URL('./live-clients.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ask = (command: ClientCommand) =>
      new Promise<ClientReport>((resolve) => {
        const answer = (report: ClientReport) => {
          if (report.type === 'received') return;
          child.off('message', answer);
          resolve(report);
        };
        child.on('message', answer);
        child.send(command);
      });
    return { namespace, child, ask };
  });
  const query = { id_token: token, subscription_id: seedSubscriptions[0]!.id };
  const reports = await Promise.all(
    processes.map(({ namespace, ask }) =>
      ask({ type: 'connect', url: `http://127.0.0.1:${consolePort}${namespace}`, path: livePath, query, count: socketsPerHub }),
    ),
  );
  const failed = reports.find((report) => report.type !== 'connected');
  if (failed) throw new Error(`live clients could not connect: ${JSON.stringify(failed)}`);
  return {
    /** Disconnects every socket; resolves with the number of events they received in all. */
    stop: async () => {
      const ends = await Promise.all(processes.map(({ ask }) => ask({ type: 'disconnect' })));
      for (const { child } of processes) child.kill();
      return ends.reduce((total, report) => total + (report.type === 'disconnected' ? report.events : 0), 0);
    },
  };
};

/**
 * Start, end, peak and growth (end − start). V8's heap grows in a saw-tooth between major collections
 * (one to four minutes apart here, over 100 MB deep on 100,000 customers), so two single readings fall
 * on teeth of their own and their difference is mostly the phase. The goal is read at low water: the
 * lowest reading of the second half against that of the first, each half holding a trough — memory
 * that is never given back raises the troughs, a tooth does not.
 */
const summary = (samples: number[]) => {
  const start = megabytes(samples[0]!);
  const end = megabytes(samples.at(-1)!);
  const half = Math.max(1, Math.floor(samples.length / 2));
  const lowWaterGrowth = megabytes(Math.min(...samples.slice(half)) - Math.min(...samples.slice(0, half)));
  return { start, end, peak: megabytes(Math.max(...samples)), growth: end - start, lowWaterGrowth };
};

const benchOn = async (kind: BenchDatabase) => {
  // Seeded once per data folder / database and kept between runs (as search.ts does); the token is signed
  // here for the console's own development issuer, which depends on its port.
  const dataDir = path.resolve(repoRoot, `${process.env.BENCH_DATA_DIR ?? 'data/bench'}-memory-${kind}`);
  const bench = await startBenchConsole({
    kind,
    dataDir,
    postgresDatabase: 'console_bench_memory',
    env: { PORT: String(consolePort), HOST: '127.0.0.1' },
  });
  const seedStarted = Date.now();
  const added = await seedCustomers(bench.database.db, fleetSize);
  if (added > 0) {
    await bench.database.db.execute(sql`vacuum analyze`);
    console.error(`seeded ${added} customers on ${kind} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  }
  const token = bench.headers.authorization!.slice('Bearer '.length);
  const databaseUrl = bench.config.databaseUrl;
  await bench.close();

  // PGlite holds its folder for one process: the peer opens a copy of the same data (without the
  // console's blob storage, which is not the database).
  const peerDataDir = `${dataDir}-peer`;
  if (kind === 'pglite') {
    rmSync(peerDataDir, { recursive: true, force: true });
    cpSync(dataDir, peerDataDir, { recursive: true, filter: (source) => path.basename(source) !== 'azurite' });
  }

  const inherited = { ...process.env };
  // As shipped: the ticker at its default period and the default log level.
  delete inherited.PLATFORM_TICKER_SECONDS;
  delete inherited.LOG_LEVEL;
  const server = await startProcess(bundle, consolePort, { ...inherited, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
  const peer = await startProcess(path.join(import.meta.dirname, 'bare-memory.mjs'), peerPort, {
    ...process.env,
    DATA_DIR: peerDataDir,
    DATABASE_URL: databaseUrl ?? '',
  });
  try {
    const clients = await connectClients(token);
    const pids = [server.child.pid!, peer.child.pid!];
    const settleSeconds = await settle(pids);
    const consoleSamples = [rssKb(pids[0]!)];
    const peerSamples = [rssKb(pids[1]!)];
    console.error(
      `${kind}: settled in ${settleSeconds.toFixed(0)} s; console ${megabytes(consoleSamples[0]!).toFixed(1)} MB, peer ${megabytes(peerSamples[0]!).toFixed(1)} MB`,
    );
    const started = Date.now();
    const ends = started + minutes * 60_000;
    let stoppedAfter: number | undefined;
    for (let next = started + sampleSeconds * 1000; next <= ends; next += sampleSeconds * 1000) {
      await sleep(next - Date.now());
      // Exit code 0 is the console's own shutdown: something else on the machine signalled it. What was
      // sampled until then is printed, and the goal is not met (the run is incomplete).
      if (server.child.exitCode !== null) {
        stoppedAfter = (Date.now() - started) / 1000;
        console.error(`the console exited with ${server.child.exitCode} after ${stoppedAfter.toFixed(0)} s`);
        break;
      }
      consoleSamples.push(rssKb(pids[0]!));
      peerSamples.push(rssKb(pids[1]!));
      console.error(
        `  ${((next - started) / 1000).toFixed(0).padStart(4)} s  console ${megabytes(consoleSamples.at(-1)!).toFixed(1)} MB  peer ${megabytes(peerSamples.at(-1)!).toFixed(1)} MB`,
      );
    }
    const events = await clients.stop();

    const ours = summary(consoleSamples);
    const theirs = summary(peerSamples);
    const mb = (value: number) => `${value.toFixed(1)} MB`;
    const signed = (value: number) => `${value >= 0 ? '+' : ''}${mb(value)}`;
    printGoal({
      goal: `memory at rest: RSS growth at low water over ${minutes} min of the live ticker ≤ ${goalMb} MB, ${fleetSize} customers (${kind})`,
      measured: `low-water growth ${signed(ours.lowWaterGrowth)}; start ${mb(ours.start)}, end ${mb(ours.end)} (${signed(ours.growth)}), peak ${mb(ours.peak)}${stoppedAfter === undefined ? '' : `; STOPPED after ${stoppedAfter.toFixed(0)} s`}`,
      peer: `low-water ${signed(theirs.lowWaterGrowth)}; start ${mb(theirs.start)}, end ${mb(theirs.end)} (${signed(theirs.growth)}), peak ${mb(theirs.peak)} (Node + Fastify + ${kind === 'pglite' ? 'PGlite' : 'pg'})`,
      ratio: `${(ours.start / theirs.start).toFixed(2)}× at start, ${(ours.end / theirs.end).toFixed(2)}× at end`,
      isMet: stoppedAfter === undefined && ours.lowWaterGrowth <= goalMb,
    });
    console.log(`      live pushes received meanwhile: ${events} events on ${tickerHubs.length * socketsPerHub} sockets`);
  } finally {
    await server.stop();
    await peer.stop();
  }
};

// BENCH_MEMORY_ONLY=pglite|postgres measures one database (a run is ten minutes each).
for (const kind of benchDatabases().filter((k) => !process.env.BENCH_MEMORY_ONLY || k === process.env.BENCH_MEMORY_ONLY))
  await benchOn(kind);
