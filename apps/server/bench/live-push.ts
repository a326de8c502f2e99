// `npm run bench:live`: live pushes on the jobs hub to 2,000 sockets of one process. The console runs
// a real job whose steps the bench releases one at a time; each release makes the runner record the
// step and push it. Measured: from the release to the moment the LAST socket received the push, and
// the time to connect every socket. The bare peer is a plain Socket.IO server in the same process,
// reached by the same clients and sending the same payloads; the two are interleaved.
//
// The 2,000 clients live in child processes (live-clients.ts, two by default: BENCH_CLIENT_PROCESSES),
// never in the server's event loop. Real clients are 2,000 browsers, each decoding its own frame; in
// one process those 2,000 decodes run one after another and were most of every measure (the peer's
// too). Two processes share that work between them and use the core the server leaves idle once it
// has written its frames. Their own time is still in every measure, the peer's too. 4,000
// descriptors in all stay under this machine's `ulimit -n` (20,000), so no limit is raised.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubs, livePath } from '@console/contract';
import { Server } from 'socket.io';
import { seedSubscriptions } from '../src/seed/seed';
import type { JobDefinition } from '../src/jobs/types';
import { startClients, type Clients, type Received } from './live-client-processes';
import { benchDatabases, median, percentile, printGoal, startBenchConsole } from './support';

const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const clientProcesses = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
/** Steps per job; each step's completion is one measured push, the last one's inside the job's completion. */
const stepsPerJob = 10;
const jobsPerRound = Number(process.env.BENCH_JOBS ?? 4);

const now = () => performance.timeOrigin + performance.now();

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

/** Steps that wait for the bench: `release(i)` lets step i finish. */
const gatedJob = (round: number, job: number) => {
  const gates = Array.from({ length: stepsPerJob }, () => deferred<void>());
  const running = Array.from({ length: stepsPerJob }, () => deferred<string>());
  const definition: JobDefinition<Record<string, never>> = {
    type: `bench.live${round}x${job}`,
    describe: () => ({ name: 'Bench job', target: { type: 'fleet', id: seedSubscriptions[0]!.id, name: 'Bench fleet' } }),
    steps: () =>
      gates.map((gate, index) => ({
        name: `Set the CDN for customer ${index + 1}`,
        targetId: `bench-customer-${index + 1}`,
        run: async ({ stepId }) => {
          running[index]!.resolve(stepId);
          await gate.promise;
          return { message: `The CDN of customer ${index + 1} is set` };
        },
      })),
  };
  return { definition, gates, running };
};

/** One push as the clients received it; `ms` is set on the ones measured. */
type Push = { event: string; payload: unknown; bytes: number; ms?: number };

/**
 * What one release of a step sets off: that step's success (measured) and the next step's start, or
 * for the last step the job's completion carrying that step (measured from the release).
 */
type Burst = Push[];

for (const kind of benchDatabases()) {
  const bench = await startBenchConsole({
    kind,
    dataDir: `data/bench-live-${kind}`,
    postgresDatabase: 'console_bench_live',
  });
  await bench.server.app.listen({ port: 0, host: '127.0.0.1' });
  const consoleUrl = `http://127.0.0.1:${(bench.server.app.server.address() as AddressInfo).port}`;
  const subscriptionId = seedSubscriptions[0]!.id;
  const query = { id_token: bench.headers.authorization!.slice('Bearer '.length), subscription_id: subscriptionId };

  // The bare peer: Socket.IO as it comes, one namespace, every client in it.
  const bareHttp = createServer();
  const bare = new Server(bareHttp, { path: livePath, serveClient: false });
  const bareJobs = bare.of(hubs.jobs.namespace);
  await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`;

  const clients: Clients = startClients({ sockets: socketCount, processes: clientProcesses });
  const consoleBursts: Burst[][] = [];
  const barePushes: number[][] = [];
  const consoleConnects: number[] = [];
  const bareConnects: number[] = [];

  const runConsole = async (round: number) => {
    consoleConnects.push(await clients.connect(`${consoleUrl}${hubs.jobs.namespace}`, livePath, query));
    const bursts: Burst[] = [];
    const received = (report: Received, from?: number): Push => ({
      event: report.event,
      payload: report.payload,
      bytes: report.bytes,
      ms: from === undefined ? undefined : report.at - from,
    });
    for (let j = 0; j < jobsPerRound; j++) {
      const { definition, gates, running } = gatedJob(round, j);
      const started = await bench.server.jobs.start(definition, { payload: {}, subscriptionId, operatorId: null });
      await clients.delivered(`job ${started.correlationId} added false`);
      let stepId = await running[0]!.promise;
      await clients.delivered(`step ${stepId} running`);
      for (let i = 0; i < stepsPerJob; i++) {
        const releasedAt = now();
        gates[i]!.resolve();
        if (i + 1 < stepsPerJob) {
          const done = received(await clients.delivered(`step ${stepId} succeeded`), releasedAt);
          stepId = await running[i + 1]!.promise;
          bursts.push([done, received(await clients.delivered(`step ${stepId} running`))]);
        } else {
          // The last step's end travels in the job's completion push.
          bursts.push([received(await clients.delivered(`job ${started.correlationId} changed true`), releasedAt)]);
        }
      }
    }
    await clients.disconnect();
    consoleBursts.push(bursts);
  };

  const runBare = async () => {
    bareConnects.push(await clients.connect(`${bareUrl}${hubs.jobs.namespace}`, livePath, query));
    const times: number[] = [];
    // The console's first round again, push for push with the same payloads, each made unique for
    // this round; a burst's pushes go out back to back and are timed from its first.
    for (const [index, burst] of consoleBursts[0]!.entries()) {
      const pushes = burst.map(({ event, payload, ms }, position) => {
        const copy = structuredClone(payload) as { change: string; entity: Record<string, unknown> };
        const id = `bare-${barePushes.length}-${index}-${position}`;
        if (event === 'jobStepChanged') {
          copy.entity.id = id;
          return { event, payload: copy, ms, key: `step ${id} ${String(copy.entity.state)}` };
        }
        copy.entity.correlationId = id;
        return { event, payload: copy, ms, key: `job ${id} ${copy.change} ${String(copy.entity.isCompleted)}` };
      });
      const sentAt = now();
      for (const push of pushes) bareJobs.emit(push.event, push.payload);
      for (const push of pushes) {
        const report = await clients.delivered(push.key);
        if (push.ms !== undefined) times.push(report.at - sentAt);
      }
    }
    await clients.disconnect();
    barePushes.push(times);
  };

  for (let round = 0; round < rounds; round++) {
    await runConsole(round);
    await runBare();
  }

  // Per round: p50 and p99 of its pushes; printed: the median round, so one burst of another
  // process's load on this shared machine does not decide the result alone.
  const measuredMs = (bursts: Burst[]) => bursts.flat().flatMap((push) => (push.ms === undefined ? [] : [push.ms]));
  const consoleRounds = consoleBursts.map(measuredMs);
  const p50 = median(consoleRounds.map((ms) => median(ms)));
  const bareP50 = median(barePushes.map((ms) => median(ms)));
  const p99 = median(consoleRounds.map((ms) => percentile(ms, 99)));
  const bareP99 = median(barePushes.map((ms) => percentile(ms, 99)));
  const sizes = consoleBursts[0]!.flat().map((push) => `${push.event} ${push.bytes} B`);
  console.log(
    `      push sizes (${kind}): ${[...new Set(sizes)].join(', ')}; ${consoleRounds[0]!.length} pushes measured per round, ${rounds} rounds, clients in ${clientProcesses} processes`,
  );
  console.log(`      push p50 (${kind}): ${p50.toFixed(1)} ms | peer ${bareP50.toFixed(1)} ms | ${(p50 / bareP50).toFixed(2)}×`);
  printGoal({
    goal: `live push p99 ≤ 100 ms to ${socketCount.toLocaleString('en')} sockets (${kind})`,
    measured: `${p99.toFixed(1)} ms`,
    peer: `${bareP99.toFixed(1)} ms`,
    ratio: `${(p99 / bareP99).toFixed(2)}×`,
    isMet: p99 <= 100,
  });
  const connect = median(consoleConnects);
  const bareConnect = median(bareConnects);
  printGoal({
    goal: `${socketCount.toLocaleString('en')} sockets connected ≤ 2 s (${kind})`,
    measured: `${(connect / 1000).toFixed(2)} s`,
    peer: `${(bareConnect / 1000).toFixed(2)} s`,
    ratio: `${(connect / bareConnect).toFixed(2)}×`,
    isMet: connect <= 2000,
  });

  clients.stop();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  await bench.close();
}
