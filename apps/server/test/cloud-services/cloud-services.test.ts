import type { CloudServiceDetail, CloudServiceEvent, CloudServiceSummary, Job } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cloudServices, customers, deployments } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const base = '/api/azure/cloudservices';

describe.each(testDatabases)('cloud services on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Phases take a moment (scaled down 20 times), so a second start meets the first still running.
    t = await createTestApp(kind, { customers: 6, env: { PLATFORM_SPEED: '20' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, subscriptionId = production) =>
    t.callAs({ subscriptionId, method, url: `${base}${url}`, payload });

  const detail = async (id: string) => (await call('GET', `/${id}`)).body as CloudServiceDetail;

  /** A service of the subscription no other test acts on: created directly, with two slots. */
  const ownService = async (name: string) => {
    const slot = (deploymentSlot: 'production' | 'staging', from: number) => ({
      deploymentSlot,
      packageVersion: '4.12.0',
      instances: [0, 1].map((i) => ({ instanceId: `${name}_IN_${from + i}`, status: 'Ready' })),
    });
    const [row] = await t.db
      .insert(cloudServices)
      .values({
        subscriptionId: production,
        serviceName: name,
        location: 'uksouth',
        type: 'Shared',
        deployments: [slot('production', 0), slot('staging', 2)],
      })
      .returning();
    return row!;
  };

  it('answers a shared service by shared/{id}, and an RDP file for an instance of a slot, the token in the query', async () => {
    const own = await ownService(`cs-rdp-${kind}`);
    expect(((await call('GET', `/shared/${own.id}`)).body as CloudServiceDetail).serviceName).toBe(own.serviceName);
    const all = (await call('GET', '?type=Dedicated')).body as CloudServiceSummary[];
    expect((await call('GET', `/shared/${all[0]!.id}`)).status).toBe(404);
    expect((await call('GET', `/shared/${own.id}`, undefined, staging)).status).toBe(404);
    const token = await t.tokenFor('admin');
    const rdp = await t.app.inject({
      method: 'GET',
      url: `${base}/${own.id}/deployments/staging/instances/${own.serviceName}_IN_2/rdp?id_token=${token}&subscription_id=${production}`,
    });
    expect(rdp.statusCode).toBe(200);
    expect(rdp.headers['content-type']).toBe('application/x-rdp');
    expect(rdp.headers['content-disposition']).toBe(`attachment; filename="${own.serviceName}_IN_2.rdp"`);
    expect(rdp.body).toContain(`full address:s:${own.serviceName}-staging.cloudapp.net:3389`);
    expect(rdp.body).toContain(`mstshash=${own.serviceName}#${own.serviceName}_IN_2`);
    const wrongSlot = await t.app.inject({
      method: 'GET',
      url: `${base}/${own.id}/deployments/production/instances/${own.serviceName}_IN_2/rdp?id_token=${token}&subscription_id=${production}`,
    });
    expect(wrongSlot.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/${own.id}/deployments/staging/instances/x/rdp` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the subscription’s services filtered Shared (the default), Dedicated or ALL', async () => {
    const shared = (await call('GET', '')).body as CloudServiceSummary[];
    const dedicated = (await call('GET', '?type=Dedicated')).body as CloudServiceSummary[];
    const all = (await call('GET', '?type=ALL')).body as CloudServiceSummary[];
    expect(shared.length).toBeGreaterThan(0);
    expect(dedicated.length).toBeGreaterThan(0);
    expect(shared.every((s) => s.type === 'Shared')).toBe(true);
    expect(dedicated.every((s) => s.type === 'Dedicated')).toBe(true);
    expect(all).toHaveLength(shared.length + dedicated.length);
    const theirs = (await call('GET', '?type=ALL', undefined, staging)).body as CloudServiceSummary[];
    expect(theirs.some((s) => all.some((o) => o.id === s.id))).toBe(false);
    expect((await call('GET', '?type=Everything')).status).toBe(400);
  });

  it('answers the config and a detail with instances by slot, bootstrapper package and customers', async () => {
    expect((await call('GET', '/config')).body).toEqual({
      supportedInstanceSizes: expect.arrayContaining(['Standard_D2', 'Standard_D3']),
      bootstrapperVersion: '4.12.0',
    });
    const [hosted] = await t.db
      .select({ cloudServiceId: deployments.cloudServiceId, customerId: customers.id })
      .from(deployments)
      .innerJoin(customers, eq(customers.id, deployments.customerId))
      .where(and(eq(customers.subscriptionId, production), eq(deployments.kind, 'azure')))
      .limit(1);
    expect(hosted?.cloudServiceId).toEqual(expect.any(String));
    const service = await detail(hosted!.cloudServiceId!);
    expect(service.bootstrapperPackageId).toBe('EventsAir.Bootstrapper');
    expect(service.customerIds).toContain(hosted!.customerId);
    const production0 = service.deployments.find((d) => d.deploymentSlot === 'production')!;
    expect(production0.instances[0]!.instanceId).toBe(`${service.serviceName}_IN_0`);
    expect((await call('GET', `/${service.id}`, undefined, staging)).status).toBe(404);
    expect((await call('GET', '/not-an-id')).status).toBe(400);
  });

  it('creates a shared service as a job: commissioning, then running with its instances, pushed live', async () => {
    const watcher = await whenConnected(
      await t.connectHub('cloudServices', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const events: string[] = [];
    watcher.onAny((event: string, payload: { name: string }) => events.push(`${event} ${payload.name}`));
    const created = await call('POST', '/create', {
      serviceName: 'cs-test-created',
      location: 'uksouth',
      instanceSize: 'Standard_D2',
      instanceCount: 3,
    });
    expect(created.status).toBe(202);
    const { job } = created.body as { job: Job };
    expect(job.target).toMatchObject({ type: 'cloudService', name: 'cs-test-created' });
    const [row] = await t.db.select().from(cloudServices).where(eq(cloudServices.serviceName, 'cs-test-created'));
    expect(row!.status).toBe('commissioning');
    expect((await completion(t, job.correlationId, 30_000)).isFaulted).toBe(false);
    const service = await detail(row!.id);
    expect(service).toMatchObject({ status: 'running', type: 'Shared', instanceCount: 3, instanceSize: 'Standard_D2' });
    expect(service.deployments[0]!.instances.map((i) => i.instanceId)).toEqual([0, 1, 2].map((i) => `cs-test-created_IN_${i}`));
    await eventually(() => expect(events).toContain('commissioned cs-test-created'));
    // The same name again is refused; bad input names the field.
    const again = await call('POST', '/create', {
      serviceName: 'cs-test-created',
      location: 'uksouth',
      instanceSize: 'Standard_D2',
    });
    expect(again.status).toBe(409);
    const bad = await call('POST', '/create', { serviceName: 'Bad Name!', location: 'uksouth', instanceSize: 'Standard_D2' });
    expect(bad.status).toBe(400);
    expect(bad.reason).toContain('Service name');
    const size = await call('POST', '/create', { serviceName: 'cs-test-size', location: 'uksouth', instanceSize: 'Huge' });
    expect(size.status).toBe(400);
    expect(size.reason).toContain('Instance size');
    const where = await call('POST', '/create', {
      serviceName: 'cs-test-where',
      location: 'atlantis',
      instanceSize: 'Standard_D2',
    });
    expect(where.status).toBe(400);
    expect(where.reason).toContain('Location');
  });

  it('reboots an instance as a job: its state is seen Rebooting, then Ready; one job per instance at a time', async () => {
    const service = await ownService('cs-test-reboot');
    const watcher = await whenConnected(
      await t.connectHub('cloudServices', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const states: string[] = [];
    watcher.on('instanceStateChanged', (payload: CloudServiceEvent) => {
      if (payload.id !== service.id) return;
      const instance = payload.deployments.find((d) => d.deploymentSlot === 'production')?.instances[1];
      if (instance) states.push(instance.status);
    });
    const url = `/${service.id}/deployments/production/instances/cs-test-reboot_IN_1?action=reboot`;
    const first = await call('POST', url);
    expect(first.status).toBe(202);
    const { job } = first.body as { job: Job };
    const second = await call('POST', url);
    expect(second.status).toBe(409);
    expect(second.reason).toContain('Reboot instance cs-test-reboot_IN_1 of cs-test-reboot');
    // Another instance of the same service may reboot meanwhile.
    const other = await call('POST', `/${service.id}/deployments/production/instances/cs-test-reboot_IN_0?action=reboot`);
    expect(other.status).toBe(202);
    // Both adopt the seeded service into the simulated cloud at once; neither may fault on it.
    expect((await completion(t, job.correlationId, 30_000)).isFaulted).toBe(false);
    // The other instance's events carry this one as Ready too: wait for a Ready after this one's Rebooting.
    await eventually(() => {
      expect(states).toContain('Rebooting');
      expect(states.lastIndexOf('Ready')).toBeGreaterThan(states.indexOf('Rebooting'));
    });
    expect((await call('POST', `/${service.id}/deployments/production/instances/nope?action=reboot`)).status).toBe(404);
    const wrongAction = await call('POST', `/${service.id}/deployments/production/instances/cs-test-reboot_IN_0?action=shutdown`);
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.reason).toContain('Action');
    expect((await completion(t, (other.body as { job: Job }).job.correlationId, 30_000)).isFaulted).toBe(false);
  });

  it('reconfigures, swaps the slots and deletes a deployment, each a job whose result the detail shows', async () => {
    const service = await ownService('cs-test-reconfigure');
    const badVersion = await call('POST', `/${service.id}/reconfigure`, {
      packageId: 'EventsAir.Bootstrapper',
      version: 'latest',
      instanceSize: 'Standard_D3',
    });
    expect(badVersion.status).toBe(400);
    expect(badVersion.reason).toContain('Version');
    const reconfigured = await call('POST', `/${service.id}/reconfigure`, {
      packageId: 'EventsAir.Bootstrapper',
      version: '4.13.1',
      instanceSize: 'Standard_D3',
    });
    expect(reconfigured.status).toBe(202);
    await completion(t, (reconfigured.body as { job: Job }).job.correlationId, 30_000);
    expect(await detail(service.id)).toMatchObject({ status: 'running', instanceSize: 'Standard_D3', packageVersion: '4.13.1' });
    const swapped = await call('POST', `/${service.id}/vipswap`);
    expect(swapped.status).toBe(202);
    await completion(t, (swapped.body as { job: Job }).job.correlationId, 30_000);
    const afterSwap = await detail(service.id);
    expect(afterSwap.deployments.find((d) => d.deploymentSlot === 'production')!.instances[0]!.instanceId).toBe(
      'cs-test-reconfigure_IN_2',
    );
    const deleted = await call('DELETE', `/${service.id}/deployments/staging`);
    expect(deleted.status).toBe(202);
    await completion(t, (deleted.body as { job: Job }).job.correlationId, 30_000);
    expect((await detail(service.id)).deployments.map((d) => d.deploymentSlot)).toEqual(['production']);
    // Nothing left to swap, nor a staging deployment to delete.
    expect((await call('POST', `/${service.id}/vipswap`)).status).toBe(409);
    expect((await call('DELETE', `/${service.id}/deployments/staging`)).status).toBe(404);
    expect((await call('DELETE', `/${service.id}/deployments/backup`)).status).toBe(400);
  });

  it('decommissions a service without customers, audited, and refuses one that hosts customers', async () => {
    const service = await ownService('cs-test-decommission');
    const started = await call('DELETE', `/${service.id}`);
    expect(started.status).toBe(202);
    // While it goes, no other action starts on it (404 once gone).
    expect([409, 404]).toContain((await call('POST', `/${service.id}/vipswap`)).status);
    await completion(t, (started.body as { job: Job }).job.correlationId, 30_000);
    expect((await call('GET', `/${service.id}`)).status).toBe(404);
    const audited = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.path, `${base}/${service.id}`));
    expect(audited.length).toBeGreaterThan(0);
    const [hosted] = await t.db
      .select({ id: deployments.cloudServiceId })
      .from(deployments)
      .innerJoin(customers, eq(customers.id, deployments.customerId))
      .where(and(eq(customers.subscriptionId, production), eq(deployments.kind, 'azure')))
      .limit(1);
    const refused = await call('DELETE', `/${hosted!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.reason).toContain('still hosts customers');
  });

  it('answers what the cloud reports now: a seeded service as it runs, a changed one after the change', async () => {
    const service = await ownService('cs-test-actual');
    const first = await call('GET', `/${service.id}/actualdetails`);
    expect(first.status, first.reason).toBe(200);
    expect(first.body).toMatchObject({
      serviceName: 'cs-test-actual',
      existsInCloud: true,
      instanceSize: service.instanceSize,
      packageVersion: '4.12.0',
    });
    expect((first.body as { deployments: unknown[] }).deployments).toHaveLength(2);
    const started = await call('DELETE', `/${service.id}/deployments/staging`);
    expect(started.status).toBe(202);
    await completion(t, (started.body as { job: Job }).job.correlationId, 30_000);
    const after = (await call('GET', `/${service.id}/actualdetails`)).body as { deployments: { deploymentSlot: string }[] };
    expect(after.deployments.map((d) => d.deploymentSlot)).toEqual(['production']);
    expect((await call('GET', `/${service.id}/actualdetails`, undefined, staging)).status).toBe(404);
  });

  it('moves customers it hosts behind the firewall application as one job, and refuses a customer it does not host', async () => {
    const [hosted] = await t.db
      .select({ cloudServiceId: deployments.cloudServiceId, customerId: customers.id, alias: customers.alias })
      .from(deployments)
      .innerJoin(customers, eq(customers.id, deployments.customerId))
      .where(and(eq(customers.subscriptionId, production), eq(deployments.kind, 'azure')))
      .limit(1);
    const url = `/${hosted!.cloudServiceId}/moveToBarracuda`;
    const started = await call('POST', url, { customerIds: [hosted!.customerId], cudaAppId: 'waf-app-1042' });
    expect(started.status, started.reason).toBe(202);
    const { job } = started.body as { job: Job };
    expect(job.name).toBe('Move to the web application firewall for 1 customer');
    const done = await completion(t, job.correlationId, 30_000);
    expect(done.isFaulted).toBe(false);
    const other = crypto.randomUUID();
    const refused = await call('POST', url, { customerIds: [other], cudaAppId: 'waf-app-1042' });
    expect(refused.status).toBe(400);
    expect(refused.reason).toContain(`customerIds: ${other} not hosted`);
    const badId = await call('POST', url, { customerIds: [hosted!.customerId], cudaAppId: 'no spaces allowed' });
    expect(badId.status).toBe(400);
    expect(badId.reason).toMatch(/firewall application id/);
    // doc2 §6: moving to the firewall service needs full database access.
    const asSupport = await t.callAs({
      operator: 'support',
      subscriptionId: production,
      method: 'POST',
      url: `${base}${url}`,
      payload: { customerIds: [hosted!.customerId], cudaAppId: 'waf-app-1042' },
    });
    expect(asSupport.status).toBe(403);
  });
});
