import {
  changeReasonHeader,
  decodeHeaderText,
  isChange,
  isSignInRequired,
  reasonHeader,
  subscriptionHeader,
  type Endpoint,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSubscriptions, operators } from '../../src/db/schema';
import { createTestApp, productionEnv, testDatabases, type TestApp } from '../harness';
import { expectedAccess, no, seededOperators, type Answer } from './expected-access';
import { allEndpoints, type NamedEndpoint } from './requests';
import { createSampleFixture, requestFor, type SampleFixture } from './valid-samples';

/**
 * Every endpoint of the contract against the reviewed table of expected answers (expected-access.ts,
 * written from doc1 §6 / doc2 §6, not from the declarations): for each operator a refused call is
 * answered exactly 403 (401 without a token), and an allowed one reaches its handler — a 2xx or a
 * domain answer, never 401, 403 or a server failure. A new endpoint fails here until it has a row.
 */

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * What "reached its handler" may answer. A read's valid sample succeeds for whoever may make it; a change
 * is sent once per operator, so after the first it may meet its own work (a 409 while a job runs, a 404
 * for what it removed): the handler's own refusal of that state counts, never 401, 403 or a 5xx.
 */
const isHandlerAnswer = (endpoint: Endpoint, status: number) =>
  isSuccess(status) || (isChange(endpoint) && [400, 404, 409, 422].includes(status));

/** A problem with one answer, or null when it is what the table expects. */
const problemOf = (
  { key, endpoint }: NamedEndpoint,
  who: string,
  expected: Answer | 401,
  { status, reason }: { status: number; reason: string },
) => {
  if (expected === no || expected === 401) {
    if (status !== expected) return `${key} as ${who}: expected ${expected}, got ${status} '${reason}'`;
    // A refusal says why, in the words the console shows (doc1 §6: "You are not authorized to …").
    return reason ? null : `${key} as ${who}: refused with ${status} but no reason`;
  }
  return isHandlerAnswer(endpoint, status) ? null : `${key} as ${who}: expected to reach its handler, got ${status} '${reason}'`;
};

const signedInEndpoints = allEndpoints.filter(({ endpoint }) => isSignInRequired(endpoint));

it('the table has one row for every endpoint of the contract, and none for an unknown one', () => {
  expect(Object.keys(expectedAccess).sort()).toEqual(allEndpoints.map(({ key }) => key).sort());
});

it('the table says anonymous callers are refused exactly where the contract requires sign-in', () => {
  // The anonymous column is checked by calls below; this names a missing sign-in declaration plainly.
  const anonymousAllowed = Object.entries(expectedAccess)
    .filter(([, row]) => row.anon !== 401)
    .map(([key]) => key)
    .sort();
  expect(
    allEndpoints
      .filter(({ endpoint }) => !isSignInRequired(endpoint))
      .map(({ key }) => key)
      .sort(),
  ).toEqual(anonymousAllowed);
});

describe.each(testDatabases)('permissions of every endpoint, as the spec says, on %s', (kind) => {
  let t: TestApp;
  let fixture: SampleFixture;

  const send = async ({ key, endpoint }: NamedEndpoint, headers: Record<string, string>, inSubscription = true) => {
    const request = await requestFor(key, endpoint, fixture);
    const { [subscriptionHeader]: subscription, ...requestHeaders } = request.headers;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      // A reason on every call: production refuses a removal without one, and it changes no other answer.
      headers: {
        ...requestHeaders,
        ...(inSubscription && subscription ? { [subscriptionHeader]: subscription } : {}),
        [changeReasonHeader]: 'permission sweep',
        ...headers,
      },
      payload: request.payload,
    });
    return { status: response.statusCode, reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await createSampleFixture(t);
    // An operator who belongs to no subscription (first seen, then removed from every one).
    await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('nobody') });
    const [row] = await t.db.select().from(operators).where(eq(operators.subject, 'nobody'));
    await t.db.delete(operatorSubscriptions).where(eq(operatorSubscriptions.operatorId, row!.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('anonymous callers get what the table says', async () => {
    const problems: string[] = [];
    for (const named of allEndpoints) {
      const expected = expectedAccess[named.key]?.anon ?? 401;
      const problem = problemOf(named, 'anonymous', expected, await send(named, {}));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it.each([...seededOperators, 'noSub' as const])('%s gets what the table says, endpoint by endpoint', async (who) => {
    const subject = who === 'noSub' ? 'nobody' : who;
    const headers = await t.authHeaders(subject, who === 'noSub' ? {} : { subscriptionHeader: fixture.subscriptionId });
    const problems: string[] = [];
    for (const named of signedInEndpoints) {
      const row = expectedAccess[named.key];
      if (!row) continue; // named by the first test
      // The operator with no subscription names none: they have none to name.
      const problem = problemOf(named, who, row[who], await send(named, headers, who !== 'noSub'));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});

describe('environment rules in production, as the spec says', () => {
  let t: TestApp;
  let fixture: SampleFixture;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: productionEnv });
    // An operator of the external provider is first seen with no flags and every subscription: give this one every flag.
    await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('admin') });
    await t.db
      .update(operators)
      .set({ hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true })
      .where(eq(operators.subject, 'admin'));
    fixture = await createSampleFixture(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('admin, holding every flag, gets what the production column says', async () => {
    const headers = await t.authHeaders('admin', { subscriptionHeader: fixture.subscriptionId });
    const problems: string[] = [];
    for (const named of signedInEndpoints) {
      const { key, endpoint } = named;
      const row = expectedAccess[key];
      if (!row) continue; // named by the first test
      const request = await requestFor(key, endpoint, fixture);
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, [changeReasonHeader]: 'permission sweep in production', ...headers },
        payload: request.payload,
      });
      const reason = decodeHeaderText(String(response.headers[reasonHeader] ?? ''));
      const problem = problemOf(named, 'admin in production', row.prod, { status: response.statusCode, reason });
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});
