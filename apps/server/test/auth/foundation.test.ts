import { endpoints, isSignInRequired, reasonHeader, subscriptionHeader } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { createIdentity } from '../../src/identity/identity';
import { requestBodyLimitBytes } from '../../src/http/app';
import { createTestApp, freshDatabase, testConfig, testDatabases, type TestApp } from '../harness';

const operatorEndpoints = Object.values(endpoints).filter((e) => isSignInRequired(e));
/** Any value fills any path parameter: authentication is checked before parameters are. */
const samplePath = (path: string) => path.replace(/:([A-Za-z]+)/g, 'x');

describe.each(testDatabases)('foundation over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('authentication', () => {
    it.each(operatorEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
      '%s refuses an anonymous caller with 401',
      async (_name, endpoint) => {
        const response = await t.app.inject({ method: endpoint.method, url: samplePath(endpoint.path), payload: {} });
        expect(response.statusCode).toBe(401);
        expect(response.headers[reasonHeader]).toBeTruthy();
        expect(response.json()).toHaveProperty('errorMessage');
      },
    );

    it('refuses a malformed, expired, foreign-audience or foreign-issuer token', async () => {
      const tokens = [
        'not-a-jwt',
        await t.tokenFor('admin', { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        await t.tokenFor('admin', { audience: 'someone-else' }),
        await t.tokenFor('admin', { issuer: 'https://evil.example' }),
      ];
      for (const token of tokens) {
        const response = await t.app.inject({ method: 'GET', url: '/api/whoami', headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(401);
      }
    });

    it('answers health, the OpenAPI document and the federated config without sign-in', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: kind });

      const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(openapi.statusCode).toBe(200);
      const paths = Object.keys(openapi.json().paths);
      for (const endpoint of Object.values(endpoints)) {
        expect(paths).toContain(endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}'));
      }

      // The API browser's page and its script come from the Swagger UI package's own files.
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('swagger-ui-bundle.js');
      const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');

      const config = await t.app.inject({
        method: 'POST',
        url: '/api/getfederatedsigninconfig',
        payload: { client_id: 'operations-console' },
      });
      expect(config.statusCode).toBe(200);
      expect(config.json()).toMatchObject({
        authority: t.identity.issuer,
        client_id: 'operations-console',
        environment: 'development',
      });
    });

    it('refuses a client_id it does not serve', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/getfederatedsigninconfig',
        payload: { client_id: 'other' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers[reasonHeader]).toContain('client_id');
    });
  });

  describe('whoami', () => {
    // Written out, not read from the module that seeds the accounts: a wrong seed flag must fail here.
    const accounts = [
      { username: 'admin', name: 'Ada Admin', flags: [true, true, true, true] },
      { username: 'dbreader', name: 'Dana Reader', flags: [false, true, false, false] },
      { username: 'migrator', name: 'Miguel Migrator', flags: [false, false, true, false] },
      { username: 'support', name: 'Sam Support', flags: [false, false, false, false] },
    ].map(({ username, name, flags: [hasDbAccess, hasDbRoAccess, hasDbMigrationAccess, canGenerateKpiData] }) => ({
      username,
      name,
      flags: { hasDbAccess, hasDbRoAccess, hasDbMigrationAccess, canGenerateKpiData },
    }));

    it.each(accounts.map((a) => [a.username, a] as const))(
      'returns the flags and subscriptions of %s',
      async (_name, account) => {
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.app.inject({ method, url: '/api/whoami', headers: await t.authHeaders(account.username) });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({
            name: account.name,
            ...account.flags,
            subscriptions: seedSubscriptions.map((s) => ({ subscriptionId: s.id, name: s.name })),
            currentSubscriptionId: seedSubscriptions[0]!.id,
          });
        }
      },
    );

    it('records an operator seen for the first time with no flags', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('newcomer') });
      expect(response.json()).toMatchObject({
        name: 'newcomer',
        hasDbAccess: false,
        hasDbRoAccess: false,
        hasDbMigrationAccess: false,
        canGenerateKpiData: false,
      });
    });
  });

  describe('validation', () => {
    it('answers a bad body with 400 whose reason names the field', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers: await t.authHeaders('support'),
        payload: { subscriptionId: 42 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers[reasonHeader]).toBe('Subscription must be text.');
      expect(response.json().errorMessage).toBe('Subscription must be text.');
    });

    it('answers broken JSON and bad query values with 400, never 500', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers: { ...(await t.authHeaders('support')), 'content-type': 'application/json' },
        payload: '{"subscriptionId":',
      });
      expect(broken.statusCode).toBe(400);
      const query = await t.app.inject({ method: 'GET', url: '/api/audit?page=zero', headers: await t.authHeaders() });
      expect(query.statusCode).toBe(400);
      expect(query.headers[reasonHeader]).toBe('Page must be a number.');
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers: await t.authHeaders('support'),
        payload: { subscriptionId: 'x'.repeat(requestBodyLimitBytes + 10) },
      });
      expect(response.statusCode).toBe(413);
    });

    it('answers an unknown API path with 404 in the error contract', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('errorMessage');
    });
  });

  describe('subscriptions', () => {
    it('switches the current subscription and refuses one the operator lacks', async () => {
      const headers = await t.authHeaders('migrator');
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers,
        payload: { subscriptionId: seedSubscriptions[1]!.id },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().currentSubscriptionId).toBe(seedSubscriptions[1]!.id);
      const whoami = await t.app.inject({ method: 'GET', url: '/api/whoami', headers });
      expect(whoami.json().currentSubscriptionId).toBe(seedSubscriptions[1]!.id);

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers,
        payload: { subscriptionId: 'not-mine' },
      });
      expect(refused.statusCode).toBe(404);
    });

    it('refuses a call made in a subscription the operator is not a member of', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/whoami',
        headers: await t.authHeaders('admin', { [subscriptionHeader]: 'someone-elses' }),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('audit', () => {
    it('records a change with operator, subscription, targets and outcome, and finds it again', async () => {
      const headers = await t.authHeaders('dbreader');
      await t.app.inject({
        method: 'POST',
        url: '/api/movetoothersubscription',
        headers,
        payload: { subscriptionId: seedSubscriptions[1]!.id },
      });
      await t.app.inject({ method: 'POST', url: '/api/movetoothersubscription', headers, payload: { subscriptionId: 'nope' } });

      const response = await t.app.inject({ method: 'GET', url: '/api/audit?operator=Dana', headers });
      expect(response.statusCode).toBe(200);
      const { events, total } = response.json();
      expect(total).toBe(2);
      expect(events[0]).toMatchObject({
        operatorName: 'Dana Reader',
        method: 'POST',
        path: '/api/movetoothersubscription',
        outcome: 'failed',
        statusCode: 404,
        targetIds: ['nope'],
      });
      expect(events[1]).toMatchObject({
        outcome: 'succeeded',
        statusCode: 200,
        subscriptionId: seedSubscriptions[0]!.id,
        targetIds: [seedSubscriptions[1]!.id],
      });
      expect(events[1].durationMs).toBeGreaterThanOrEqual(0);

      const byTarget = await t.app.inject({
        method: 'GET',
        url: `/api/audit?customer=${seedSubscriptions[1]!.id}&operator=Dana`,
        headers,
      });
      expect(byTarget.json().total).toBe(1);
      const byText = await t.app.inject({ method: 'GET', url: '/api/audit?text=nope', headers });
      expect(byText.json().total).toBe(1);
      const future = await t.app.inject({
        method: 'GET',
        url: `/api/audit?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
        headers,
      });
      expect(future.json().total).toBe(0);
    });

    it('does not record calls that change nothing', async () => {
      const headers = await t.authHeaders('support');
      await t.app.inject({ method: 'POST', url: '/api/whoami', headers });
      const response = await t.app.inject({ method: 'GET', url: '/api/audit?operator=Sam', headers });
      expect(response.json().events.filter((e: { path: string }) => e.path === '/api/whoami')).toEqual([]);
    });
  });

  describe('security headers', () => {
    it('a page gets a CSP without inline scripts, nosniff, no framing and a referrer policy', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('an API answer may load nothing, be framed nowhere, sniffed never, and sends no referrer', async () => {
      const headers = await t.authHeaders('support');
      for (const url of ['/api/health', '/api/whoami', '/api/no-such-endpoint']) {
        const response = await t.app.inject({ method: 'GET', url, headers: url === '/api/whoami' ? headers : {} });
        expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['x-frame-options'], url).toBe('DENY');
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        // What only documents read is not sent with JSON.
        expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(response.headers['x-xss-protection'], url).toBeUndefined();
      }
    });
  });
});

describe('development identity provider', () => {
  it('refuses to start when ENVIRONMENT is production', async () => {
    const { database, drop } = await freshDatabase('pglite');
    try {
      await expect(createIdentity(testConfig({ ENVIRONMENT: 'production' }), database.db)).rejects.toThrow(/production/);
    } finally {
      await drop();
    }
  });
});
