import path from 'node:path';
import { z } from 'zod';
import { defaultJobsSettings, type JobsSettings } from './jobs/settings';
import { appVersion } from './version';
import { platformDrivers, type PlatformDriverName } from './platform/drivers';
import type { SimulationSettings } from './platform/simulated/settings';

const envSchema = z.object({
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
});

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
  };
};
