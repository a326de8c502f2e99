import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { seedIfEmpty } from '../src/seed/seed';
import { decodeHeaderText, hubs, livePath, reasonHeader, subscriptionHeader, type HubName } from '@console/contract';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { loadOrCreateDevKeys } from '../src/identity/dev-keys';
import { createIdentity, type Identity } from '../src/identity/identity';
import { createServer } from '../src/server';
import { createLogger } from '../src/http/logger';
import { createPlatformDriver } from '../src/platform/create-driver';

/** Every server suite runs on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

type Fresh = { database: Database; drop: () => Promise<void> };

/** A new empty database: in-memory PGlite, or a throwaway database on the PostgreSQL server. */
export const freshDatabase = async (kind: DatabaseKind): Promise<Fresh> => {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const devSigningKey = async (database: Database): Promise<SigningKey> => {
  const keys = await loadOrCreateDevKeys(database.db);
  return { key: await importJWK(keys.signingKey, 'RS256'), kid: keys.signingKey.kid };
};

type TokenClaims = { expiresIn?: string | number; audience?: string; issuer?: string; name?: string };

type SigningKey = { key: CryptoKey | Uint8Array; kid: string | undefined };

/** An external issuer's signing key for tests that run without the development provider (e.g. production). */
const externalIssuerKey = async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-issuer', alg: 'RS256', use: 'sig' };
  return { signing: { key: privateKey, kid: 'test-issuer' } as SigningKey, keys: createLocalJWKSet({ keys: [publicJwk] }) };
};

/** A token as the identity provider signs it: the development provider's key unless another is given. */
export const signDevToken = async (
  { database, identity, config, signing }: { database: Database; identity: Identity; config: Config; signing?: SigningKey },
  subject: string,
  claims: TokenClaims = {},
) => {
  const { key, kid } = signing ?? (await devSigningKey(database));
  return new SignJWT({ name: claims.name ?? subject })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(subject)
    .setIssuer(claims.issuer ?? identity.issuer)
    .setAudience(claims.audience ?? config.oidcClientId)
    .setIssuedAt()
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(key);
};

/** Tests run the simulated platform without waiting, with the fleet's own activity off. */
export const testEnv = {
  PUBLIC_URL: 'http://localhost:8080',
  LOG_LEVEL: 'silent',
  PLATFORM_SPEED: '0',
  PLATFORM_TICKER_SECONDS: '0',
  JOBS_MONITOR_SECONDS: '2',
  // Token expiry is tested to the second; the tolerance has a test of its own.
  TOKEN_CLOCK_TOLERANCE_SECONDS: '0',
  // The generated tests send thousands of calls a minute with one token; the limit has a test of its own.
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  SECRETS_ENCRYPTION_KEY: 'test-secrets-key-of-the-suite',
  // The embedded Azurite of each test app keeps its blobs to itself.
  BLOB_EMULATOR_IN_MEMORY: 'true',
};

/** Production: the development provider refuses to run, so tokens come from an external issuer's test key. */
export const productionEnv = {
  ENVIRONMENT: 'production',
  OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
  OIDC_CLIENT_ID: 'console',
};

export const testConfig = (overrides: Record<string, string> = {}): Config => loadConfig({ ...testEnv, ...overrides });

export const createTestApp = async (
  kind: DatabaseKind,
  options: { customers?: number; env?: Record<string, string>; logDestination?: Writable } = {},
) => {
  const config = testConfig(options.env);
  const { database, drop } = await freshDatabase(kind);
  const driver = createPlatformDriver({ config, database, log: createLogger(config, options.logDestination) });
  await seedIfEmpty(database.db, {
    customers: options.customers ?? 20,
    platform: driver.platform,
    secretsEncryptionKey: config.secretsEncryptionKey,
  });
  // With OIDC_ISSUER set the development provider is off; tokens are then signed with a test key.
  const external = config.oidcIssuer ? await externalIssuerKey() : undefined;
  const identity: Identity = await createIdentity(config, database.db, external?.keys);
  const server = await createServer({
    config,
    database,
    identity,
    logDestination: options.logDestination,
    driver,
  });
  const { app } = server;
  await app.ready();

  const tokenFor = (subject: string, claims: TokenClaims = {}) =>
    signDevToken({ database, identity, config, signing: external?.signing }, subject, claims);

  const authHeaders = async (subject = 'admin', extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${await tokenFor(subject)}`,
    ...extra,
  });

  /**
   * One call as an operator in a subscription: its status, parsed body and the reason header as the
   * console shows it.
   */
  const callAs = async ({
    operator = 'admin',
    subscriptionId,
    method,
    url,
    payload,
  }: {
    operator?: string;
    subscriptionId: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  }) => {
    const response = await app.inject({
      method,
      url,
      headers: await authHeaders(operator, { [subscriptionHeader]: subscriptionId }),
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : null,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  let baseUrl: string | undefined;
  /** Listens on a free port (the live hubs need a real server) and returns its address. */
  const listen = async () => {
    if (!baseUrl) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }
    return baseUrl;
  };

  const sockets: Socket[] = [];
  /** A live hub client, connected as the browser connects (id_token and subscription_id query values). */
  const connectHub = async (hub: HubName, query: { id_token?: string; subscription_id?: string }) => {
    const socket = connectSocket(`${await listen()}${hubs[hub].namespace}`, {
      path: livePath,
      query,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  };

  return {
    app,
    server,
    jobs: server.jobs,
    live: server.live,
    platform: server.platform,
    config,
    database,
    db: database.db,
    identity,
    tokenFor,
    authHeaders,
    callAs,
    listen,
    connectHub,
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await server.close();
      await drop();
    },
  };
};

/** Resolves with the socket once connected, or rejects with the server's refusal. */
export const whenConnected = (socket: Socket) =>
  new Promise<Socket>((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
