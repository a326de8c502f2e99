import { connect } from 'node:net';
import { decodeHeaderText, reasonHeader, subscriptionHeader, type AuditEvent } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customerReports, customers, jobs, operatorSubscriptions, operators } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { loadOrCreateDevKeys } from '../../src/identity/dev-keys';
import { createTestApp, productionEnv, testDatabases, type TestApp } from '../harness';
import { multipartBody } from '../contract/requests';
import { until } from '../support/eventually';

/** Regression tests of issue 7: each defect a hostile or careless client found, kept found. */

const [production, staging] = seedSubscriptions as [(typeof seedSubscriptions)[0], (typeof seedSubscriptions)[1]];

const reasonOf = (response: { headers: Record<string, unknown> }) =>
  decodeHeaderText(String(response.headers[reasonHeader] ?? ''));

/** Makes the database refuse audit records of one action, as a full disk or a broken column would. */
const refuseAuditOf = async (t: TestApp, action: string) => {
  await t.db.execute(
    sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$
    begin if new.action like '${action}%' then raise exception 'audit refused for the test'; end if; return new; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`drop trigger refuse_audit on audit_events`));
  };
};

describe.each(testDatabases)('the safety net on %s', (kind) => {
  let t: TestApp;
  let productionCustomers: (typeof customers.$inferSelect)[];

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    productionCustomers = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.subscriptionId, production.id), eq(customers.state, 'active')))
      .orderBy(asc(customers.alias));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the audit record is scoped to the operator’s subscriptions', () => {
    it('shows an operator only their subscriptions’ events, and events without one only when they are their own', async () => {
      // 'stager' belongs to the staging subscription only; 'nobody' to none.
      for (const subject of ['stager', 'nobody']) {
        await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders(subject) });
      }
      const [stager] = await t.db.select().from(operators).where(eq(operators.subject, 'stager'));
      const [nobody] = await t.db.select().from(operators).where(eq(operators.subject, 'nobody'));
      await t.db
        .delete(operatorSubscriptions)
        .where(and(eq(operatorSubscriptions.operatorId, stager!.id), eq(operatorSubscriptions.subscriptionId, production.id)));
      await t.db.delete(operatorSubscriptions).where(eq(operatorSubscriptions.operatorId, nobody!.id));

      const target = productionCustomers[0]!;
      const repair = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${target.id}/repair`,
        headers: await t.authHeaders('admin', { [subscriptionHeader]: production.id }),
      });
      expect(repair.statusCode).toBe(202);
      // An anonymous refusal belongs to no subscription and no operator.
      await t.app.inject({ method: 'POST', url: `/api/customers/${target.id}/repair` });

      const read = async (subject: string, query = '') => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/audit?pageSize=200${query}`,
          headers: await t.authHeaders(subject),
        });
        expect(response.statusCode).toBe(200);
        return response.json() as { events: AuditEvent[]; total: number };
      };
      const admin = await read('admin');
      expect(admin.events.some((e) => e.action === "Repairs a customer's deployment" && e.targetIds.includes(target.id))).toBe(
        true,
      );

      const stagerView = await read('stager');
      expect(stagerView.events.filter((e) => e.subscriptionId === production.id)).toEqual([]);
      expect(stagerView.events.filter((e) => e.subscriptionId === null && e.operatorId !== stager!.id)).toEqual([]);
      expect((await read('stager', `&customer=${target.alias}`)).total).toBe(0);
      expect((await read('stager', `&customer=${target.id}`)).total).toBe(0);

      const nobodyView = await read('nobody');
      expect(nobodyView.events.every((e) => e.subscriptionId === null && e.operatorId === nobody!.id)).toBe(true);
    });
  });

  describe('no change without its audit record', () => {
    it('undoes a decommission whose audit record cannot be written', async () => {
      const target = productionCustomers[1]!;
      const restore = await refuseAuditOf(t, 'Decommissions');
      try {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/customers/${target.id}`,
          headers: await t.authHeaders('admin', { [subscriptionHeader]: production.id }),
        });
        expect(response.statusCode).toBe(503);
        expect(reasonOf(response)).toBe('The change could not be recorded in the audit record, so it was not made.');
      } finally {
        await restore();
      }
      const [after] = await t.db.select().from(customers).where(eq(customers.id, target.id));
      expect(after!.state).toBe('active');
      expect(
        await t.db
          .select()
          .from(jobs)
          .where(sql`${jobs.targetId} = ${target.id}`),
      ).toEqual([]);
    });

    it('leaves no customer behind when a quick create cannot be recorded', async () => {
      const restore = await refuseAuditOf(t, 'Creates a customer');
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/customers/quickcreate',
          headers: await t.authHeaders('admin', { [subscriptionHeader]: production.id }),
          payload: {
            customerName: 'Unrecorded Events',
            customerAlias: 'unrecordedevent',
            azureDeploymentDetails: { selectedAzureLocation: null, selectedHostingPlan: 'Dedicated' },
            basePlanDetails: { firstDayOfWeek: 'Monday' },
            licenseDetails: {
              licenseOfferingId: 'Professional',
              airCastPerHourCost: 1,
              paymentGatewayRate: 1,
              currencyCode: 'AUD',
              activeUserRate: 45,
              additionalOfficeRate: 300,
              visualModeCost: 150,
              remoteAttendeeCost: 3,
            },
          },
        });
        expect(response.statusCode).toBe(503);
      } finally {
        await restore();
      }
      expect(await t.db.select().from(customers).where(eq(customers.alias, 'unrecordedevent'))).toEqual([]);
    });

    it('records what it can of text PostgreSQL cannot store, and refuses the call', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/featurebranches',
        headers: {
          ...(await t.authHeaders('admin', { [subscriptionHeader]: production.id })),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({
          branchName: 'feature/x',
          customerAlias: 'surrogatebranch',
          version: '1.0',
          selectedAzureLocation: 'east\ud800us',
          selectedHostingPlan: 'Dedicated',
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toBe(
        'Azure location contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
      expect(await t.db.select().from(customers).where(eq(customers.alias, 'surrogatebranch'))).toEqual([]);
      // A refused call is recorded once its answer has gone (audit/audit-hook.ts): wait for the record.
      const readRecorded = () =>
        t.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.path, '/api/featurebranches'))
          .orderBy(sql`${auditEvents.id} desc`)
          .limit(1);
      const [recorded] = await until(readRecorded, ([row]) => row?.statusCode === 400);
      expect(recorded).toMatchObject({ outcome: 'failed', statusCode: 400 });
      expect(JSON.stringify(recorded!.details)).toContain('east\ufffdus');
    });
  });

  describe('never a 500', () => {
    it('answers a NUL in a search with 400 naming the search', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/customers/search?query=%00',
        headers: await t.authHeaders('admin'),
      });
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toMatch(/^Search contains a character that cannot be stored/);
    });

    it('answers the provider’s root with a query, and a path with broken encoding, through the one error path', async () => {
      const root = await t.app.inject({ method: 'GET', url: '/oidc?x=1' });
      expect(root.statusCode).toBeLessThan(500);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/customers/%E0%A4%A/repair',
        headers: await t.authHeaders('admin'),
      });
      expect(broken.statusCode).toBe(400);
      expect(reasonOf(broken)).toBe('The address is not valid: check its encoding.');
      expect(broken.json()).toEqual({ errorMessage: 'The address is not valid: check its encoding.' });
    });

    it('refuses a body on a call that takes none, and starts nothing', async () => {
      const before = await t.db.select({ id: jobs.id }).from(jobs);
      const form = multipartBody({ upload: { field: 'file' } } as never, 'x.rdl', '<Report/>');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/setAzureCdn',
        headers: { ...(await t.authHeaders('admin')), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toBe('This call takes no body; send it without one.');
      expect(await t.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
    });
  });

  it('closes a request whose body never finishes', async () => {
    const address = new URL(await t.listen());
    const token = await t.tokenFor('admin');
    const closed = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(address.port), address.hostname, () => {
        socket.write(
          `POST /api/movetoothersubscription HTTP/1.1\r\nHost: ${address.host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"subscr`,
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    // Node answers 408 when it can, else drops the connection: either way nothing is held open.
    expect(closed === '' || closed.startsWith('HTTP/1.1 408')).toBe(true);
  });

  describe('tokens', () => {
    const sign = async (claims: { exp?: boolean; iat?: boolean }) => {
      const keys = await loadOrCreateDevKeys(t.db);
      let jwt = new SignJWT({ name: 'Ada Admin' })
        .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid })
        .setSubject('admin')
        .setIssuer(t.identity.issuer)
        .setAudience(t.config.oidcClientId);
      if (claims.iat) jwt = jwt.setIssuedAt();
      if (claims.exp) jwt = jwt.setExpirationTime('1h');
      return jwt.sign(await importJWK(keys.signingKey, 'RS256'));
    };

    it('refuses a correctly signed token without exp, or without iat', async () => {
      for (const token of [await sign({ iat: true }), await sign({ exp: true })]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/whoami', headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(401);
      }
      const whole = await t.app.inject({
        method: 'GET',
        url: '/api/whoami',
        headers: { authorization: `Bearer ${await sign({ exp: true, iat: true })}` },
      });
      expect(whole.statusCode).toBe(200);
    });
  });

  it('sends a reason in any language and the client reads it back', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/movetoothersubscription',
      headers: await t.authHeaders('admin'),
      payload: { subscriptionId: 'Müller' },
    });
    expect(response.statusCode).toBe(404);
    const raw = String(response.headers[reasonHeader]);
    expect(raw).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeHeaderText(raw)).toBe('Subscription: you are not a member of subscription Müller.');
  });

  describe('report uploads', () => {
    const upload = async (fileName: string, content: string) => {
      const form = multipartBody({ upload: { field: 'file' } } as never, fileName, content);
      const customer = productionCustomers[2]!;
      return t.app.inject({
        method: 'POST',
        url: `/api/customers/${customer.id}/customReportStore`,
        headers: { ...(await t.authHeaders('admin', { [subscriptionHeader]: production.id })), ...form.headers },
        payload: form.payload,
      });
    };

    it('refuses a script named like a report and a long name of another type', async () => {
      const script = await upload('x.rdl', '<script>alert(1)</script>');
      expect(script.statusCode).toBe(415);
      expect(reasonOf(script)).toBe('File: x.rdl is not a report definition (well-formed XML whose root element is Report).');
      const long = await upload(`${'n'.repeat(300)}.exe`, 'MZ');
      expect(long.statusCode).toBe(415);
      expect(reasonOf(long)).toMatch(/^File: only \.rdl, \.rdlc, \.xml, \.zip files can be uploaded/);
    });

    it('stores a long report name cut to 200 characters with its ending kept', async () => {
      const stored = await upload(`${'r'.repeat(300)}.rdl`, '<?xml version="1.0"?><Report xmlns="urn:r"><Body/></Report>');
      expect(stored.statusCode).toBe(201);
      const [row] = await t.db.select().from(customerReports).where(eq(customerReports.id, stored.json().id));
      expect(row!.fileName).toHaveLength(200);
      expect(row!.fileName.endsWith('.rdl')).toBe(true);
    });
  });

  it('keeps the API document to the API', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('sends a page asked for at another address to the public one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/customers?query=acme', headers: { host: '127.0.0.1:8080' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:8080/customers?query=acme');
  });

  it('loads nothing from other sites on the provider’s own pages', async () => {
    const error = await t.app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=operations-console&redirect_uri=http://evil.example/',
    });
    expect(error.statusCode).toBe(400);
    expect(error.body).toContain('Sign-in could not continue');
    expect(error.body).not.toMatch(/https?:\/\/(?!localhost)/);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { API_RATE_LIMIT_PER_MINUTE: '5', SIGN_IN_ATTEMPTS_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops an operator’s sixth call in a minute with 429 and says when to try again', async () => {
    const headers = await t.authHeaders('support');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/whoami', headers })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/whoami', headers });
    expect(reasonOf(limited)).toMatch(/^Too many requests: wait \d+ s and try again\.$/);
    // Another operator is not held back by the first.
    expect((await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('admin') })).statusCode).toBe(
      200,
    );
  });

  it('allows three password attempts per username and address a minute, then says to wait', async () => {
    const attempt = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/interaction/unknown/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${username}&password=wrong`,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('admin')).statusCode);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    const limited = await attempt('admin');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many sign-in attempts for this username: wait a minute and try again.');
    expect((await attempt('support')).statusCode).not.toBe(429);
  });
});

describe('destructive changes in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: productionEnv });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('need a reason, which the audit record keeps', async () => {
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.subscriptionId, production.id), eq(customers.state, 'active')))
      .orderBy(asc(customers.alias))
      .limit(1);
    const headers = await t.authHeaders('admin', { [subscriptionHeader]: production.id });
    const without = await t.app.inject({ method: 'DELETE', url: `/api/customers/${customer!.id}`, headers });
    expect(without.statusCode).toBe(400);
    expect(reasonOf(without)).toBe('Reason: say why this is being removed; production needs a reason for every removal.');

    const reason = 'Contract ended — customer asked for removal';
    const withReason = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer!.id}`,
      headers: { ...headers, 'x-change-reason': encodeURIComponent(reason) },
    });
    expect(withReason.statusCode).toBe(202);
    const [recorded] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.outcome, 'succeeded'), eq(auditEvents.method, 'DELETE')));
    expect(recorded!.changeReason).toBe(reason);
    expect(staging.id).not.toBe(production.id);
  });
});
