import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Authenticator } from './identity/authenticator';
import type { Identity } from './identity/identity';
import type { Jobs } from './jobs/types';
import type { Live } from './live/live';
import type { Platform } from './platform/types';

/** What every feature's routes are given: the process's configuration, database and services. */
export type AppDeps = {
  config: Config;
  database: Database;
  identity: Identity;
  /** Who a token belongs to, cached per token and operator (identity/authenticator.ts). */
  authenticator: Authenticator;
  /** Pushes on the live hubs (Socket.IO), served by this app under /live. */
  live: Live;
  /** Starts background jobs; features register their job definitions when their routes register. */
  jobs: Jobs;
  /** The provider's infrastructure; call it from job steps. */
  platform: Platform;
  log: FastifyBaseLogger;
  /** What readiness reads beyond the database: the queue and the hubs running, the server not draining. */
  readiness: { isJobQueueRunning: () => boolean; isDraining: () => boolean };
};

/** A feature's routes (and job definitions), registered on the app at start. */
export type RegisterRoutes = (app: FastifyInstance, deps: AppDeps) => void;
