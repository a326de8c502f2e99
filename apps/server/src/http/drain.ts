import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** Said to a request that arrives while the server stops (503, with Retry-After). */
export const drainingReason = 'The console is restarting: try again in a few seconds.';

/** Seconds a refused client is told to wait: long enough for a load balancer to move it to another process. */
export const drainRetryAfterSeconds = 5;

/** Answered while draining: liveness stays a cheap 200, readiness says "not ready" itself. */
const probePaths = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * A stopping server (SIGTERM) drains before it closes (issue 31): readiness turns not-ready at once, a new
 * request is refused with 503 and Retry-After, and the requests already running are waited for.
 */
export type Drain = {
  isDraining: () => boolean;
  /** Starts draining; resolves once no counted request runs, or after `graceMs` (false: some still ran). */
  start: (graceMs: number) => Promise<boolean>;
  /** Requests being answered now (not counting probes). */
  inFlight: () => number;
};

export const registerDrain = (app: FastifyInstance): Drain => {
  let isDraining = false;
  let running = 0;
  const counted = new WeakSet<FastifyRequest>();
  const idleWaiters = new Set<() => void>();
  const finish = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    running -= 1;
    if (running === 0) for (const wake of idleWaiters) wake();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (probePaths.has(request.url.split('?')[0]!)) return;
    if (isDraining) {
      reply.header('retry-after', String(drainRetryAfterSeconds)).header('connection', 'close');
      return sendError(reply, 503, drainingReason);
    }
    counted.add(request);
    running += 1;
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));
  return {
    isDraining: () => isDraining,
    inFlight: () => running,
    start: (graceMs) => {
      isDraining = true;
      if (running === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (isIdle: boolean) => {
          idleWaiters.delete(wake);
          clearTimeout(timer);
          resolve(isIdle);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), graceMs);
        idleWaiters.add(wake);
      });
    },
  };
};
