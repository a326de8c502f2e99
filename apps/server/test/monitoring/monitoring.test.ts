import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Writable } from 'node:stream';
import {
  endpoints,
  permissionRefusals,
  reasonHeader,
  subscriptionHeader,
  type AlarmState,
  type CloudStatus,
  type Endpoint,
  type RecentErrors,
  type ServiceStatuses,
} from '@console/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, deployments, errorEvents, jobs, subscriptions } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { countErrorsPerHour } from '../../src/features/monitoring/recent-errors';
import { resolveAuthContext } from '../../src/identity/auth-context';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { until } from '../support/eventually';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

const noConditions = { failTargets: [], missingCertificates: [], hasDefaultDatabase: true };

describe.each(testDatabases)('dashboard and monitoring on %s', (kind) => {
  let t: TestApp;
  const get = async <E extends Endpoint>(endpoint: E, subject = 'admin', url = endpoint.path) =>
    t.app.inject({ method: endpoint.method, url, headers: await t.authHeaders(subject, { [subscriptionHeader]: production }) });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PLATFORM_FAIL_TARGETS: 'hg-eastus-02' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('recent errors', () => {
    it('counts error events per UTC hour across an hour and a day boundary, in the last 24 hours only', async () => {
      await t.db.insert(subscriptions).values({ id: 'nobodys-subscription', name: 'Nobody' }).onConflictDoNothing();
      const at = (iso: string, subscriptionId: string | null = production) => ({
        at: new Date(iso),
        source: 'platform' as const,
        message: `fault at ${iso}`,
        subscriptionId,
      });
      await t.db.insert(errorEvents).values([
        at('2031-02-28T01:59:59.999Z'), // before the window
        at('2031-02-28T02:00:00.000Z'), // the window's first instant
        at('2031-02-28T23:59:59.999Z'),
        at('2031-03-01T00:00:00.000Z'), // the next day
        at('2031-03-01T00:30:00.000Z', null), // the server's own (no subscription)
        at('2031-03-01T00:59:59.999Z', staging),
        at('2031-03-01T01:00:00.000Z'),
        at('2031-03-01T01:10:00.000Z', 'nobodys-subscription'), // not the caller's
        at('2031-03-01T02:00:00.000Z'), // after now's hour
      ]);
      const auth = await resolveAuthContext({
        db: t.db,
        identity: t.identity,
        token: await t.tokenFor('admin'),
        requestedSubscriptionId: production,
      });
      const slices = await countErrorsPerHour({ db: t.db, auth, now: new Date('2031-03-01T01:30:00.000Z') });
      expect(slices).toEqual({
        Slices: [
          { Time: '2031-02-28T02:00:00.000Z', Rows: [[1]] },
          { Time: '2031-02-28T23:00:00.000Z', Rows: [[1]] },
          { Time: '2031-03-01T00:00:00.000Z', Rows: [[3]] },
          { Time: '2031-03-01T01:00:00.000Z', Rows: [[1]] },
        ],
      });
    });

    it('serves the current hour over HTTP, counting events as they are recorded', async () => {
      const currentHour = async () => {
        const response = await get(endpoints.getRecentErrors, 'support');
        expect(response.statusCode).toBe(200);
        const body = response.json<RecentErrors>();
        const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
        return body.Slices.find((s) => s.Time === hour)?.Rows[0]?.[0] ?? 0;
      };
      const before = await currentHour();
      await t.db.insert(errorEvents).values([
        { source: 'server', message: 'GET /api/x answered 500' },
        { source: 'job', message: 'Repair faulted', subscriptionId: production },
      ]);
      expect(await currentHour()).toBe(before + 2);
    });

    it('records a faulted job and its platform fault as error events, and lists them on the audit error view', async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/operations/selftest',
        headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
      });
      expect(started.statusCode).toBe(202);
      const { correlationId } = started.json<{ correlationId: string }>();
      await until(
        async () => (await t.db.select().from(jobs).where(eq(jobs.correlationId, correlationId)))[0],
        (job) => job?.isCompleted === true,
      );
      const recorded = await until(
        () => t.db.select().from(errorEvents).where(eq(errorEvents.subscriptionId, production)).orderBy(desc(errorEvents.id)),
        (rows) => rows.some((r) => r.source === 'job' && r.message.includes('Platform self-test')),
      );
      expect(recorded.find((r) => r.source === 'job')!.details).toMatchObject({ correlationId });
      expect(recorded.some((r) => r.source === 'platform' && r.message.includes('hg-eastus-02'))).toBe(true);

      const listed = await get(endpoints.listErrorEvents, 'support', '/api/audit/errors?source=job&text=self-test');
      expect(listed.statusCode).toBe(200);
      const body = listed.json<{ events: { source: string; message: string }[]; total: number }>();
      expect(body.total).toBeGreaterThanOrEqual(1);
      expect(body.events.every((e) => e.source === 'job' && /self-test/i.test(e.message))).toBe(true);
      const bad = await get(endpoints.listErrorEvents, 'support', '/api/audit/errors?source=nonsense');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers[reasonHeader]).toBe('Source must be job, platform or server.');
    });
  });

  describe('service status', () => {
    it("reports every service of the subscription with the oldest collection time; a configured fail target's service is unhealthy", async () => {
      const response = await get(endpoints.getServiceStatuses, 'support');
      expect(response.statusCode).toBe(200);
      const body = response.json<ServiceStatuses>();
      const names = body.serviceStatuses.map((s) => s.name);
      expect(names).toContain('Deployment controllers hg-eastus-01');
      expect(names).toContain('SQL databases (East US)');
      expect(names).toContain('DNS');
      expect(names.some((n) => n.includes('staging'))).toBe(false);
      const oldest = Math.min(...body.serviceStatuses.map((s) => Date.parse(s.collectedAtUtc)));
      expect(body.oldestCollectionTime).toBe(new Date(oldest).toISOString());
      const failing = body.serviceStatuses.find((s) => s.name === 'Deployment controllers hg-eastus-02')!;
      expect(failing).toMatchObject({ status: 'unhealthy' });
      expect(failing.message).toContain('hg-eastus-02 is listed');

      const unhealthy = (await get(endpoints.getUnhealthyServices, 'support')).json<ServiceStatuses>();
      expect(unhealthy.serviceStatuses.every((s) => s.status !== 'healthy')).toBe(true);
      expect(unhealthy.serviceStatuses.map((s) => s.name)).toContain('Deployment controllers hg-eastus-02');
    });

    it('shows an injected fault at once as an unhealthy service and an error, and clears it when removed (audited)', async () => {
      const headers = await t.authHeaders('support', { [subscriptionHeader]: production });
      const errorsBefore = await t.db.select().from(errorEvents).where(eq(errorEvents.source, 'platform'));
      const injected = await t.app.inject({
        method: 'PUT',
        url: '/api/platform/simulation',
        headers,
        payload: { ...noConditions, failTargets: ['hg-uksouth-01'] },
      });
      expect(injected.statusCode).toBe(200);
      expect(injected.json()).toMatchObject({ failTargets: ['hg-uksouth-01'], configuredFailTargets: ['hg-eastus-02'] });

      const unhealthy = (await get(endpoints.getUnhealthyServices, 'support')).json<ServiceStatuses>();
      expect(unhealthy.serviceStatuses.find((s) => s.name === 'Deployment controllers hg-uksouth-01')?.status).toBe('unhealthy');
      const errorsAfter = await t.db.select().from(errorEvents).where(eq(errorEvents.source, 'platform'));
      expect(errorsAfter.length).toBe(errorsBefore.length + 1);
      expect(errorsAfter.some((e) => e.message.startsWith('Deployment controllers hg-uksouth-01 is unhealthy'))).toBe(true);
      const [audit] = await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.path, '/api/platform/simulation'))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit).toMatchObject({ outcome: 'succeeded', operatorName: 'Sam Support' });

      await t.app.inject({ method: 'PUT', url: '/api/platform/simulation', headers, payload: noConditions });
      const cleared = (await get(endpoints.getUnhealthyServices, 'support')).json<ServiceStatuses>();
      expect(cleared.serviceStatuses.map((s) => s.name)).not.toContain('Deployment controllers hg-uksouth-01');
    });

    it("serves one deployment's services in the caller's subscription and 404 for another subscription's", async () => {
      const [own] = await t.db
        .select({ id: deployments.id, alias: customers.alias })
        .from(deployments)
        .innerJoin(customers, eq(customers.id, deployments.customerId))
        .where(and(eq(customers.subscriptionId, production), eq(deployments.kind, 'azure')))
        .limit(1);
      const response = await get(
        endpoints.getDeploymentServiceStatus,
        'support',
        `/api/operations/monitoring/deployment/${own!.id}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<ServiceStatuses & { customerAlias: string }>();
      expect(body.customerAlias).toBe(own!.alias);
      expect(body.serviceStatuses.map((s) => s.category)).toEqual(
        expect.arrayContaining(['Hosting', 'Databases', 'Applications']),
      );
      expect(body.serviceStatuses.map((s) => s.name)).toContain(`${own!.alias}-web`);

      const [other] = await t.db
        .select({ id: deployments.id })
        .from(deployments)
        .innerJoin(customers, eq(customers.id, deployments.customerId))
        .where(eq(customers.subscriptionId, staging))
        .limit(1);
      const refused = await get(
        endpoints.getDeploymentServiceStatus,
        'support',
        `/api/operations/monitoring/deployment/${other!.id}`,
      );
      expect(refused.statusCode).toBe(404);
      const bad = await get(endpoints.getDeploymentServiceStatus, 'support', '/api/operations/monitoring/deployment/not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers[reasonHeader]).toBe('Id must be a deployment id.');
    });
  });

  describe('cloud status', () => {
    it('reports every supported region available until a fault names one, then an outage there', async () => {
      const headers = await t.authHeaders('support');
      const before = (await get(endpoints.getCloudStatus, 'support')).json<CloudStatus>();
      expect(before.regions.map((r) => r.name)).toEqual(['australiaeast', 'eastus', 'southeastasia', 'uksouth', 'westeurope']);
      expect(before).toMatchObject({ status: 'available', incidents: [] });

      await t.app.inject({
        method: 'PUT',
        url: '/api/platform/simulation',
        headers,
        payload: { ...noConditions, failTargets: ['westeurope'] },
      });
      const after = (await get(endpoints.getCloudStatus, 'support')).json<CloudStatus>();
      expect(after.status).toBe('outage');
      expect(after.regions.find((r) => r.name === 'westeurope')?.status).toBe('outage');
      expect(after.incidents).toEqual([expect.objectContaining({ region: 'westeurope', severity: 'outage' })]);
      await t.app.inject({ method: 'PUT', url: '/api/platform/simulation', headers, payload: noConditions });
    });
  });

  describe('header alarms', () => {
    it('are raised from the platform state and every console is told when it changes', async () => {
      const headers = await t.authHeaders('dbreader');
      const initial = (await get(endpoints.getAlarms, 'dbreader')).json<AlarmState>();
      expect(initial).toEqual({
        managementCertificate: { failedConnectionResults: [] },
        hostingCertificates: [
          { id: 'wildcard-ssl', name: 'Wildcard SSL', isPresent: true },
          { id: 'code-signing', name: 'Code signing', isPresent: true },
          { id: 'cloud-service-rdp', name: 'Cloud service RDP', isPresent: true },
        ],
        defaultDatabase: { isConfigured: true, name: 'customer-template' },
      });

      const hub = await whenConnected(
        await t.connectHub('alarms', { id_token: await t.tokenFor('support'), subscription_id: staging }),
      );
      let pushes = 0;
      hub.on('alarmsChanged', () => pushes++);
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/platform/simulation',
        headers,
        payload: { failTargets: ['Staging fleet'], missingCertificates: ['code-signing'], hasDefaultDatabase: false },
      });
      expect(changed.statusCode).toBe(200);
      await until(
        async () => pushes,
        (n) => n >= 1,
      );
      const raised = (await get(endpoints.getAlarms, 'dbreader')).json<AlarmState>();
      expect(raised.managementCertificate.failedConnectionResults).toEqual([
        expect.objectContaining({ subscriptionId: staging, subscriptionName: 'Staging fleet' }),
      ]);
      expect(raised.hostingCertificates.filter((c) => !c.isPresent).map((c) => c.id)).toEqual(['code-signing']);
      expect(raised.defaultDatabase.isConfigured).toBe(false);

      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/platform/simulation',
        headers,
        payload: { ...noConditions, missingCertificates: ['made-up'] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers[reasonHeader]).toContain('Missing certificates (item 1) must be a known certificate id');

      await t.app.inject({ method: 'PUT', url: '/api/platform/simulation', headers, payload: noConditions });
      await until(
        async () => pushes,
        (n) => n >= 2,
      );
      expect((await get(endpoints.getAlarms, 'dbreader')).json<AlarmState>()).toEqual(initial);
    });
  });

  describe('operations basics', () => {
    it('serves the version, the configuration without secrets and the studio address', async () => {
      expect((await get(endpoints.getVersion, 'support')).json()).toEqual({ version: t.config.version });
      const configuration = (await get(endpoints.getConfiguration, 'support')).json();
      expect(configuration).toEqual({
        environment: 'development',
        isProduction: false,
        productName: 'Operations Console',
        version: t.config.version,
        logServerUrl: null,
        tenantUrlTemplate: 'https://{alias}.eventsair.example',
        emailProvider: 'sendGrid',
      });
      expect((await get(endpoints.getRavenManagementStudioUri, 'dbreader')).json()).toEqual({
        uri: 'https://raven.eventsair.example/studio/index.html',
      });
    });

    it.each([
      ['GET', '/api/operations/version', 'support', 200],
      ['GET', '/api/operations/configuration', 'support', 200],
      ['GET', '/api/operations/loglevel', 'support', 200],
      ['GET', '/api/operations/alarms', 'support', 200],
      ['GET', '/api/operations/monitoring/seq/recenterrors', 'support', 200],
      ['GET', '/api/operations/monitoring/azure/status', 'support', 200],
      ['GET', '/api/operations/monitoring/services', 'support', 200],
      ['GET', '/api/operations/monitoring/services/unhealthy', 'support', 200],
      ['GET', '/api/audit/errors', 'support', 200],
      ['GET', '/api/platform/simulation', 'support', 200],
      ['GET', '/api/operations/ravenmanagementstudiouri', 'support', 403],
      ['GET', '/api/operations/ravenmanagementstudiouri', 'dbreader', 200],
      ['GET', '/api/operations/ravenmanagementstudiouri', 'migrator', 200],
      ['GET', '/api/operations/ravenmanagementstudiouri', 'admin', 200],
    ] as const)('%s %s as %s answers %i', async (method, url, subject, status) => {
      const response = await t.app.inject({ method, url, headers: await t.authHeaders(subject) });
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().errorMessage).toBe(permissionRefusals.anyDatabaseAccess);
    });
  });
});

/** Collects the server's log lines. */
const logLines = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
};

describe.each(testDatabases)("the server's log level on %s", (kind) => {
  let t: TestApp;
  const log = logLines();
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { LOG_LEVEL: 'error' }, logDestination: log.destination });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('changes at run time, takes effect at once, survives in the settings and is audited', async () => {
    const headers = await t.authHeaders('support');
    expect((await t.app.inject({ method: 'GET', url: '/api/operations/loglevel', headers })).json()).toEqual({
      logLevel: 4,
      name: 'Error',
    });
    await t.app.inject({ method: 'GET', url: '/api/operations/version', headers });
    expect(log.lines.some((l) => l.includes('request completed'))).toBe(false);

    const changed = await t.app.inject({ method: 'POST', url: '/api/operations/loglevel', headers, payload: { logLevel: 0 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ logLevel: 0, name: 'Verbose' });
    expect(t.server.log.level).toBe('trace');
    const linesBefore = log.lines.length;
    await t.app.inject({ method: 'GET', url: '/api/operations/version', headers });
    expect(
      log.lines.slice(linesBefore).some((l) => l.includes('request completed') && l.includes('/api/operations/version')),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/operations/loglevel', headers })).json()).toEqual({
      logLevel: 0,
      name: 'Verbose',
    });

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.path, '/api/operations/loglevel'), eq(auditEvents.method, 'POST')))
      .orderBy(desc(auditEvents.id));
    expect(audit).toMatchObject({
      action: "Changes the server's own log level",
      operatorName: 'Sam Support',
      outcome: 'succeeded',
      details: { body: { logLevel: 0 } },
    });

    await t.app.inject({ method: 'POST', url: '/api/operations/loglevel', headers, payload: { logLevel: 5 } });
    const quietFrom = log.lines.length;
    await t.app.inject({ method: 'GET', url: '/api/operations/version', headers });
    expect(log.lines.slice(quietFrom)).toEqual([]);
  });

  it('refuses a level that does not exist with the field named, and changes nothing', async () => {
    const headers = await t.authHeaders('support');
    const before = t.server.log.level;
    const response = await t.app.inject({ method: 'POST', url: '/api/operations/loglevel', headers, payload: { logLevel: 9 } });
    expect(response.statusCode).toBe(400);
    expect(response.headers[reasonHeader]).toBe('Log level must be one of 0 (Verbose) to 5 (Fatal).');
    expect(t.server.log.level).toBe(before);
    // A refused call is recorded once its answer has gone (audit/audit-hook.ts).
    const refused = await until(
      () =>
        t.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.path, '/api/operations/loglevel'), inArray(auditEvents.statusCode, [400]))),
      (rows) => rows.length > 0,
    );
    expect(refused).toHaveLength(1);
  });
});

describe('with a Seq-compatible log server', () => {
  let logServer: Server;
  let received: { url: string; headers: IncomingHttpHeaders }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    logServer = createHttpServer((request, response) => {
      received.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          Columns: ['count(*)'],
          Slices: [{ Time: '2031-03-01T00:00:00.0000000Z', Rows: [[7]] }],
        }),
      );
    });
    await new Promise<void>((resolve) => logServer.listen(0, '127.0.0.1', resolve));
    const address = logServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp('pglite', {
      customers: 0,
      env: { LOG_SERVER_URL: `http://127.0.0.1:${port}/`, LOG_SERVER_API_KEY: 'seq-key-123', ENVIRONMENT: "qa's" },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => logServer.close(resolve));
  });

  it('queries it for the error chart and links to it', async () => {
    received = [];
    const headers = await t.authHeaders('support');
    const response = await t.app.inject({ method: 'GET', url: '/api/operations/monitoring/seq/recenterrors', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Slices: [{ Time: '2031-03-01T00:00:00.0000000Z', Rows: [[7]] }] });
    expect(received).toHaveLength(1);
    const url = new URL(received[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/data');
    expect(url.searchParams.get('q')).toBe(
      "select count(*) from stream where @Level in ['Error', 'Fatal'] and Environment = 'qa''s' group by time(1h)",
    );
    expect(Date.parse(url.searchParams.get('rangeEndUtc')!) - Date.parse(url.searchParams.get('rangeStartUtc')!)).toBe(
      24 * 3_600_000,
    );
    expect(received[0]!.headers['x-seq-apikey']).toBe('seq-key-123');
    const configuration = (await t.app.inject({ method: 'GET', url: '/api/operations/configuration', headers })).json();
    expect(configuration.logServerUrl).toBe(`http://127.0.0.1:${(logServer.address() as { port: number }).port}`);
    expect(JSON.stringify(configuration)).not.toContain('seq-key-123');
  });

  it('answers 503 naming the log server when it is down, and records that as a server error event', async () => {
    const headers = await t.authHeaders('support');
    await new Promise((resolve) => logServer.close(resolve));
    logServer.closeAllConnections();
    const response = await t.app.inject({ method: 'GET', url: '/api/operations/monitoring/seq/recenterrors', headers });
    expect(response.statusCode).toBe(503);
    expect(response.headers[reasonHeader]).toMatch(/^The log server did not answer/);
    const recorded = await until(
      () => t.db.select().from(errorEvents).where(eq(errorEvents.source, 'server')),
      (rows) => rows.length > 0,
    );
    expect(recorded[0]!.message).toMatch(/^GET \/api\/operations\/monitoring\/seq\/recenterrors answered 503/);
    logServer.listen(0, '127.0.0.1');
  });
});
