import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { featureRoutes } from './features/routes';
import { buildApp } from './http/app';
import { createLogger } from './http/logger';
import { createAuthenticator } from './identity/authenticator';
import type { Identity } from './identity/identity';
import { createJobs } from './jobs/jobs';
import { createLive, type Live } from './live/live';
import { startFleetTicker } from './platform/simulated/fleet-ticker';
import { startHealthTicker } from './platform/simulated/health-ticker';
import { createSimulatedPlatform } from './platform/simulated/simulated-platform';

export type ConsoleServer = Awaited<ReturnType<typeof createServer>>;

/**
 * The configured platform driver (PLATFORM) and its own background activity, started once jobs may
 * run. This is the one place outside `platform/` that knows a driver by name.
 */
const createPlatformDriver = ({
  config,
  database,
  live,
  log,
}: {
  config: Config;
  database: Database;
  live: Live;
  log: FastifyBaseLogger;
}) => {
  switch (config.platformDriver) {
    case 'simulated':
      return {
        platform: createSimulatedPlatform({ db: database.db, live, log, settings: config.platform }),
        // The simulated fleet acts on its own: controllers report, service health changes.
        startBackground: async () => {
          const ticker = startFleetTicker({ db: database.backgroundDb, live, log, settings: config.platform });
          const healthTicker = await startHealthTicker({ db: database.backgroundDb, log, settings: config.platform });
          return () => {
            ticker.stop();
            healthTicker.stop();
          };
        },
      };
    default:
      return config.platformDriver satisfies never;
  }
};

/**
 * One console process (docs/architecture.md "What runs"): HTTP, the live hubs on the same server, the platform
 * driver, and the job queue working in the background. Used by main.ts and the test harness alike.
 */
export const createServer = async ({
  config,
  database,
  identity,
  logDestination,
  listen,
}: {
  config: Config;
  database: Database;
  identity: Identity;
  /** Where log lines go; stdout unless a test collects them. */
  logDestination?: Writable;
  /**
   * Where to listen, for a process serving HTTP (main.ts). It listens as soon as the app is built; the
   * job queue and the tickers start after that, and a job asked for meanwhile waits for the queue.
   */
  listen?: { port: number; host: string };
}) => {
  const log = createLogger(config, logDestination);
  const authenticator = await createAuthenticator({ database, identity, log });
  const live = await createLive({ database, authenticator, log });
  const { platform, startBackground } = createPlatformDriver({ config, database, live, log });
  const jobs = createJobs({ database, platform, live, log, settings: config.jobs });
  const app = await buildApp({ config, database, identity, authenticator, live, jobs, platform, log, featureRoutes });
  if (listen) {
    await app.listen(listen);
    log.debug({ listeningMs: Math.round(performance.now()) }, 'listening; the job queue and the tickers start now');
  }
  // Every feature registered its job definitions while building the app; now jobs may run.
  await jobs.startWorking();
  const stopBackground = await startBackground();
  return {
    app,
    live,
    jobs,
    platform,
    log,
    /** Stops the fleet, hands running jobs back to the queue, disconnects clients and closes HTTP. */
    close: async () => {
      stopBackground();
      await jobs.stop();
      await app.close();
      await authenticator.close();
    },
  };
};
