import type {
  AppServicePlan,
  AppServicePlanActualDetails,
  AppServicePlanDetails,
  AppServicePlanSummary,
  Job,
  ResourceGroup,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, deployments } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const base = '/api/azure/appserviceplans';

type PlanEvent = { event: string; id: string; name: string };

/** Every appServicePlans push a socket receives, in order. */
const record = (socket: Socket) => {
  const received: PlanEvent[] = [];
  for (const event of ['commissioned', 'reconfigured', 'decommissioned']) {
    socket.on(event, (payload: { id: string; name: string }) => received.push({ event, ...payload }));
  }
  return received;
};

describe.each(testDatabases)('app service plans on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, subscriptionId = production) =>
    t.callAs({ subscriptionId, method, url: `${base}${url}`, payload });

  const list = async (query = '', subscriptionId = production) =>
    (await call('GET', query, undefined, subscriptionId)).body as AppServicePlanSummary[];

  const createPlan = async (planName: string, overrides: object = {}) => {
    const response = await call('POST', '/create', {
      planName,
      location: 'westeurope',
      resourceGroup: 'rg-test-dedicated',
      type: 'Dedicated',
      pricingTier: 'S1',
      instanceCount: 2,
      ...overrides,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const job = await completion(t, (response.body as Job).correlationId);
    expect(job.isFaulted, job.faultReason ?? '').toBe(false);
    const plan = (await list('?type=ALL')).find((p) => p.planName === planName);
    expect(plan).toBeDefined();
    return plan!;
  };

  it('filters Shared (the default), Dedicated or ALL, within the subscription', async () => {
    const shared = await list();
    const dedicated = await list('?type=Dedicated');
    const all = await list('?type=ALL');
    expect(shared.length).toBeGreaterThan(0);
    expect(dedicated.length).toBeGreaterThan(0);
    expect(shared.every((p) => p.type === 'Shared')).toBe(true);
    expect(dedicated.every((p) => p.type === 'Dedicated')).toBe(true);
    expect(all).toHaveLength(shared.length + dedicated.length);
    const other = await list('?type=ALL', staging);
    expect(other.some((p) => all.some((q) => q.id === p.id))).toBe(false);
    expect((await call('GET', '?type=Everything')).status).toBe(400);
  });

  it('answers the supported pricing tiers', async () => {
    const config = (await call('GET', '/config')).body as { supportedPricingTiers: { code: string; maxInstanceCount: number }[] };
    expect(config.supportedPricingTiers.map((tier) => tier.code)).toContain('P1v3');
    expect(config.supportedPricingTiers.every((tier) => tier.maxInstanceCount >= 1)).toBe(true);
  });

  it('shows a plan with its deployments, details and what the cloud reports', async () => {
    const [summary] = await list();
    const plan = (await call('GET', `/${summary!.id}`)).body as AppServicePlan;
    expect(plan).toEqual(expect.objectContaining({ id: summary!.id, planName: summary!.planName, state: 'active' }));
    expect(plan.deployments.map((d) => d.slot)).toEqual(['Production', 'Staging']);
    const details = (await call('GET', `/${summary!.id}/details`)).body as AppServicePlanDetails;
    expect(details.desiredStateUrl).toContain(encodeURIComponent(summary!.planName));
    expect(Array.isArray(details.customers)).toBe(true);
    const actual = (await call('GET', `/${summary!.id}/actualdetails`)).body as AppServicePlanActualDetails;
    expect(actual).toEqual(
      expect.objectContaining({ existsInCloud: true, pricingTier: plan.pricingTier, instanceCount: plan.instanceCount }),
    );
    expect(actual.deployments.map((d) => d.slot)).toEqual(['Production', 'Staging']);
    // A plan of another subscription is not found.
    expect((await call('GET', `/${summary!.id}`, undefined, staging)).status).toBe(404);
    expect((await call('GET', '/not-an-id')).status).toBe(400);
  });

  it('lists resource groups by location with their plans', async () => {
    const groups = (await call('GET', '/resourceGroups/westeurope')).body as ResourceGroup[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.location === 'westeurope')).toBe(true);
    const [group] = groups;
    const one = (await call('GET', `/resourceGroup/${group!.name}`)).body as ResourceGroup;
    expect(one).toEqual(group);
    expect((await call('GET', '/resourceGroup/rg-nowhere')).status).toBe(404);
    expect((await call('GET', '/resourceGroup/not%20valid')).status).toBe(400);
  });

  it('refuses bad input, naming the field', async () => {
    const cases: [object, string][] = [
      [{ planName: '' }, 'Plan name'],
      [{ planName: 'has spaces' }, 'Plan name'],
      [{ resourceGroup: '-rg' }, 'Resource group'],
      [{ pricingTier: 'X9' }, 'pricing tier'],
      [{ pricingTier: 'B1', instanceCount: 4 }, 'Instance count must be between 1 and 3'],
      [{ instanceCount: 0 }, 'Instance count'],
      [{ type: 'ALL' }, 'Type'],
    ];
    for (const [overrides, reason] of cases) {
      const response = await call('POST', '/create', {
        planName: 'asp-bad-input',
        location: 'westeurope',
        resourceGroup: 'rg-bad',
        type: 'Dedicated',
        pricingTier: 'S1',
        instanceCount: 1,
        ...overrides,
      });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.reason).toContain(reason);
    }
    const unknownLocation = await call('POST', '/create', {
      planName: 'asp-bad-location',
      location: 'moonbase',
      resourceGroup: 'rg-bad',
      type: 'Dedicated',
      pricingTier: 'S1',
      instanceCount: 1,
    });
    expect(unknownLocation.status).toBe(400);
    expect(unknownLocation.reason).toContain('Location');
    const [summary] = await list();
    const reconfigure = await call('POST', `/${summary!.id}/reconfigure`, {
      selectedAppServicePricingTier: 'S1',
      instanceCount: 11,
    });
    expect(reconfigure.status).toBe(400);
    expect(reconfigure.reason).toContain('Instance count must be between 1 and 10');
    expect((await call('DELETE', `/${summary!.id}/deployments/Blue`)).status).toBe(400);
  });

  it('creates, reconfigures, deletes a deployment and decommissions a plan as jobs, pushing each change live', async () => {
    const watcher = await whenConnected(
      await t.connectHub('appServicePlans', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const received = record(watcher);
    const plan = await createPlan('asp-test-flow-01');
    expect(plan).toEqual(expect.objectContaining({ type: 'Dedicated', pricingTier: 'S1', instanceCount: 2 }));
    await expect.poll(() => received.filter((r) => r.id === plan.id).map((r) => r.event)[0]).toBe('commissioned');
    const groups = (await call('GET', '/resourceGroups/westeurope')).body as ResourceGroup[];
    expect(groups.find((g) => g.name === 'rg-test-dedicated')?.appServicePlans).toContain('asp-test-flow-01');

    const reconfigure = await call('POST', `/${plan.id}/reconfigure`, {
      selectedAppServicePricingTier: 'P2v3',
      instanceCount: 5,
    });
    expect(reconfigure.status).toBe(202);
    const reconfigureJob = reconfigure.body as Job;
    expect(reconfigureJob.target).toEqual(
      expect.objectContaining({ type: 'appServicePlan', id: plan.id, name: 'asp-test-flow-01' }),
    );
    await completion(t, reconfigureJob.correlationId);
    const reconfigured = (await call('GET', `/${plan.id}`)).body as AppServicePlan;
    expect(reconfigured).toEqual(expect.objectContaining({ pricingTier: 'P2v3', instanceCount: 5, state: 'active' }));
    await expect.poll(() => received.filter((r) => r.id === plan.id && r.event === 'reconfigured').length).toBeGreaterThan(1);

    const deleted = await call('DELETE', `/${plan.id}/deployments/Production`);
    expect(deleted.status).toBe(202);
    await completion(t, (deleted.body as Job).correlationId);
    expect(((await call('GET', `/${plan.id}`)).body as AppServicePlan).deployments).toEqual([]);
    expect((await call('DELETE', `/${plan.id}/deployments/Production`)).status).toBe(404);

    const refused = await call('DELETE', `/${plan.id}?confirmPlanName=asp-test-flow-02`);
    expect(refused.status).toBe(400);
    expect(refused.reason).toContain('type asp-test-flow-01 to confirm');
    const decommission = await call('DELETE', `/${plan.id}?confirmPlanName=asp-test-flow-01`);
    expect(decommission.status).toBe(202);
    await completion(t, (decommission.body as Job).correlationId);
    expect((await call('GET', `/${plan.id}`)).status).toBe(404);
    await expect.poll(() => received.filter((r) => r.id === plan.id).at(-1)?.event).toBe('decommissioned');
    const actual = await t.platform.appServicePlans.describe({ planName: 'asp-test-flow-01', subscriptionId: production });
    expect(actual).toBeNull();
    watcher.disconnect();
  });

  it('records each change in the audit log', async () => {
    const before = await t.db.select().from(auditEvents);
    await createPlan('asp-test-audit-01');
    const after = await t.db.select().from(auditEvents);
    const added = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(added.map((a) => a.path)).toContain(`${base}/create`);
  });

  it('refuses a name already in use and keeps a plan that still hosts customers', async () => {
    const [summary] = await list();
    const taken = await call('POST', '/create', {
      planName: summary!.planName,
      location: 'westeurope',
      resourceGroup: 'rg-x',
      type: 'Shared',
      pricingTier: 'S1',
      instanceCount: 1,
    });
    expect(taken.status).toBe(409);
    const [deployment] = await t.db.select().from(deployments).limit(1);
    await t.db.update(deployments).set({ appServicePlanId: summary!.id }).where(eq(deployments.id, deployment!.id));
    const details = (await call('GET', `/${summary!.id}/details`)).body as AppServicePlanDetails;
    expect(details.customers).toHaveLength(1);
    const refused = await call('DELETE', `/${summary!.id}?confirmPlanName=${summary!.planName}`);
    expect(refused.status).toBe(409);
    expect(refused.reason).toContain(details.customers[0]!.alias);
    await t.db.update(deployments).set({ appServicePlanId: null }).where(eq(deployments.id, deployment!.id));
  });

  it('repairs the attendee count service where it is faulted', async () => {
    const all = await list('?type=ALL');
    const states = async () =>
      Promise.all(
        all.map(
          async (p) =>
            ((await call('GET', `/${p.id}/actualdetails`)).body as AppServicePlanActualDetails).attendeeCountServiceState,
        ),
      );
    expect(await states()).toContain('faulted');
    const response = await call('POST', '/repairAttendeeCountService');
    expect(response.status).toBe(202);
    const job = await completion(t, (response.body as Job).correlationId);
    expect(job.isFaulted).toBe(false);
    expect(job.steps.map((s) => s.name)).toEqual([
      'Check the attendee count service',
      'Redeploy the attendee count service',
      'Verify the service responds',
    ]);
    expect(new Set(await states())).toEqual(new Set(['running']));
  });
});

describe('app service plan jobs while they run', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Slow enough that a job is still running when the second request arrives.
    t = await createTestApp('pglite', { customers: 2, env: { PLATFORM_SPEED: '0.02' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs one job per plan and action: a second start is a 409 naming the running job', async () => {
    const [plan] = (await t.callAs({ subscriptionId: production, method: 'GET', url: base })).body as AppServicePlanSummary[];
    const url = `${base}/${plan!.id}/reconfigure`;
    const first = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url,
      payload: { selectedAppServicePricingTier: 'P3v3', instanceCount: 4 },
    });
    expect(first.status).toBe(202);
    expect(
      ((await t.callAs({ subscriptionId: production, method: 'GET', url: `${base}/${plan!.id}` })).body as AppServicePlan).state,
    ).toBe('reconfiguring');
    const second = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url,
      payload: { selectedAppServicePricingTier: 'P1v3', instanceCount: 2 },
    });
    expect(second.status).toBe(409);
    expect(second.reason).toContain(`Reconfigure app service plan ${plan!.planName}`);
    // Another action on the same plan is its own job.
    const deletion = await t.callAs({
      subscriptionId: production,
      method: 'DELETE',
      url: `${base}/${plan!.id}/deployments/Staging`,
    });
    expect(deletion.status).toBe(202);
    const repair = await t.callAs({ subscriptionId: production, method: 'POST', url: `${base}/repairAttendeeCountService` });
    expect(repair.status).toBe(202);
    const again = await t.callAs({ subscriptionId: production, method: 'POST', url: `${base}/repairAttendeeCountService` });
    expect(again.status).toBe(409);
  });
});

describe('app service plan jobs the cloud fails', () => {
  let t: TestApp;
  const failing = 'asp-prod-westeurope-shared-01';
  beforeAll(async () => {
    t = await createTestApp('pglite', { customers: 2, env: { PLATFORM_FAIL_TARGETS: failing } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('faults the job with the reason and leaves the plan as it was, active again', async () => {
    const plans = (await t.callAs({ subscriptionId: production, method: 'GET', url: base })).body as AppServicePlanSummary[];
    const plan = plans.find((p) => p.planName === failing)!;
    const reconfigure = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `${base}/${plan.id}/reconfigure`,
      payload: { selectedAppServicePricingTier: 'P3v3', instanceCount: 7 },
    });
    expect(reconfigure.status).toBe(202);
    const job = await completion(t, (reconfigure.body as Job).correlationId);
    expect(job.isFaulted).toBe(true);
    expect(job.faultReason).toEqual(expect.any(String));
    const after = (await t.callAs({ subscriptionId: production, method: 'GET', url: `${base}/${plan.id}` }))
      .body as AppServicePlan;
    expect(after).toEqual(
      expect.objectContaining({ pricingTier: plan.pricingTier, instanceCount: plan.instanceCount, state: 'active' }),
    );

    const decommission = await t.callAs({
      subscriptionId: production,
      method: 'DELETE',
      url: `${base}/${plan.id}?confirmPlanName=${failing}`,
    });
    expect(decommission.status).toBe(202);
    expect((await completion(t, (decommission.body as Job).correlationId)).isFaulted).toBe(true);
    const kept = (await t.callAs({ subscriptionId: production, method: 'GET', url: `${base}/${plan.id}` }))
      .body as AppServicePlan;
    expect(kept.state).toBe('active');
    // A listed target fails at its second phase: the deployments are gone, the plan stays; the console says what the cloud does.
    const actual = (await t.callAs({ subscriptionId: production, method: 'GET', url: `${base}/${plan.id}/actualdetails` }))
      .body as AppServicePlanActualDetails;
    expect(actual.existsInCloud).toBe(true);
    expect(kept.deployments).toEqual(actual.deployments);
  });
});
