import type { Job } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, jobs } from '../../src/db/schema';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { operatorClient, production, seedFleet } from '../support/customers';
import { heldJob, settle as settleJobs } from '../support/jobs';

describe.each(testDatabases)('customer changes over HTTP on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  let stagingCustomerId: string;
  let client: ReturnType<typeof operatorClient>;
  const get: ReturnType<typeof operatorClient>['get'] = (...args) => client.get(...args);
  const post: ReturnType<typeof operatorClient>['post'] = (...args) => client.post(...args);
  const newCustomer: ReturnType<typeof operatorClient>['newCustomer'] = (...args) => client.newCustomer(...args);
  const settle = () => settleJobs(t);

  beforeAll(async () => {
    // Some customers always fail on the simulated platform, so failure paths and 'retry failed' can be seen.
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'orbitdelta,failingnew' } });
    client = operatorClient(t);
    ({ ids, stagingCustomerId } = await seedFleet(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('quick create', () => {
    it('joins every failure reason into one message and creates nothing', async () => {
      const input = await newCustomer({
        customerAlias: 'acmeevents',
        customerEmailDomain: 'acme-staging.example',
        azureDeploymentDetails: { selectedAzureLocation: 'brazilsouth', selectedHostingPlan: 'Dedicated' },
      });
      const { status, body } = await post('/api/customers/quickcreate', input);
      expect(status).toBe(400);
      expect(body.errorMessage).toBe(
        'The customer alias acmeevents is already taken. Customers cannot be deployed in Brazil South. ' +
          'An Azure deployment for acmeevents already exists (resource group rg-acmeevents). ' +
          'The email domain acme-staging.example is already used by another customer.',
      );
      expect((await get('/api/customers/search?query=acmeevents')).body.results).toHaveLength(1);
    });

    it('refuses the hidden offering and a shared service of another location', async () => {
      const services = (await get<{ id: string; location: string }[]>('/api/azure/cloudservices')).body;
      const elsewhere = services.find((s) => s.location !== 'uksouth')!;
      const input = await newCustomer({ customerAlias: 'anothernew' });
      const { body } = await post('/api/customers/quickcreate', {
        ...input,
        azureDeploymentDetails: { ...input.azureDeploymentDetails, selectedSharedCloudService: elsewhere.id },
        licenseDetails: { ...input.licenseDetails, licenseOfferingId: 'Unspecified' },
      });
      expect(body.errorMessage).toContain('is not in uksouth.');
      expect(body.errorMessage).toContain('Choose a licence offering (Unspecified is not one).');
    });

    it('creates the customer in the provisioning state (201) and provisions it as a job', async () => {
      const { status, body } = await post('/api/customers/quickcreate', await newCustomer());
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ alias: 'brandnewevents', state: 'provisioning', isEnabled: true });
      expect(body.job).toMatchObject({ type: 'customer.provision', target: { type: 'customer', id: body.customer.id } });

      await settle();
      const after = await get('/api/customers/search?query=brandnewevents');
      expect(after.body.results[0]!.state).toBe('active');
      const again = await post('/api/validate/customeralias', { candidate: 'brandnewevents' });
      expect(again.body.isValid).toBe(false);
    });

    it('answers a malformed body with 400 naming the field', async () => {
      const { status, reason } = await post('/api/customers/quickcreate', { ...(await newCustomer()), customerName: '' });
      expect(status).toBe(400);
      expect(reason).toContain('Name is required.');
    });
  });

  describe('feature branches', () => {
    const branch = (customerAlias: string) => ({
      branchName: 'feature/search',
      customerAlias,
      version: '2026.7.0-search.3',
      selectedAzureLocation: 'westeurope',
      selectedHostingPlan: 'Dedicated',
      isDeployOnlineOnly: true,
      isDeployAsAppService: false,
    });

    it('validates the alias only', async () => {
      const taken = await post('/api/featurebranches', branch('acmeevents'));
      expect(taken.status).toBe(400);
      expect(taken.body.errorMessage).toBe('The customer alias acmeevents is already taken.');
    });

    it('creates a feature-branch customer outside production', async () => {
      const { status, body } = await post('/api/featurebranches', branch('fbsearch'));
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ alias: 'fbsearch', isFeatureBranch: true, state: 'provisioning' });
    });
  });

  describe('customer actions', () => {
    it('enables only a disabled customer and disables only an enabled one', async () => {
      const enabled = ids.get('acornmeetings')!;
      const refused = await post(`/api/customers/${enabled}/enable`);
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe('acornmeetings is already enabled');

      const disabling = await post(`/api/customers/${enabled}/disable`);
      expect(disabling.status).toBe(202);
      expect(disabling.body.type).toBe('customer.disable');
      await settle();
      expect((await get('/api/customers/search?query=acornmeetings')).body.results[0]!.isEnabled).toBe(false);
      expect((await post(`/api/customers/${enabled}/disable`)).status).toBe(409);
      expect((await post(`/api/customers/${enabled}/enable`)).status).toBe(202);
      await settle();
      expect((await get('/api/customers/search?query=acornmeetings')).body.results[0]!.isEnabled).toBe(true);
    });

    it('decommissions through a job and records the customer as a target in the audit', async () => {
      const id = ids.get('harboursummits')!;
      const { status, body } = await post(`/api/customers/${id}`, undefined, 'DELETE');
      expect(status).toBe(202);
      expect(body.type).toBe('customer.decommission');
      await settle();
      expect((await get('/api/customers/search?query=harboursummits')).body.results).toEqual([]);
      const audit = await get<{ events: { targetIds: string[]; path: string }[] }>(`/api/audit?customer=${id}`);
      expect(audit.body.events.map((e) => e.path)).toContain(`/api/customers/${id}`);
    });

    it('cannot see or act on a customer of another subscription', async () => {
      expect((await post(`/api/customers/${stagingCustomerId}/repair`)).status).toBe(404);
      expect((await post(`/api/customers/${stagingCustomerId}`, undefined, 'DELETE')).status).toBe(404);
      expect((await get('/api/customers/search?query=acmestaging')).body.results).toEqual([]);
    });

    it('runs a bulk repair as one job with a step and a result per customer', async () => {
      const targets = [ids.get('acmeconferences')!, ids.get('acmeevents')!, ids.get('zenithexpo')!];
      const { status, body } = await post('/api/customers/repair', { customerIds: targets });
      expect(status).toBe(202);
      expect(body.steps.map((s: { targetId: string }) => s.targetId)).toEqual(targets);
      await settle();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.correlationId, body.correlationId));
      expect(done).toMatchObject({ isCompleted: true, isFaulted: false });
    });

    it('reports a result per customer and retries only the failures as a new job', async () => {
      const targets = [ids.get('orbitalpha')!, ids.get('orbitdelta')!, ids.get('orbitgamma')!];
      const { body } = await post('/api/customers/repair', { customerIds: targets });
      expect(body.canRetryFailed).toBe(false);
      await settle();
      const listed = await get<{ jobs: Job[] }>('/api/jobs');
      const faulted = listed.body.jobs.find((j) => j.correlationId === body.correlationId)!;
      expect(faulted).toMatchObject({ isCompleted: true, isFaulted: true, canRetryFailed: true });
      expect(faulted.steps.map((s) => [s.targetId, s.state])).toEqual([
        [targets[0], 'succeeded'],
        [targets[1], 'failed'],
        [targets[2], 'succeeded'],
      ]);
      expect(faulted.steps[1]!.message).toContain('orbitdelta is listed in PLATFORM_FAIL_TARGETS');

      const retried = await post(`/api/jobs/${body.correlationId}/retryfailed`);
      expect(retried.status).toBe(201);
      expect(retried.body.steps.map((s: { targetId: string }) => s.targetId)).toEqual([targets[1]]);
      expect(retried.body.correlationId).not.toBe(body.correlationId);
      await settle();
    });

    it('refuses to retry a job that cannot, or that is not there', async () => {
      const single = await post(`/api/customers/${ids.get('orbitdelta')!}/repair`);
      await settle();
      const refused = await post(`/api/jobs/${single.body.correlationId}/retryfailed`);
      expect(refused.status).toBe(400);
      expect((await post(`/api/jobs/${crypto.randomUUID()}/retryfailed`)).status).toBe(404);
      const malformed = await post('/api/jobs/not-a-job/retryfailed');
      expect(malformed.status).toBe(400);
      expect(malformed.reason).toBe('Job must be an id.');
    });

    it('refuses to retry the failures of a job that is still running (409)', async () => {
      // Held open by the test, so "still running" is certain rather than a matter of timing.
      const held = heldJob();
      const running = await t.jobs.start(
        { ...held.definition, retryFailed: (payload) => payload },
        { payload: {}, subscriptionId: production, operatorId: null },
      );
      await held.isRunning;
      const early = await post(`/api/jobs/${running.correlationId}/retryfailed`);
      expect(early.status).toBe(409);
      expect(early.body.errorMessage).toBe('The job is still running; retry its failures once it ends');
      held.release();
      await settle();
    });

    it('moves named customers to Front Door with the DNS choice, and sets the CDN for all settled customers', async () => {
      const perform = vi.spyOn(t.platform, 'perform');
      const move = await post('/api/customers/moveToFrontDoor', { customerIds: [ids.get('acmeevents')], isRepairDns: true });
      expect(move.status).toBe(202);
      await settle();
      // The operator's DNS choice reaches the platform with the customer it was made for.
      const moves = perform.mock.calls.map(([request]) => request).filter((r) => r.operation === 'tenant.moveToFrontDoor');
      expect(moves.map((r) => [(r.target as { alias: string }).alias, r.args])).toEqual([['acmeevents', { isRepairDns: true }]]);
      perform.mockRestore();
      const cdn = await post('/api/customers/setAzureCdn');
      expect(cdn.status).toBe(202);
      expect(cdn.body.steps.length).toBeGreaterThanOrEqual(5);
      const specific = await post('/api/customers/setAzureCdnForSpecific', { customerIds: [] });
      expect(specific.status).toBe(400);
      expect(specific.reason).toBe('Customers must name at least one customer.');
      await settle();
    });

    it('creates a support user for the customer named in both path and body', async () => {
      const id = ids.get('acmeevents')!;
      const mismatch = await post(`/api/customers/${id}/createSupportUser`, {
        customerId: ids.get('zenithexpo'),
        userName: 'help',
      });
      expect(mismatch.status).toBe(400);
      const perform = vi.spyOn(t.platform, 'perform');
      const created = await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'support.desk' });
      expect(created.status).toBe(202);
      await settle();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.correlationId, created.body.correlationId));
      expect(done).toMatchObject({ isCompleted: true, isFaulted: false });
      // The name the operator chose is the one the platform creates.
      const requests = perform.mock.calls.map(([request]) => request).filter((r) => r.operation === 'tenant.createSupportUser');
      expect(requests.map((r) => r.args)).toContainEqual({ userName: 'support.desk' });
      perform.mockRestore();
    });

    it('refuses the same support user twice for one customer, and allows it again after a failed attempt', async () => {
      const id = ids.get('acmeevents')!;
      const first = await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'twice.only' });
      expect(first.status).toBe(202);
      const again = await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'Twice.Only' });
      expect(again.status).toBe(409);
      expect(again.reason).toBe('User name: a support user Twice.Only already exists for acmeevents.');
      // Another customer may have a support user of the same name.
      const other = ids.get('zenithexpo')!;
      expect(
        (await post(`/api/customers/${other}/createSupportUser`, { customerId: other, userName: 'twice.only' })).status,
      ).toBe(202);
      await settle();

      // A faulted creation made no user: the name is free again.
      const perform = vi.spyOn(t.platform, 'perform').mockRejectedValue(new Error('the tenant refused'));
      const failed = await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'after.failure' });
      expect(failed.status).toBe(202);
      await settle();
      perform.mockRestore();
      const [faulted] = await t.db.select().from(jobs).where(eq(jobs.correlationId, failed.body.correlationId));
      expect(faulted?.isFaulted).toBe(true);
      expect((await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'after.failure' })).status).toBe(
        202,
      );
      await settle();
    });
  });

  describe('customer state under failure', () => {
    const stateOf = async (id: string) => {
      const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
      return row;
    };

    it('leaves a customer whose provisioning failed faulted', async () => {
      const { status, body } = await post(
        '/api/customers/quickcreate',
        await newCustomer({ customerAlias: 'failingnew', customerName: 'Failing New', customerEmailDomain: 'failing.example' }),
      );
      expect(status).toBe(201);
      await settle();
      expect(await stateOf(body.customer.id)).toMatchObject({ alias: 'failingnew', state: 'faulted' });
      const [job] = await t.db.select().from(jobs).where(eq(jobs.correlationId, body.job.correlationId));
      expect(job).toMatchObject({ isCompleted: true, isFaulted: true });
    });

    it('keeps a customer whose decommission failed, marked faulted', async () => {
      const id = ids.get('orbitdelta')!;
      const { status } = await post(`/api/customers/${id}`, undefined, 'DELETE');
      expect(status).toBe(202);
      await settle();
      expect(await stateOf(id)).toMatchObject({ alias: 'orbitdelta', state: 'faulted' });
      expect((await get('/api/customers/search?query=orbitdelta')).body.results.map((r) => r.state)).toEqual(['faulted']);
      await t.db.update(customers).set({ state: 'active' }).where(eq(customers.id, id));
    });

    it('leaves the record unchanged when disabling or enabling fails on the platform', async () => {
      const id = ids.get('orbitdelta')!;
      const before = await stateOf(id);
      expect((await post(`/api/customers/${id}/disable`)).status).toBe(202);
      await settle();
      expect(await stateOf(id)).toMatchObject({ isEnabled: true, state: before!.state });
      await t.db.update(customers).set({ isEnabled: false }).where(eq(customers.id, id));
      expect((await post(`/api/customers/${id}/enable`)).status).toBe(202);
      await settle();
      expect(await stateOf(id)).toMatchObject({ isEnabled: false });
      await t.db.update(customers).set({ isEnabled: true }).where(eq(customers.id, id));
    });

    it('undoes the decommissioning mark when the job cannot be started', async () => {
      const id = ids.get('orbitsigma')!;
      const start = vi.spyOn(t.jobs, 'start').mockRejectedValueOnce(new Error('the queue refused the job'));
      const response = await post(`/api/customers/${id}`, undefined, 'DELETE');
      start.mockRestore();
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await stateOf(id)).toMatchObject({ state: 'active' });
      expect((await t.db.select().from(jobs).where(eq(jobs.type, 'customer.decommission'))).map((j) => j.name)).not.toContain(
        'Decommission orbitsigma',
      );
    });

    describe('a busy customer refuses other platform work with 409', () => {
      const busy = [
        ['provisioning', 'is still being provisioned'],
        ['decommissioning', 'is being decommissioned'],
      ] as const;
      const calls = (id: string) =>
        [
          ['enable', () => post(`/api/customers/${id}/enable`)],
          ['disable', () => post(`/api/customers/${id}/disable`)],
          ['repair', () => post(`/api/customers/${id}/repair`)],
          ['create support user', () => post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'help' })],
          ['bulk repair', () => post('/api/customers/repair', { customerIds: [id] })],
          ['move to Front Door', () => post('/api/customers/moveToFrontDoor', { customerIds: [id], isRepairDns: false })],
          ['set the CDN for named customers', () => post('/api/customers/setAzureCdnForSpecific', { customerIds: [id] })],
        ] as const;

      it.each(busy)('while %s', async (state, phrase) => {
        const id = ids.get('orbitgamma')!;
        await t.db.update(customers).set({ state }).where(eq(customers.id, id));
        try {
          for (const [name, call] of calls(id)) {
            const response = await call();
            expect({ name, status: response.status }).toEqual({ name, status: 409 });
            const single = !name.startsWith('bulk') && !name.startsWith('move') && !name.startsWith('set');
            const expected = single
              ? `orbitgamma ${phrase}`
              : 'customerIds: every named customer is being provisioned or decommissioned';
            expect({ name, reason: response.body.errorMessage }).toEqual({ name, reason: expected });
          }
          // A second decommission of a customer already going.
          if (state === 'decommissioning') {
            const again = await post(`/api/customers/${id}`, undefined, 'DELETE');
            expect(again.status).toBe(409);
            expect(again.body.errorMessage).toBe('orbitgamma is already being decommissioned');
          }
          const jobsFor = await t.db.select().from(jobs).where(eq(jobs.isCompleted, false));
          expect(jobsFor).toEqual([]);
        } finally {
          await t.db.update(customers).set({ state: 'active' }).where(eq(customers.id, id));
        }
      });
    });
  });
});

describe('in production', () => {
  it('refuses to create a feature branch', async () => {
    const t = await createTestApp('pglite', {
      customers: 0,
      env: { ENVIRONMENT: 'production', OIDC_ISSUER: 'https://login.example/tenant', OIDC_CLIENT_ID: 'console' },
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/featurebranches',
        headers: await t.authHeaders('someone'),
        payload: {
          branchName: 'feature/x',
          customerAlias: 'fbx',
          version: '1.0.0',
          selectedAzureLocation: 'westeurope',
          selectedHostingPlan: 'Dedicated',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorMessage).toBe('This is not available in production.');
      expect((await t.db.select().from(customers).where(eq(customers.alias, 'fbx'))).length).toBe(0);
    } finally {
      await t.close();
    }
  });
});
