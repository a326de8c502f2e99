// `npm run bench:scale-out` (issue 30, goal 5): two console processes on one PostgreSQL, sharing live
// pushes through @socket.io/postgres-adapter (LISTEN/NOTIFY). BENCH_SOCKETS_PER_PROCESS sockets (1,000)
// listen on the customers hub of each; the bench renames a customer through process A's HTTP API,
// and A pushes the customer's new details to its own sockets and, through PostgreSQL, to B's.
// Measured: from the moment the request is sent to A to the moment the LAST socket on B received the
// push, one change at a time, BENCH_CHANGES changes (200) a round.
//
// The peer: two bare Socket.IO processes with the same adapter on the same database (bare-scale-out.mjs),
// the same sockets on each, the same clients; a POST to A makes A emit the console's own payload under a
// new name. Console and peer rounds alternate (BENCH_ROUNDS, 5); printed: the median round's p50 and p99.
//
// The console is the bundle `npm start` runs (expects `npm run build:server`), two processes with their
// own data folders and ports and one PUBLIC_URL, as behind one load balancer. Clients are the live
// benches' (live-clients.ts), in child processes: B's sockets in BENCH_CLIENT_PROCESSES (2), A's in one.
// A's deliveries are waited for but not timed, so that no change starts while clients still decode the
// last one. PostgreSQL only: PGlite is one process by construction, so without TEST_DATABASE_URL the
// bench says it is skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hubs, livePath } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { customers } from '../src/db/schema';
import { seedCustomers, seedSubscriptions } from '../src/seed/seed';
import { startServerProcess } from './server-process';
import { startClients, type Clients } from './live-client-processes';
import { median, percentile, printGoal, startBenchConsole } from './support';

const socketsPerProcess = Number(process.env.BENCH_SOCKETS_PER_PROCESS ?? 1000);
const changes = Number(process.env.BENCH_CHANGES ?? 200);
/** Changes made before each round's measured ones, unmeasured: connections settle, code is warm. */
const warmUps = 5;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const clientProcesses = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const basePort = Number(process.env.BENCH_PORT ?? 8595);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
const namespace = hubs.customers.namespace;

const now = () => performance.timeOrigin + performance.now();

if (!process.env.TEST_DATABASE_URL) {
  console.log('      scale-out: skipped, it needs PostgreSQL (TEST_DATABASE_URL is not set)');
  process.exit(0);
}
if (!existsSync(bundle)) throw new Error('No server bundle: run `npm run build:server` first');

const [portA, portB, barePortA, barePortB] = [basePort, basePort + 1, basePort + 2, basePort + 3];
// One public address for both, so that a token the one accepts the other accepts too.
const shared = {
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${portA}`,
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  PLATFORM_TICKER_SECONDS: '0',
};
const dataDir = (name: string) => path.join(repoRoot, `data/bench-scale-out-${name}`);

// The database is seeded, one customer of the first subscription chosen and an operator token signed,
// before the console processes open it.
const prepared = await startBenchConsole({
  kind: 'postgres',
  dataDir: dataDir('a'),
  postgresDatabase: 'console_bench_scale_out',
  env: { ...shared, PORT: String(portA) },
});
const subscriptionId = seedSubscriptions[0]!.id;
await seedCustomers(prepared.database.db, 10);
const [customer] = await prepared.database.db
  .select({ id: customers.id })
  .from(customers)
  .where(eq(customers.subscriptionId, subscriptionId))
  .orderBy(asc(customers.id))
  .limit(1);
if (!customer) throw new Error('No customer in the first subscription');
const headers = { ...prepared.headers, 'content-type': 'application/json' };
const query = { id_token: prepared.headers.authorization!.slice('Bearer '.length), subscription_id: subscriptionId };
const databaseUrl = prepared.config.databaseUrl!;
await prepared.close();

const consoleA = await startServerProcess(bundle, portA, { ...shared, DATA_DIR: dataDir('a'), DATABASE_URL: databaseUrl });
const consoleB = await startServerProcess(bundle, portB, { ...shared, DATA_DIR: dataDir('b'), DATABASE_URL: databaseUrl });
const details = await (await fetch(`${consoleA.url}/api/customers/${customer.id}`, { headers })).json();
const bareEnv = {
  DATABASE_URL: databaseUrl,
  BENCH_PAYLOAD: JSON.stringify(details),
  BENCH_LIVE_PATH: livePath,
  BENCH_NAMESPACE: namespace,
};
const bareScript = path.join(import.meta.dirname, 'bare-scale-out.mjs');
const bareA = await startServerProcess(bareScript, barePortA, bareEnv);
const bareB = await startServerProcess(bareScript, barePortB, bareEnv);

const clientsA: Clients = startClients({ sockets: socketsPerProcess, processes: 1 });
const clientsB: Clients = startClients({ sockets: socketsPerProcess, processes: clientProcesses });
// Names unique to this run: the database is kept between runs.
const run = Date.now().toString(36);

/** One round: sockets on both processes, `changes` changes made on A one at a time, each timed to B's last socket. */
const measure = async (
  urls: { a: string; b: string },
  change: (name: string) => Promise<Response>,
  label: string,
): Promise<number[]> => {
  await clientsA.connect(`${urls.a}${namespace}`, livePath, query);
  await clientsB.connect(`${urls.b}${namespace}`, livePath, query);
  const times: number[] = [];
  for (let i = 0; i < warmUps + changes; i++) {
    const name = `Scale-out ${run} ${label} ${i}`;
    const sentAt = now();
    const [answer, report] = await Promise.all([
      change(name),
      clientsB.delivered(`customer ${customer.id} ${name}`),
      // Not timed, but waited for: A's clients decoding one change must not compete with the next.
      clientsA.delivered(`customer ${customer.id} ${name}`),
    ]);
    if (!answer.ok) throw new Error(`${label}: the change answered ${answer.status}: ${await answer.text()}`);
    if (i >= warmUps) times.push(report.at - sentAt);
  }
  await clientsA.disconnect();
  await clientsB.disconnect();
  return times;
};

const consoleRounds: number[][] = [];
const bareRounds: number[][] = [];
try {
  for (let round = 0; round < rounds; round++) {
    consoleRounds.push(
      await measure(
        { a: consoleA.url, b: consoleB.url },
        (name) =>
          fetch(`${consoleA.url}/api/customers/${customer.id}/updateName`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ newName: name }),
          }),
        `console ${round}`,
      ),
    );
    bareRounds.push(
      await measure(
        { a: bareA.url, b: bareB.url },
        (name) => fetch(`${bareA.url}/emit`, { method: 'POST', body: JSON.stringify({ name }) }),
        `bare ${round}`,
      ),
    );
  }
} finally {
  clientsA.stop();
  clientsB.stop();
  for (const server of [bareB, bareA, consoleB, consoleA]) await server.stop();
}

// Per round: p50 and p99 of its changes; printed: the median round, so one burst of another process's
// load on this shared machine does not decide the result alone.
const p50 = median(consoleRounds.map((ms) => median(ms)));
const bareP50 = median(bareRounds.map((ms) => median(ms)));
const p99 = median(consoleRounds.map((ms) => percentile(ms, 99)));
const bareP99 = median(bareRounds.map((ms) => percentile(ms, 99)));
const sockets = socketsPerProcess.toLocaleString('en');
console.log(
  `      customerChanged ${JSON.stringify(details).length} B; ${changes} changes measured per round, ${rounds} rounds; B's clients in ${clientProcesses} processes`,
);
const perRound = (roundsMs: number[][]) => roundsMs.map((ms) => percentile(ms, 99).toFixed(0)).join(' / ');
console.log(`      p99 per round (ms): console ${perRound(consoleRounds)} | peer ${perRound(bareRounds)}`);
console.log(`      A → B p50 (postgres): ${p50.toFixed(1)} ms | peer ${bareP50.toFixed(1)} ms | ${(p50 / bareP50).toFixed(2)}×`);
printGoal({
  goal: `scale-out: a change through A reaches all ${sockets} sockets on B, p99 ≤ 100 ms (2 processes × ${sockets} sockets, postgres)`,
  measured: `${p99.toFixed(1)} ms`,
  peer: `${bareP99.toFixed(1)} ms`,
  ratio: `${(p99 / bareP99).toFixed(2)}×`,
  isMet: p99 <= 100,
});
