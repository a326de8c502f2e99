import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { featureRoutes } from './features/routes';
import { buildApp } from './http/app';
import type { Drain } from './http/drain';
import { createLogger } from './http/logger';
import { createAuthenticator } from './identity/authenticator';
import type { Identity } from './identity/identity';
import { createJobs } from './jobs/jobs';
import { createLive } from './live/live';
import { applyPlatformChanges } from './platform/changes';
import { createPlatformDriver } from './platform/create-driver';
import type { PlatformDriver } from './platform/types';

export type ConsoleServer = Awaited<ReturnType<typeof createServer>>;

/**
 * One console process (docs/architecture.md "What runs"): HTTP, the live hubs on the same server, the platform
 * driver, and the job queue working in the background. Used by main.ts and the test harness alike.
 */
export const createServer = async ({
  config,
  database,
  identity,
  logDestination,
  log: givenLog,
  listen,
  driver,
}: {
  config: Config;
  database: Database;
  identity: Identity;
  /** Where log lines go; stdout unless a test collects them. */
  logDestination?: Writable;
  /** The process's logger, when the caller made it first (main.ts shares it with the driver). */
  log?: FastifyBaseLogger;
  /**
   * Where to listen, for a process serving HTTP (main.ts). It listens as soon as the app is built; the
   * job queue and the tickers start after that, and a job asked for meanwhile waits for the queue.
   */
  listen?: { port: number; host: string };
  /** The platform driver, when the caller made it first (to seed through it); else the configured one. */
  driver?: PlatformDriver;
}) => {
  const log = givenLog ?? createLogger(config, logDestination);
  const authenticator = await createAuthenticator({ database, identity, log });
  const live = await createLive({ database, authenticator, log });
  const { platform, startBackground } = driver ?? createPlatformDriver({ config, database, log });
  const jobs = createJobs({ database, platform, live, log, settings: config.jobs });
  let drain: Drain | null = null;
  const app = await buildApp({
    config,
    database,
    identity,
    authenticator,
    live,
    jobs,
    platform,
    log,
    featureRoutes,
    isJobQueueRunning: jobs.isRunning,
    onDrain: (registered) => (drain = registered),
  });
  if (listen) {
    await app.listen(listen);
    log.debug({ listeningMs: Math.round(performance.now()) }, 'listening; the job queue and the tickers start now');
  }
  // Every feature registered its job definitions while building the app; now jobs may run.
  await jobs.startWorking();
  // What the platform changes on its own is recorded and pushed as a job's results are.
  const stopBackground = await startBackground({
    onChanges: (changes) => applyPlatformChanges({ db: database.backgroundDb, live, changes }),
  });
  return {
    app,
    live,
    jobs,
    platform,
    log,
    /**
     * Drains before a stop (SIGTERM, issue 31): readiness turns not-ready, new requests are refused with 503
     * and Retry-After, and the running ones are waited for up to `graceMs`. Resolves false when some still ran.
     */
    drain: async (graceMs = config.shutdownGraceSeconds * 1000) => {
      const isIdle = drain!.start(graceMs);
      // The queue stops taking jobs as the server stops taking requests.
      await jobs.stopTakingJobs().catch((error: unknown) => log.warn({ err: error }, 'the job queue did not stop taking jobs'));
      return isIdle;
    },
    /** Requests being answered now (probes aside). */
    inFlightRequests: () => drain!.inFlight(),
    /** Stops the fleet, hands running jobs back to the queue, disconnects clients and closes HTTP. */
    close: async () => {
      stopBackground();
      await jobs.stop();
      await app.close();
      await authenticator.close();
    },
  };
};
