import { subscriptionHeader } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { SignJWT, importJWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorSubscriptions, operators } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { loadOrCreateDevKeys } from '../../src/identity/dev-keys';
import { createTestApp, testDatabases, type TestApp } from '../harness';

/** Polls until the check passes: change notifications arrive from the database a moment after commit. */
const eventually = async (check: () => Promise<void>, timeoutMs = 5000) => {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
};

const [production, staging] = seedSubscriptions as [(typeof seedSubscriptions)[0], (typeof seedSubscriptions)[1]];

/** Authentication is cached per token and operator (issue 10); these prove the cache never serves stale rights. */
describe.each(testDatabases)('cached authentication on %s', (kind) => {
  let t: TestApp;
  const studio = '/api/operations/ravenmanagementstudiouri';

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const adminRow = async () => (await t.db.select().from(operators).where(eq(operators.subject, 'admin')))[0]!;

  it('refuses a database call at once when the flag is taken away by hand in SQL, and allows it when given back', async () => {
    const headers = await t.authHeaders('admin');
    expect((await t.app.inject({ url: studio, headers })).statusCode).toBe(200);
    const admin = await adminRow();

    await t.database.rootDb
      .update(operators)
      .set({ hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false })
      .where(eq(operators.id, admin.id));
    await eventually(async () => expect((await t.app.inject({ url: studio, headers })).statusCode).toBe(403));

    await t.database.rootDb
      .update(operators)
      .set({ hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true })
      .where(eq(operators.id, admin.id));
    await eventually(async () => expect((await t.app.inject({ url: studio, headers })).statusCode).toBe(200));
  });

  it('refuses a subscription the operator was removed from, with the same token', async () => {
    const headers = await t.authHeaders('support', { [subscriptionHeader]: staging.id });
    expect((await t.app.inject({ url: '/api/whoami', headers })).statusCode).toBe(200);
    const [support] = await t.db.select().from(operators).where(eq(operators.subject, 'support'));

    await t.database.rootDb
      .delete(operatorSubscriptions)
      .where(and(eq(operatorSubscriptions.operatorId, support!.id), eq(operatorSubscriptions.subscriptionId, staging.id)));
    await eventually(async () => expect((await t.app.inject({ url: '/api/whoami', headers })).statusCode).toBe(403));

    await t.database.rootDb
      .insert(operatorSubscriptions)
      .values({ operatorId: support!.id, subscriptionId: staging.id, position: 1 });
    await eventually(async () => expect((await t.app.inject({ url: '/api/whoami', headers })).statusCode).toBe(200));
  });

  it("shows an operator's own subscription move on their very next call", async () => {
    const headers = await t.authHeaders('migrator');
    for (const target of [staging.id, production.id, staging.id]) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers,
        payload: { subscriptionId: target },
      });
      expect(moved.statusCode).toBeLessThan(300);
      const whoami = await t.app.inject({ url: '/api/whoami', headers });
      expect(whoami.json().currentSubscriptionId).toBe(target);
    }
  });

  it('verifies a token once however many calls bring it at the same moment (2,000 live sockets opening)', async () => {
    const token = await t.tokenFor('dbreader', { expiresIn: '5m' });
    const verifyToken = vi.spyOn(t.identity, 'verifyToken');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => t.app.inject({ url: '/api/whoami', headers: { authorization: `Bearer ${token}` } })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(verifyToken.mock.calls.filter(([verified]) => verified === token)).toHaveLength(1);
    } finally {
      verifyToken.mockRestore();
    }
  });

  it('refuses a cached token once it has expired', async () => {
    const token = await t.tokenFor('dbreader', { expiresIn: '2m' });
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/whoami', headers })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    expect((await t.app.inject({ url: '/api/whoami', headers })).statusCode).toBe(401);
  });
});

/**
 * Issue 23: correctly signed tokens that are not this console's id token, or that lie about when they
 * were issued, are refused. Each is signed with the development provider's own key, so only the check
 * under test can refuse it.
 */
describe.each(testDatabases)('id token checks on %s', (kind) => {
  let t: TestApp;
  const toleranceSeconds = 60;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { TOKEN_CLOCK_TOLERANCE_SECONDS: String(toleranceSeconds) } });
  });
  afterAll(async () => t?.close());

  type Shape = { typ?: string; issuedAt?: number; audience?: string | string[]; azp?: string };

  /** A token as the development provider would sign it, changed only as `shape` says. */
  const sign = async ({ typ, issuedAt, audience, azp }: Shape = {}) => {
    const keys = await loadOrCreateDevKeys(t.db);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ name: 'Dana Reader', ...(azp === undefined ? {} : { azp }) })
      .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid, ...(typ === undefined ? {} : { typ }) })
      .setSubject('dbreader')
      .setIssuer(t.identity.issuer)
      .setAudience(audience ?? t.config.oidcClientId)
      .setIssuedAt(issuedAt ?? now)
      .setExpirationTime(now + 3600)
      .sign(await importJWK(keys.signingKey, 'RS256'));
  };

  const statusWith = async (shape: Shape) =>
    (await t.app.inject({ url: '/api/whoami', headers: { authorization: `Bearer ${await sign(shape)}` } })).statusCode;

  it('refuses a token issued further in the future than the clock tolerance, and takes one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await statusWith({ issuedAt: now + 3600 })).toBe(401);
    expect(await statusWith({ issuedAt: now + toleranceSeconds + 30 })).toBe(401);
    expect(await statusWith({ issuedAt: now + toleranceSeconds - 30 })).toBe(200);
  });

  it('refuses a token with an audience array unless it was issued to this console (azp)', async () => {
    const client = t.config.oidcClientId;
    expect(await statusWith({ audience: [client, 'another-app'] })).toBe(401);
    expect(await statusWith({ audience: [client, 'another-app'], azp: 'another-app' })).toBe(401);
    expect(await statusWith({ audience: client, azp: 'another-app' })).toBe(401);
    expect(await statusWith({ audience: [client, 'another-app'], azp: client })).toBe(200);
    expect(await statusWith({ audience: [client] })).toBe(401);
    expect(await statusWith({ audience: [client], azp: client })).toBe(200);
  });

  it('refuses a token whose type is not an id token’s, and takes one typed JWT or untyped', async () => {
    for (const typ of ['at+jwt', 'logout+jwt', 'application/at+jwt']) expect(await statusWith({ typ })).toBe(401);
    for (const typ of ['JWT', 'jwt', undefined]) expect(await statusWith({ typ })).toBe(200);
  });
});
