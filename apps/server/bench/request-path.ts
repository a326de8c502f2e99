// `npm run bench:request`: the per-request path. An authenticated GET whose handler runs no query
// (days of week) and /api/health, against a bare Fastify answering the same bodies, interleaved.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchDatabases, interleaved, median, printGoal, startBenchConsole } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const load = async (url: string, headers: Record<string, string> = {}): Promise<number> => {
  const result = await autocannon({ url, headers, connections: 20, pipelining: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
};

for (const kind of benchDatabases()) {
  const bench = await startBenchConsole({
    kind,
    dataDir: `data/bench-request-${kind}`,
    postgresDatabase: 'console_bench_request',
  });
  await bench.server.app.listen({ port: 0, host: '127.0.0.1' });
  const consoleUrl = `http://127.0.0.1:${(bench.server.app.server.address() as { port: number }).port}`;
  const daysOfWeek = (await bench.server.app.inject({ url: '/api/customers/daysOfWeek', headers: bench.headers })).json();

  const bare = Fastify();
  bare.get('/api/customers/daysOfWeek', async () => daysOfWeek);
  bare.get('/api/health', async () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const runs = await interleaved(rounds, {
    consoleGet: () => load(`${consoleUrl}/api/customers/daysOfWeek`, bench.headers),
    bareGet: () => load(`${bareUrl}/api/customers/daysOfWeek`),
    consoleHealth: () => load(`${consoleUrl}/api/health`),
    bareHealth: () => load(`${bareUrl}/api/health`),
  });
  const get = median(runs.consoleGet);
  const bareGet = median(runs.bareGet);
  const share = kind === 'postgres' ? 0.5 : 0.25;
  printGoal({
    goal: `authenticated GET without a query (${kind}) ≥ ${share * 100} % of bare Fastify`,
    measured: `${Math.round(get)} req/s`,
    peer: `${Math.round(bareGet)} req/s`,
    ratio: `${((get / bareGet) * 100).toFixed(0)} %`,
    isMet: get / bareGet >= share,
  });
  const health = median(runs.consoleHealth);
  const bareHealth = median(runs.bareHealth);
  console.log(
    `      /api/health (${kind}): ${Math.round(health)} req/s | peer ${Math.round(bareHealth)} req/s | ${((health / bareHealth) * 100).toFixed(0)} %`,
  );
  await bare.close();
  await bench.close();
}
