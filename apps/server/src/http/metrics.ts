import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import type { Live } from '../live/live';
import { sendError } from './error-handler';

type Row = Record<string, unknown>;

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.rootDb.execute(query)) as unknown as { rows: Row[] }).rows;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (digests of equal length), so the answer's timing says nothing of the token. */
export const isMetricsToken = (authorization: string | undefined, token: string) =>
  authorization !== undefined && timingSafeEqual(digest(authorization), digest(`Bearer ${token}`));

/**
 * Prometheus metrics at /metrics (issue 31), in this process's own registry (several servers in one test
 * process never share one): requests by route template and status, jobs by type and state and the
 * queue's by queue and state, live sockets per hub, the database's size, query durations and (PostgreSQL) its pool, and
 * the process's own. The job, socket and database figures are read when scraped, never on a request's path.
 */
export const registerMetrics = (
  app: FastifyInstance,
  { token, database, live }: { token: string | undefined; database: Database; live: Live },
) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'console_' });
  const requests = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, with their durations',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'console_jobs',
    help: "The console's jobs by type and state (running, succeeded, faulted)",
    labelNames: ['type', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await rowsOf(
        database,
        sql`select type, case when not is_completed then 'running' when is_faulted then 'faulted' else 'succeeded' end as state,
              count(*)::int as count
            from jobs group by 1, 2`,
      );
      this.reset();
      for (const row of rows) this.set({ type: String(row.type), state: String(row.state) }, Number(row.count));
    },
  });
  new Gauge({
    name: 'console_job_duration_seconds_last_hour',
    help: 'Mean duration of the jobs of each type that ended in the last hour',
    labelNames: ['type'] as const,
    registers: [registry],
    async collect() {
      const rows = await rowsOf(
        database,
        sql`select type, avg(extract(epoch from completed_at_utc - started_at_utc))::float8 as seconds
            from jobs where is_completed and completed_at_utc > now() - interval '1 hour' group by 1`,
      );
      this.reset();
      for (const row of rows) this.set({ type: String(row.type) }, Number(row.seconds));
    },
  });
  new Gauge({
    name: 'console_job_queue',
    help: "The job queue's entries (pg-boss) by queue and state",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await rowsOf(database, sql`select name, state, count(*)::int as count from pgboss.job group by 1, 2`);
        for (const row of rows) this.set({ queue: String(row.name), state: String(row.state) }, Number(row.count));
      } catch {
        // The queue's tables are made when it first starts; until then there is nothing to count.
      }
    },
  });
  new Gauge({
    name: 'console_live_sockets',
    help: 'Live (Socket.IO) clients connected to this process, per hub',
    labelNames: ['hub'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!live.isOpen()) return;
      for (const [hub, count] of Object.entries(await live.countClients())) this.set({ hub }, count);
    },
  });
  new Gauge({
    name: 'console_database_size_bytes',
    help: "The console database's size (PGlite or PostgreSQL)",
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const [row] = await rowsOf(database, sql`select pg_database_size(current_database())::float8 as bytes`);
      this.set({ kind: database.kind }, Number(row?.bytes ?? 0));
    },
  });
  new Gauge({
    name: 'console_database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); PGlite has no pool and reports none',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const queries = new Histogram({
    name: 'console_database_query_duration_seconds',
    help: 'Every statement the console runs on its database, with its duration (by database kind)',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  // Timed only while the metrics are served (a token is configured): otherwise nobody reads them.
  if (token) {
    const stopObserving = database.observeQueries((seconds) => queries.observe({ kind: database.kind }, seconds));
    app.addHook('onClose', async () => stopObserving());
  }

  // One observation per request, off the request's own work: the response has been sent.
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Not served without a token configured: the figures are not public.
    if (!token) return sendError(reply, 404, 'No route GET /metrics');
    if (!isMetricsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'The metrics need the configured bearer token');
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  return registry;
};
