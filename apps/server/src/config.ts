import path from 'node:path';
import { z } from 'zod';
import { defaultJobsSettings, type JobsSettings } from './jobs/settings';
import { appVersion } from './version';
import { platformDrivers, type PlatformDriverName } from './platform/drivers';
import type { SimulationSettings } from './platform/simulated/settings';

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  ENVIRONMENT: z.string().min(1).default('development'),
  PRODUCT_NAME: z.string().min(1).default('Operations Console'),
  DEV_PASSWORD: z.string().min(1).default('operator'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_CUSTOMERS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  TENANT_URL_TEMPLATE: z.string().includes('{alias}').default('https://{alias}.eventsair.example'),
  LOG_SEARCH_URL: z.url().default('https://logs.eventsair.example/#/events'),
  LOG_SERVER_URL: z.url().optional(),
  LOG_SERVER_API_KEY: z.string().optional(),
  RAVEN_MANAGEMENT_STUDIO_URL: z.url().default('https://raven.eventsair.example/studio/index.html'),
  EMAIL_PROVIDER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'must be a name of letters and digits, e.g. sendGrid')
    .default('sendGrid'),
  APP_VERSION: z.string().min(1).max(100).optional(),
  /** The built web app this server hands out; the one beside the server unless set. */
  WEB_DIST: z.string().min(1).optional(),
  PLATFORM: z
    .enum(platformDrivers, { error: () => `names no platform driver; it must be one of: ${platformDrivers.join(', ')}` })
    .default('simulated'),
  PLATFORM_SPEED: z.coerce.number().min(0).max(1000).default(1),
  PLATFORM_FAULT_RATE: z.coerce.number().min(0).max(1).default(0),
  PLATFORM_FAIL_TARGETS: z.string().default(''),
  PLATFORM_TICKER_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TOKEN_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  JOBS_WORKER: z.enum(['true', 'false']).default('true'),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(5),
  /** Encrypts uploaded certificates and their passwords at rest; production must set its own. */
  SECRETS_ENCRYPTION_KEY: z.string().min(16).optional(),
  /** How long a bulk dead-letter replay or destroy may run (doc1 §9: 30 seconds); tests use less. */
  DEAD_LETTER_BULK_SECONDS: z.coerce.number().min(0.01).max(300).default(30),
  /** Azure Storage for the default database's BACPAC; unset, an embedded Azurite is started (decision 098). */
  BLOB_CONNECTION_STRING: z.string().optional(),
  BLOB_CONTAINER: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/, 'must be a storage container name (lower-case letters, digits and -)')
    .default('default-database'),
  BLOB_NAME: z.string().min(1).max(1024).default('default.bacpac'),
  /** The embedded Azurite's port; 0 picks a free one. */
  BLOB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The embedded Azurite keeps blobs in memory (tests: no files shared between test processes). */
  BLOB_EMULATOR_IN_MEMORY: z.enum(['true', 'false']).default('false'),
  /** How long a BACPAC upload address may be used (short-lived: doc2 §7). */
  BLOB_SAS_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** The bearer token a metrics scraper sends to /metrics; unset, /metrics is not served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a stopping server (SIGTERM) lets running requests finish before it closes. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(25),
});

/**
 * What each variable does, for the generated configuration reference (docs/configuration.md, `npm run
 * docs:config`). Typed by the schema's keys: a variable added without a description does not compile.
 */
export const envDescriptions = {
  PORT: 'The HTTP port the console listens on (the web app, the API and the live hubs).',
  HOST: 'The address the console listens on.',
  PUBLIC_URL: "The console's address as browsers reach it (sign-in redirects, links); defaults to http://localhost:PORT.",
  DATA_DIR: 'Where the embedded PGlite database and the development signing keys are kept (unused with DATABASE_URL).',
  DATABASE_URL: 'A PostgreSQL connection string; unset, the embedded PGlite database in DATA_DIR is used.',
  OIDC_ISSUER: "An external OpenID Connect provider's issuer URL; unset, the development identity provider runs.",
  OIDC_CLIENT_ID: "The console's client id at the external provider; required with OIDC_ISSUER.",
  ENVIRONMENT:
    'The environment shown in the header; "production" turns on the production rules (reasons for destructive changes, production-only calls).',
  PRODUCT_NAME: 'The name shown in the header and the page title.',
  DEV_PASSWORD: "The development identity provider's password for its seeded operators (never used with OIDC_ISSUER).",
  LOG_LEVEL: 'The lowest level of log line written to standard output.',
  SEED_CUSTOMERS: 'How many demo customers an empty database is seeded with.',
  TENANT_URL_TEMPLATE: "A customer's web app address; {alias} is replaced by the customer's alias.",
  LOG_SEARCH_URL: "The log server's event search; customer links add a filter on the alias.",
  LOG_SERVER_URL:
    "A Seq-compatible log server the dashboard's error chart queries; unset, the console counts its own error events.",
  LOG_SERVER_API_KEY: "The log server's API key (sent as X-Seq-ApiKey); never returned or logged.",
  RAVEN_MANAGEMENT_STUDIO_URL: "The document database's management studio (the Database server tool link).",
  EMAIL_PROVIDER: 'The email provider whose sending IP pool the console manages.',
  APP_VERSION: "The version this server reports; the package's version when unset. Browsers reload when it changes.",
  WEB_DIST: 'The built web app this server hands out; the one built beside the server when unset.',
  PLATFORM: 'Which platform driver performs cloud operations.',
  PLATFORM_SPEED: 'How fast the simulated platform works (1: real-time pace; higher: faster; 0: as fast as it can).',
  PLATFORM_FAULT_RATE: 'The share (0 to 1) of simulated platform operations that fail, for trying failure handling.',
  PLATFORM_FAIL_TARGETS: 'Comma-separated names of simulated resources whose operations always fail.',
  PLATFORM_TICKER_SECONDS: 'How often the simulated platform changes on its own (health, statuses); 0 turns it off.',
  REQUEST_TIMEOUT_SECONDS: 'A request whose headers and body have not all arrived in this long is answered 408 and closed.',
  TOKEN_CLOCK_TOLERANCE_SECONDS:
    "How far the identity provider's clock and this server's may differ when token times are checked.",
  API_RATE_LIMIT_PER_MINUTE: 'Requests one operator token (or one address without a token) may make per minute.',
  SIGN_IN_ATTEMPTS_PER_MINUTE:
    "Password attempts per username and address per minute at the development provider's sign-in form.",
  JOBS_WORKER: 'Whether this process works the job queue (false: it only serves HTTP and queues jobs for other processes).',
  JOBS_CONCURRENCY: 'How many single-target jobs this process runs at once (bulk jobs have a pool of their own).',
  JOBS_MONITOR_SECONDS: 'How often the job sweeper looks for jobs whose worker vanished.',
  JOBS_RETRY_LIMIT: 'How many times a job given back (a restart, a lost worker) is tried again before it faults.',
  SECRETS_ENCRYPTION_KEY:
    'The key (16 characters or more) secrets at rest are encrypted with: certificates, passwords, connection strings.',
  DEAD_LETTER_BULK_SECONDS: 'How long a bulk dead-letter replay or destroy may run before it answers with what it did.',
  BLOB_CONNECTION_STRING: "Azure Storage for the default database's BACPAC upload; unset, an embedded Azurite is started.",
  BLOB_CONTAINER: 'The storage container the BACPAC is uploaded to.',
  BLOB_NAME: "The BACPAC blob's name in the container.",
  BLOB_PORT: "The embedded Azurite's port; 0 picks a free one.",
  BLOB_EMULATOR_IN_MEMORY: 'Whether the embedded Azurite keeps blobs in memory instead of DATA_DIR.',
  BLOB_SAS_MINUTES: 'How long a BACPAC upload address (SAS) may be used.',
  METRICS_TOKEN:
    'The bearer token a Prometheus scraper sends to /metrics (16 characters or more); unset, /metrics is not served.',
  SHUTDOWN_GRACE_SECONDS: 'How long a stopping server (SIGTERM) lets running requests finish after it stops taking new ones.',
} satisfies Record<keyof typeof envSchema.shape, string>;

/** Variables production refuses to start without (loadConfig says which is missing). */
export const requiredInProduction: readonly (keyof typeof envSchema.shape)[] = ['SECRETS_ENCRYPTION_KEY'];

/** The development key for secrets at rest: fine for a laptop, refused in production. */
const developmentSecretsKey = 'development-only-secrets-key';

export type Config = {
  /** Where the default database's BACPAC is uploaded (features/database-servers/blob-storage.ts). */
  blob: {
    connectionString: string | undefined;
    container: string;
    blobName: string;
    emulatorPort: number;
    isEmulatorInMemory: boolean;
    sasMinutes: number;
  };
  /** The key (any text of 16 characters or more) that secrets at rest are encrypted with. */
  secretsEncryptionKey: string;
  /** How long a bulk dead-letter replay or destroy may run before it answers with what it did. */
  deadLetterBulkSeconds: number;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set when an external OpenID Connect provider is used; otherwise the development provider runs. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  environment: string;
  isProduction: boolean;
  productName: string;
  devPassword: string;
  logLevel: string;
  seedCustomers: number;
  /** A customer's web app address, `{alias}` replaced by its alias. */
  tenantUrlTemplate: string;
  /** The log server's event search; customer links add a filter on the alias. */
  logSearchUrl: string;
  /**
   * A Seq-compatible log server: the dashboard's error chart queries it and its log links open it.
   * Unset, the console counts its own error events and links to its Audit screen.
   */
  logServerUrl: string | undefined;
  /** The log server's API key (sent as X-Seq-ApiKey); never returned or logged. */
  logServerApiKey: string | undefined;
  /** The document database management studio (the Database-server tool link). */
  ravenManagementStudioUrl: string;
  /** The email provider whose sending IP pool the console manages; it names the pool's calls. */
  emailProvider: string;
  /** The version this server runs: APP_VERSION, else the package's. The console reloads when it differs from its own. */
  version: string;
  /** A request whose headers and body have not all arrived in this long is answered 408 and closed. */
  requestTimeoutSeconds: number;
  /** How far the identity provider's clock and this server's may differ when a token's times are checked. */
  tokenClockToleranceSeconds: number;
  /** Requests one operator token (or one address without a token) may make per minute; a console never comes near. */
  apiRateLimitPerMinute: number;
  /** Password attempts per username and address per minute at the development provider's sign-in form. */
  signInAttemptsPerMinute: number;
  /** The built web app, served with an SPA fallback when present. */
  webDist: string;
  /** Which driver performs platform operations (DESIGN.md "Jobs and the platform"). */
  platformDriver: PlatformDriverName;
  platform: SimulationSettings;
  jobs: JobsSettings;
  /** The token /metrics asks for (Authorization: Bearer); undefined: /metrics is not served. */
  metricsToken: string | undefined;
  /** How long a draining server waits for running requests before it closes (docs/operations.md). */
  shutdownGraceSeconds: number;
};

export const devClientId = 'operations-console';

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) throw new Error('Configuration: OIDC_CLIENT_ID is required with OIDC_ISSUER');
  const isProduction = e.ENVIRONMENT.toLowerCase() === 'production';
  if (isProduction && !e.SECRETS_ENCRYPTION_KEY) {
    throw new Error('Configuration: SECRETS_ENCRYPTION_KEY is required in production (secrets at rest are encrypted with it)');
  }
  return {
    blob: {
      connectionString: e.BLOB_CONNECTION_STRING || undefined,
      container: e.BLOB_CONTAINER,
      blobName: e.BLOB_NAME,
      emulatorPort: e.BLOB_PORT,
      isEmulatorInMemory: e.BLOB_EMULATOR_IN_MEMORY === 'true',
      sasMinutes: e.BLOB_SAS_MINUTES,
    },
    secretsEncryptionKey: e.SECRETS_ENCRYPTION_KEY ?? developmentSecretsKey,
    deadLetterBulkSeconds: e.DEAD_LETTER_BULK_SECONDS,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    oidcIssuer: e.OIDC_ISSUER,
    oidcClientId: e.OIDC_CLIENT_ID ?? devClientId,
    environment: e.ENVIRONMENT,
    isProduction: e.ENVIRONMENT.toLowerCase() === 'production',
    productName: e.PRODUCT_NAME,
    devPassword: e.DEV_PASSWORD,
    logLevel: e.LOG_LEVEL,
    seedCustomers: e.SEED_CUSTOMERS,
    tenantUrlTemplate: e.TENANT_URL_TEMPLATE,
    logSearchUrl: e.LOG_SEARCH_URL,
    logServerUrl: e.LOG_SERVER_URL?.replace(/\/$/, ''),
    logServerApiKey: e.LOG_SERVER_API_KEY || undefined,
    ravenManagementStudioUrl: e.RAVEN_MANAGEMENT_STUDIO_URL,
    emailProvider: e.EMAIL_PROVIDER,
    version: e.APP_VERSION ?? appVersion,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    tokenClockToleranceSeconds: e.TOKEN_CLOCK_TOLERANCE_SECONDS,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    platformDriver: e.PLATFORM,
    platform: {
      speed: e.PLATFORM_SPEED,
      faultRate: e.PLATFORM_FAULT_RATE,
      failTargets: e.PLATFORM_FAIL_TARGETS.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      tickerSeconds: e.PLATFORM_TICKER_SECONDS,
    },
    jobs: {
      ...defaultJobsSettings,
      isWorker: e.JOBS_WORKER === 'true',
      concurrency: e.JOBS_CONCURRENCY,
      monitorSeconds: e.JOBS_MONITOR_SECONDS,
      retryLimit: e.JOBS_RETRY_LIMIT,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
  };
};
