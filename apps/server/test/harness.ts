import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseKind } from '../src/db/database';
import { seedIfEmpty } from '../src/db/seed';
import { buildApp } from '../src/http/app';
import { loadOrCreateDevKeys } from '../src/identity/dev-keys';
import { createIdentity, type Identity } from '../src/identity/identity';
import type { Jobs } from '../src/jobs/types';

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

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', ...overrides });

/** An external issuer's signing key for tests that run without the development provider (e.g. production). */
const externalIssuerKey = async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-issuer', alg: 'RS256', use: 'sig' };
  return { privateKey, kid: 'test-issuer', keys: createLocalJWKSet({ keys: [publicJwk] }) };
};

export const createTestApp = async (
  kind: DatabaseKind,
  options: { customers?: number; env?: Record<string, string>; jobs?: Jobs } = {},
) => {
  const config = testConfig(options.env);
  const { database, drop } = await freshDatabase(kind);
  await seedIfEmpty(database.db, { customers: options.customers ?? 20 });
  // With OIDC_ISSUER set the development provider is off; tokens are then signed with a test key.
  const external = config.oidcIssuer ? await externalIssuerKey() : undefined;
  const identity: Identity = await createIdentity(config, database.db, external?.keys);
  const app = await buildApp({ config, database, identity, jobs: options.jobs });
  await app.ready();

  const signingKey = async (): Promise<{ key: CryptoKey | Uint8Array; kid: string | undefined }> => {
    if (external) return { key: external.privateKey, kid: external.kid };
    const keys = await loadOrCreateDevKeys(database.db);
    return { key: await importJWK(keys.signingKey, 'RS256'), kid: keys.signingKey.kid };
  };

  /** A token as the identity provider signs it: the development provider's, or the test issuer's. */
  const tokenFor = async (
    subject: string,
    claims: { expiresIn?: string | number; audience?: string; issuer?: string; name?: string } = {},
  ) => {
    const { key, kid } = await signingKey();
    return new SignJWT({ name: claims.name ?? subject })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(subject)
      .setIssuer(claims.issuer ?? identity.issuer)
      .setAudience(claims.audience ?? config.oidcClientId)
      .setIssuedAt()
      .setExpirationTime(claims.expiresIn ?? '1h')
      .sign(key);
  };

  const authHeaders = async (subject = 'admin', extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${await tokenFor(subject)}`,
    ...extra,
  });

  return {
    app,
    config,
    database,
    db: database.db,
    identity,
    tokenFor,
    authHeaders,
    close: async () => {
      await app.close();
      await drop();
    },
  };
};
