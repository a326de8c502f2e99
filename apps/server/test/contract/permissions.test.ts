import {
  decodeHeaderText,
  isSignInRequired,
  permissions,
  reasonHeader,
  refusalFor,
  type Caller,
  type Endpoint,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, operatorSubscriptions, operators } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, productionEnv, testDatabases, type TestApp } from '../harness';
import { allEndpoints, sampleRequest, type SampleTargets } from './requests';

/**
 * Every endpoint of the contract, for each seeded operator and for an operator with no subscription:
 * refused with 401 without a token, with 403 and the declaration's own reason when the declaration
 * says no, and never refused when it says yes. A new endpoint is covered by being declared.
 */

type Who = { subject: string; caller: Caller };

// The seeded operators' flags, as README.md lists them (written out here, not read from the seed).
const seeded: Who[] = [
  {
    subject: 'admin',
    caller: {
      flags: { hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true },
      isProduction: false,
      hasSubscription: true,
    },
  },
  {
    subject: 'dbreader',
    caller: {
      flags: { hasDbAccess: false, hasDbRoAccess: true, hasDbMigrationAccess: false, canGenerateKpiData: false },
      isProduction: false,
      hasSubscription: true,
    },
  },
  {
    subject: 'migrator',
    caller: {
      flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: true, canGenerateKpiData: false },
      isProduction: false,
      hasSubscription: true,
    },
  },
  {
    subject: 'support',
    caller: {
      flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false },
      isProduction: false,
      hasSubscription: true,
    },
  },
];

const nobody: Who = {
  subject: 'nobody',
  caller: {
    flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false },
    isProduction: false,
    hasSubscription: false,
  },
};

const operatorEndpoints = allEndpoints.filter(({ endpoint }) => isSignInRequired(endpoint));

it('every endpoint declares a known permission (default deny)', () => {
  for (const { key, endpoint } of allEndpoints) {
    expect(permissions, `${key} declares its permission`).toContain(endpoint.permission);
  }
});

describe.each(testDatabases)('permissions of every endpoint on %s', (kind) => {
  let t: TestApp;
  let targets: SampleTargets;
  // Refusals happen before any handler: the same request is sent as each operator.
  const send = async (endpoint: Endpoint, headers: Record<string, string>) => {
    const request = sampleRequest(endpoint, targets);
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...headers },
      payload: request.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.subscriptionId, seedSubscriptions[0]!.id))
      .orderBy(asc(customers.alias))
      .limit(1);
    targets = { customerId: customer!.id, subscriptionId: seedSubscriptions[0]!.id };
    // An operator who belongs to no subscription (first seen, then removed from every one).
    await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders(nobody.subject) });
    const [row] = await t.db
      .select()
      .from(operators)
      .where(and(eq(operators.subject, nobody.subject)));
    await t.db.delete(operatorSubscriptions).where(eq(operatorSubscriptions.operatorId, row!.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(operatorEndpoints.map(({ key, endpoint }) => [key, endpoint] as const))(
    '%s refuses an anonymous caller with 401',
    async (_key, endpoint) => {
      const response = await send(endpoint, {});
      expect(response.statusCode).toBe(401);
      expect(response.headers[reasonHeader]).toBeTruthy();
      expect(response.json()).toHaveProperty('errorMessage');
    },
  );

  it.each([...seeded, nobody].map((who) => [who.subject, who] as const))(
    '%s is refused exactly what the declarations refuse',
    async (_subject, who) => {
      const outcomes: string[] = [];
      for (const { key, endpoint } of operatorEndpoints) {
        const refusal = refusalFor(endpoint, who.caller);
        const response = await send(endpoint, await t.authHeaders(who.subject));
        const reason = decodeHeaderText(String(response.headers[reasonHeader] ?? ''));
        if (refusal) {
          if (response.statusCode !== 403 || reason !== refusal)
            outcomes.push(`${key}: expected 403 '${refusal}', got ${response.statusCode} '${reason}'`);
        } else if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
          outcomes.push(`${key}: expected to be allowed, got ${response.statusCode} '${reason}'`);
        }
      }
      expect(outcomes).toEqual([]);
    },
  );
});

describe('environment rules in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: productionEnv });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses outside-production calls and allows production-only ones, each with its declaration’s reason', async () => {
    // An operator of the external provider is first seen with no flags: give this one every flag.
    await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('admin') });
    await t.db
      .update(operators)
      .set({ hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true })
      .where(eq(operators.subject, 'admin'));
    const [customer] = await t.db.select().from(customers).orderBy(asc(customers.alias)).limit(1);
    const targets = { customerId: customer!.id, subscriptionId: customer!.subscriptionId };
    const production: Caller = { ...seeded[0]!.caller, isProduction: true };
    const outcomes: string[] = [];
    for (const { key, endpoint } of operatorEndpoints.filter(({ endpoint }) => endpoint.environment)) {
      const request = sampleRequest(endpoint, targets);
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...(await t.authHeaders('admin')) },
        payload: request.payload,
      });
      const refusal = refusalFor(endpoint, production);
      const reason = decodeHeaderText(String(response.headers[reasonHeader] ?? ''));
      if (refusal && (response.statusCode !== 403 || reason !== refusal))
        outcomes.push(`${key}: expected 403 '${refusal}', got ${response.statusCode}`);
      if (!refusal && response.statusCode === 403) outcomes.push(`${key}: refused in production: ${reason}`);
    }
    expect(outcomes).toEqual([]);
    // The spec's rule, held literally: feature branches only outside production.
    expect(refusalFor({ permission: 'signedIn', environment: 'outsideProduction' }, production)).toBe(
      'This is not available in production.',
    );
  });
});
