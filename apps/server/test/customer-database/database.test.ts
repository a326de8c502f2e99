import { Writable } from 'node:stream';
import {
  constants,
  databaseSizeLimitInGB,
  decodeHeaderText,
  performanceLevels,
  reasonHeader,
  subscriptionHeader,
  type DatabaseChange,
  type DatabaseDetails,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, deploymentDatabases, deployments } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { until } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';
// Fixed ids: the simulated database name carries the deployment id, so a failing one can be listed up front.
const failingDeploymentId = 'dbfa11ed-0000-4000-8000-000000000001';

type Operator = 'admin' | 'dbreader' | 'migrator' | 'support';

describe.each(testDatabases)('a deployment’s database on %s', (kind) => {
  let t: TestApp;
  const logs: string[] = [];
  let customerId: string;
  let deploymentId: string;
  let otherCustomerDeploymentId: string;
  let stagingCustomerId: string;
  let stagingDeploymentId: string;
  let failingCustomerId: string;

  const base = (customer: string, deployment: string) => `/api/customers/${customer}/deployments/${deployment}/database`;

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    { as = 'admin', payload, subscription = production }: { as?: Operator; payload?: object; subscription?: string } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders(as, { [subscriptionHeader]: subscription }),
      ...(payload === undefined ? {} : { payload }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: isJson && response.body ? (response.json() as unknown) : response.body,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
      headers: response.headers,
    };
  };

  const details = async (deployment = deploymentId, customer = customerId) =>
    (await send('GET', `${base(customer, deployment)}/details`)).body as DatabaseDetails;

  const idle = (deployment = deploymentId, customer = customerId) =>
    until(
      () => details(deployment, customer),
      (d) => !d.isUpdating,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {
      customers: 0,
      env: { LOG_LEVEL: 'debug', PLATFORM_FAIL_TARGETS: `ea-dbfailing-${failingDeploymentId.slice(0, 8)}` },
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString('utf8'));
          done();
        },
      }),
    });
    const customer = async (subscriptionId: string, alias: string) =>
      (
        await t.db
          .insert(customers)
          .values({ subscriptionId, name: alias, alias, emailDomain: constants.defaultEmailDomain })
          .returning()
      )[0]!.id;
    const deployment = async (ofCustomer: string, id?: string) =>
      (
        await t.db
          .insert(deployments)
          .values({
            ...(id ? { id } : {}),
            customerId: ofCustomer,
            kind: 'azure',
            azureLocation: 'westeurope',
            resourceGroupName: 'rg',
          })
          .returning()
      )[0]!.id;
    customerId = await customer(production, 'dbcustomer');
    deploymentId = await deployment(customerId);
    otherCustomerDeploymentId = await deployment(await customer(production, 'dbother'));
    stagingCustomerId = await customer(staging, 'dbstaging');
    stagingDeploymentId = await deployment(stagingCustomerId);
    failingCustomerId = await customer(production, 'dbfailing');
    await deployment(failingCustomerId, failingDeploymentId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the details the platform reports, kept from the first read on', async () => {
    const first = await details();
    expect(first).toMatchObject({
      deploymentId,
      serverName: 'sql-westeurope-01',
      databaseName: `ea-dbcustomer-${deploymentId.slice(0, 8)}`,
      isUpdating: false,
    });
    expect(performanceLevels).toContainEqual(first.minPerformanceLevel);
    expect(performanceLevels).toContainEqual(first.maxPerformanceLevel);
    expect(first.maxSizeInGB).toBeGreaterThan(0);
    expect([130, 140, 150, 160]).toContain(first.currentCompatibilityLevel);
    expect(await details()).toEqual(first);
    const levels = await send('GET', '/api/azure/databaseservers/performancelevels/', { as: 'support' });
    expect(levels.status).toBe(200);
    expect(levels.body).toEqual(performanceLevels);
    expect((levels.body as { id: string }[])[0]).toEqual({ id: 'Basic', name: 'Basic', edition: 'Basic' });
  });

  it('allows each database call exactly to the operators whose flags it needs (doc1 §6)', async () => {
    const url = base(customerId, deploymentId);
    const body = { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S3', maxDatabaseSizeInGB: 250 };
    // Written out: admin has every flag, dbreader read-only, migrator migration, support none.
    const expected: Record<string, Record<Operator, number>> = {
      details: { admin: 200, dbreader: 200, migrator: 200, support: 403 },
      password: { admin: 200, dbreader: 403, migrator: 403, support: 403 },
      readonlypassword: { admin: 200, dbreader: 200, migrator: 403, support: 403 },
      getregistrationreport: { admin: 200, dbreader: 200, migrator: 200, support: 403 },
      'updateCompatibilityLevel/150': { admin: 202, dbreader: 403, migrator: 202, support: 403 },
      reconfigure: { admin: 202, dbreader: 403, migrator: 403, support: 403 },
    };
    const { serverName, databaseName } = await details();
    const seen: Record<string, Record<string, number>> = {};
    for (const [call, byOperator] of Object.entries(expected)) {
      seen[call] = {};
      for (const operator of Object.keys(byOperator) as Operator[]) {
        const response =
          call === 'reconfigure'
            ? await send('POST', `/api/azure/databaseservers/${serverName}/reconfiguredatabase/${databaseName}`, {
                as: operator,
                payload: body,
              })
            : await send(call.startsWith('update') ? 'POST' : 'GET', `${url}/${call}`, { as: operator });
        seen[call]![operator] = response.status;
        if (response.status === 403) expect(response.reason).toMatch(/^This needs /);
        if (response.status === 202) await completion(t, (response.body as DatabaseChange).job.correlationId);
        await idle();
      }
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the passwords encrypted at rest and lets them out only through their own calls', async () => {
    const url = base(customerId, deploymentId);
    const full = (await send('GET', `${url}/password`)).body as { password: string };
    const readOnly = (await send('GET', `${url}/readonlypassword`, { as: 'dbreader' })).body as { password: string };
    expect(full.password).toMatch(/^.{24}$/);
    expect(readOnly.password).toMatch(/^.{24}$/);
    expect(full.password).not.toBe(readOnly.password);
    // The same on every read: kept, not made up again.
    expect(((await send('GET', `${url}/password`)).body as { password: string }).password).toBe(full.password);
    const [row] = await t.db.select().from(deploymentDatabases).where(eq(deploymentDatabases.deploymentId, deploymentId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(full.password);
    expect(stored).not.toContain(readOnly.password);
    // Nowhere else: not in the details, the audit record or the server's log.
    expect(JSON.stringify(await details())).not.toContain(full.password);
    const audit = JSON.stringify(await t.db.select().from(auditEvents));
    expect(audit).not.toContain(full.password);
    expect(audit).not.toContain(readOnly.password);
    expect(logs.length).toBeGreaterThan(0);
    const log = logs.join('');
    expect(log).not.toContain(full.password);
    expect(log).not.toContain(readOnly.password);
  });

  it('streams the registration report as CSV named from the customer id and the date', async () => {
    const response = await send('GET', `${base(customerId, deploymentId)}/getregistrationreport`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="registrations-${customerId}-${today}.csv"`);
    const lines = String(response.body).trim().split('\n');
    expect(lines[0]).toBe(
      'Registration id,Event,First name,Last name,Email,Registration type,Status,Registered at (UTC),Amount paid',
    );
    expect(lines.length).toBeGreaterThan(50);
    expect(lines[1]).toMatch(/^R100000,/);
    // The platform's data: the same rows on every read.
    expect((await send('GET', `${base(customerId, deploymentId)}/getregistrationreport`)).body).toBe(response.body);
  });

  it('updates the compatibility level as a job: updating at once, the new level and a live push when done', async () => {
    await idle();
    const socket = await whenConnected(
      await t.connectHub('databaseServers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const pushes: { event: string; details: Record<string, unknown> }[] = [];
    socket.on('databaseUpdated', (payload: { details: Record<string, unknown> }) =>
      pushes.push({ event: 'databaseUpdated', details: payload.details }),
    );
    const response = await send('POST', `${base(customerId, deploymentId)}/updateCompatibilityLevel/140`, { as: 'migrator' });
    expect(response.status).toBe(202);
    const change = response.body as DatabaseChange;
    expect(change.database.isUpdating).toBe(true);
    expect(change.job.target).toMatchObject({ type: 'deployment', id: deploymentId, customerId });
    const job = await completion(t, change.job.correlationId);
    expect(job.isFaulted).toBe(false);
    const after = await idle();
    expect(after.currentCompatibilityLevel).toBe(140);
    const pushed = await until(
      async () => pushes.find((p) => p.details.currentCompatibilityLevel === 140 && p.details.isUpdating === false),
      (p) => p !== undefined,
    );
    expect(pushed!.details).toEqual(after);
  });

  it('refuses a second change while one is under way, and a level that is not one', async () => {
    await idle();
    await t.db.update(deploymentDatabases).set({ isUpdating: true }).where(eq(deploymentDatabases.deploymentId, deploymentId));
    const busy = await send('POST', `${base(customerId, deploymentId)}/updateCompatibilityLevel/150`);
    expect(busy.status).toBe(409);
    await t.db.update(deploymentDatabases).set({ isUpdating: false }).where(eq(deploymentDatabases.deploymentId, deploymentId));
    const wrong = await send('POST', `${base(customerId, deploymentId)}/updateCompatibilityLevel/145`);
    expect(wrong.status).toBe(400);
    expect(wrong.reason).toContain('Level');
  });

  it('refuses a max size that is not a whole number above 0 or is above the maximum, naming the field (and the maximum it is above)', async () => {
    const { serverName, databaseName } = await idle();
    const before = await details();
    const url = `/api/azure/databaseservers/${serverName}/reconfiguredatabase/${databaseName}`;
    for (const size of [0, -5, 2.5, databaseSizeLimitInGB + 1, 'ten']) {
      const response = await send('POST', url, {
        payload: { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S2', maxDatabaseSizeInGB: size },
      });
      expect({ size, status: response.status }).toEqual({ size, status: 400 });
      expect(response.reason).toContain('Max database size');
      // The allowed maximum is said to the operator (issue 25, item 10; decision 016).
      if (size === databaseSizeLimitInGB + 1) expect(response.reason).toContain(String(databaseSizeLimitInGB));
    }
    const above = await send('POST', url, {
      payload: { minPerformanceLevelId: 'S4', maxPerformanceLevelId: 'S2', maxDatabaseSizeInGB: 10 },
    });
    expect(above.status).toBe(400);
    expect(above.reason).toBe('Min performance level must not be above the max performance level.');
    const unknown = await send('POST', url, {
      payload: { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'X9', maxDatabaseSizeInGB: 10 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toContain('Max performance level');
    expect(await details()).toEqual(before);
  });

  it('reconfigures as a job and keeps the new range and size; a failed job changes nothing and ends updating', async () => {
    const { serverName, databaseName } = await idle();
    const url = `/api/azure/databaseservers/${serverName}/reconfiguredatabase/${databaseName}`;
    const response = await send('POST', url, {
      payload: { minPerformanceLevelId: 'S1', maxPerformanceLevelId: 'P2', maxDatabaseSizeInGB: databaseSizeLimitInGB },
    });
    expect(response.status).toBe(202);
    expect((response.body as DatabaseChange).database.isUpdating).toBe(true);
    await completion(t, (response.body as DatabaseChange).job.correlationId);
    expect(await idle()).toMatchObject({
      minPerformanceLevel: { id: 'S1', name: 'S1', edition: 'Standard' },
      maxPerformanceLevel: { id: 'P2', name: 'P2', edition: 'Premium' },
      maxSizeInGB: databaseSizeLimitInGB,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.path} like ${`%reconfiguredatabase/${databaseName}%`} and ${auditEvents.outcome} = 'succeeded'`);
    expect(audit.length).toBeGreaterThan(0);

    const failing = await details(failingDeploymentId, failingCustomerId);
    const failed = await send(
      'POST',
      `/api/azure/databaseservers/${failing.serverName}/reconfiguredatabase/${failing.databaseName}`,
      { payload: { minPerformanceLevelId: 'P1', maxPerformanceLevelId: 'P4', maxDatabaseSizeInGB: 1000 } },
    );
    expect(failed.status).toBe(202);
    const job = await completion(t, (failed.body as DatabaseChange).job.correlationId);
    expect(job.isFaulted).toBe(true);
    expect(await idle(failingDeploymentId, failingCustomerId)).toEqual(failing);
  });

  it('answers 404 for an unknown deployment, another customer’s, and another subscription’s', async () => {
    expect((await send('GET', `${base(customerId, unknownId)}/details`)).status).toBe(404);
    expect((await send('GET', `${base(customerId, otherCustomerDeploymentId)}/details`)).status).toBe(404);
    expect((await send('GET', `${base(unknownId, deploymentId)}/password`)).status).toBe(404);
    expect((await send('GET', `${base(stagingCustomerId, stagingDeploymentId)}/details`)).status).toBe(404);
    expect((await send('GET', `${base(stagingCustomerId, stagingDeploymentId)}/password`)).status).toBe(404);
    expect((await send('POST', `${base(stagingCustomerId, stagingDeploymentId)}/updateCompatibilityLevel/150`)).status).toBe(404);
    // In its own subscription the same database is found; its name is not found from another subscription.
    const own = await send('GET', `${base(stagingCustomerId, stagingDeploymentId)}/details`, { subscription: staging });
    expect(own.status).toBe(200);
    const { serverName, databaseName } = own.body as DatabaseDetails;
    const foreign = await send('POST', `/api/azure/databaseservers/${serverName}/reconfiguredatabase/${databaseName}`, {
      payload: { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S2', maxDatabaseSizeInGB: 10 },
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await send('POST', `/api/azure/databaseservers/nosuchserver/reconfiguredatabase/nosuchdb`, {
          payload: { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S2', maxDatabaseSizeInGB: 10 },
        })
      ).status,
    ).toBe(404);
  });
});
