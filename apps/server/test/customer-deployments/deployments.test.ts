import {
  constants,
  decodeHeaderText,
  reasonHeader,
  subscriptionHeader,
  type ComputeMigration,
  type CreatedDeployment,
  type Deployment,
  type Job,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  cloudServices,
  computeMigrations,
  customers,
  deploymentHostingGroups,
  deployments,
  hostedApplications,
  hostingGroups,
  onsiteDeploymentConnections,
} from '../../src/db/schema';
import { decryptSecret } from '../../src/lib/secrets';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

describe.each(testDatabases)('deployments and compute migrations on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let failingId: string;
  let stagingCustomerId: string;
  let stagingDeploymentId: string;
  let sharedA: string;
  let sharedB: string;
  let otherLocation: string;
  let stagingService: string;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    subscription = production,
  ): Promise<{ status: number; body: unknown; reason: string }> => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('support', { [subscriptionHeader]: subscription }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as unknown) : null,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  const insertCustomer = async (subscriptionId: string, alias: string) => {
    const [row] = await t.db
      .insert(customers)
      .values({ subscriptionId, name: alias, alias, emailDomain: constants.defaultEmailDomain })
      .returning();
    return row!.id;
  };

  /** An Azure deployment in a seeded hosting group of eastus, on a shared cloud service. */
  const insertAzureDeployment = async (id: string, cloudServiceId: string | null) => {
    const [group] = await t.db
      .select()
      .from(hostingGroups)
      .where(and(eq(hostingGroups.subscriptionId, production), eq(hostingGroups.azureLocation, 'eastus')))
      .orderBy(asc(hostingGroups.hostingGroupIdentifier))
      .limit(1);
    const [row] = await t.db
      .insert(deployments)
      .values({
        customerId: id,
        kind: 'azure',
        azureLocation: 'eastus',
        resourceGroupName: `rg-${id.slice(0, 6)}`,
        cloudServiceId,
      })
      .returning();
    await t.db.insert(deploymentHostingGroups).values({ deploymentId: row!.id, hostingGroupId: group!.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'depmigfail' } });
    customerId = await insertCustomer(production, 'depcust');
    failingId = await insertCustomer(production, 'depmigfail');
    stagingCustomerId = await insertCustomer(staging, 'depstaging');
    const services = await t.db.select().from(cloudServices).orderBy(asc(cloudServices.serviceName));
    const east = services.filter((s) => s.subscriptionId === production && s.location === 'eastus');
    sharedA = east[0]!.id;
    sharedB = east[1]!.id;
    otherLocation = services.find((s) => s.subscriptionId === production && s.location === 'westeurope')!.id;
    stagingService = services.find((s) => s.subscriptionId === staging)!.id;
    const [row] = await t.db.insert(deployments).values({ customerId: stagingCustomerId, kind: 'azure' }).returning();
    stagingDeploymentId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('create', () => {
    it('creates an Azure deployment in a hosting group of the location and deploys its applications', async () => {
      const { status, body } = await call('POST', `/api/customers/${customerId}/deployments/azure`, {
        selectedAzureLocation: 'westeurope',
        selectedHostingPlan: 'Shared',
        selectedSharedCloudService: otherLocation,
      });
      expect(status).toBe(202);
      const created = body as CreatedDeployment;
      expect(created.deployment).toMatchObject({ kind: 'azure', azureLocation: 'westeurope', isEnabled: true, customerId });
      expect(created.deployment.resourceGroupName).toBe('rg-depcust');
      expect(created.deployment.hostingGroupIdentifiers[0]).toMatch(/^hg-westeurope-/);
      const job = await completion(t, created.job.correlationId);
      expect(job.isFaulted).toBe(false);
      const apps = await t.db.select().from(hostedApplications).where(eq(hostedApplications.deploymentId, created.deployment.id));
      expect(apps.map((a) => a.kind).sort()).toEqual(['web', 'worker']);
      const list = (await call('GET', `/api/customers/${customerId}/deployments/`)).body as Deployment[];
      expect(list.map((d) => d.id)).toContain(created.deployment.id);
    });

    it('refuses a second Azure deployment in the same location, an unknown location and foreign hosting, naming the field', async () => {
      const again = await call('POST', `/api/customers/${customerId}/deployments/azure`, {
        selectedAzureLocation: 'westeurope',
        selectedHostingPlan: 'Shared',
        selectedSharedCloudService: otherLocation,
      });
      expect(again.status).toBe(400);
      expect(again.reason).toContain('Azure location: depcust already has an Azure deployment in westeurope.');
      const unknown = await call('POST', `/api/customers/${customerId}/deployments/azure`, {
        selectedAzureLocation: 'moon',
        selectedHostingPlan: 'Dedicated',
      });
      expect(unknown).toMatchObject({ status: 400, reason: 'Azure location: moon is not an Azure location.' });
      const foreign = await call('POST', `/api/customers/${customerId}/deployments/azure`, {
        selectedAzureLocation: 'eastus',
        selectedHostingPlan: 'Shared',
        selectedSharedCloudService: stagingService,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.reason).toMatch(/^Shared cloud service: /);
      const missing = await call('POST', `/api/customers/${customerId}/deployments/azure`, { selectedHostingPlan: 'Shared' });
      expect(missing.status).toBe(400);
      expect(missing.reason).toContain('Azure location');
    });

    it('creates an on-site deployment on a new hosting group with its first machine and certificate', async () => {
      const { status, body } = await call('POST', `/api/customers/${customerId}/deployments/onsite`, {
        hostingGroupIdentifier: 'onsite-depcust',
        machineName: 'depcust-m1',
        isPrivateKeyProtected: false,
      });
      expect(status).toBe(202);
      const created = body as CreatedDeployment;
      expect(created.deployment).toMatchObject({
        kind: 'onsite',
        hostingGroupIdentifiers: ['onsite-depcust'],
        azureLocation: null,
      });
      expect((await completion(t, created.job.correlationId)).isFaulted).toBe(false);
      const taken = await call('POST', `/api/customers/${customerId}/deployments/onsite`, {
        hostingGroupIdentifier: 'onsite-depcust',
        machineName: 'depcust-m1',
      });
      expect(taken).toMatchObject({
        status: 400,
        reason: 'Hosting group identifier: onsite-depcust is already taken. Machine name: depcust-m1 is already registered.',
      });
      const invalid = await call('POST', `/api/customers/${customerId}/deployments/onsite`, {
        hostingGroupIdentifier: 'Not Valid!',
        machineName: 'ok-name',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.reason).toContain('Hosting group identifier');
    });

    it("checks the customer's own connection strings, keeps them sealed and never answers them", async () => {
      const secret = 'Own-Db-Secret-42';
      const bad = await call('POST', `/api/customers/${customerId}/deployments/onsite`, {
        hostingGroupIdentifier: 'onsite-owncs',
        machineName: 'owncs-m1',
        databaseConnectionString: `Server=db01;Password=${secret}`,
        messagingConnectionString: 'Endpoint=https://bus/',
      });
      expect(bad.status).toBe(400);
      // The reason header is cut to its limit; the body carries every reason.
      expect((bad.body as { errorMessage: string }).errorMessage).toBe(
        'Database connection string: Database (Initial Catalog) is missing. Database connection string: User ID is missing (or use Integrated Security or Authentication). Messaging connection string: Endpoint must be an sb:// address. Messaging connection string: SharedAccessKeyName and SharedAccessKey (or SharedAccessSignature) are missing.',
      );
      expect(JSON.stringify(bad.body)).not.toContain(secret);
      const databaseConnectionString = `Server=db01;Initial Catalog=events;User ID=ops;Password=${secret}`;
      const messagingConnectionString = `Endpoint=sb://own.servicebus.windows.net/;SharedAccessKeyName=k;SharedAccessKey=${secret}`;
      const { status, body } = await call('POST', `/api/customers/${customerId}/deployments/onsite`, {
        hostingGroupIdentifier: 'onsite-owncs',
        machineName: 'owncs-m1',
        databaseConnectionString,
        messagingConnectionString,
      });
      expect(status).toBe(202);
      expect(JSON.stringify(body)).not.toContain(secret);
      const created = body as CreatedDeployment;
      const [stored] = await t.db
        .select()
        .from(onsiteDeploymentConnections)
        .where(eq(onsiteDeploymentConnections.deploymentId, created.deployment.id));
      expect(stored!.databaseConnectionStringEncrypted).not.toContain(secret);
      const key = t.config.secretsEncryptionKey;
      expect(decryptSecret(stored!.databaseConnectionStringEncrypted!, key).toString('utf8')).toBe(databaseConnectionString);
      expect(decryptSecret(stored!.messagingConnectionStringEncrypted!, key).toString('utf8')).toBe(messagingConnectionString);
      const listed = await call('GET', `/api/customers/${customerId}/deployments`);
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      // The audit record keeps the request without the strings (lib/redact.ts).
      const audited = await t.db.select({ details: auditEvents.details }).from(auditEvents);
      expect(audited.length).toBeGreaterThan(0);
      expect(JSON.stringify(audited)).not.toContain(secret);
      await completion(t, created.job.correlationId);
    });

    it("answers 404 for another subscription's customer and an unknown one", async () => {
      const body = { hostingGroupIdentifier: 'onsite-nobody', machineName: 'nobody-m1' };
      expect((await call('POST', `/api/customers/${stagingCustomerId}/deployments/onsite`, body)).status).toBe(404);
      expect((await call('POST', `/api/customers/${crypto.randomUUID()}/deployments/onsite`, body)).status).toBe(404);
    });
  });

  describe('enable and disable', () => {
    it('disables only an enabled deployment and enables only a disabled one (409 otherwise)', async () => {
      const deploymentId = await insertAzureDeployment(customerId, null);
      const base = `/api/customers/${customerId}/deployments/${deploymentId}`;
      const refusedEnable = await call('POST', `${base}/enable`);
      expect(refusedEnable).toMatchObject({
        status: 409,
        reason: 'The deployment is already enabled: enable is allowed only when it is disabled',
      });
      const disabling = await call('POST', `${base}/disable`);
      expect(disabling.status).toBe(202);
      const job = disabling.body as Job;
      // While its job runs, the deployment is busy.
      const busy = await call('POST', `${base}/disable`);
      expect(busy.status).toBe(409);
      await completion(t, job.correlationId);
      const [row] = await t.db.select().from(deployments).where(eq(deployments.id, deploymentId));
      expect(row!.isEnabled).toBe(false);
      expect((await call('POST', `${base}/disable`)).reason).toBe(
        'The deployment is already disabled: disable is allowed only when it is enabled',
      );
      const enabling = await call('POST', `${base}/enable`);
      expect(enabling.status).toBe(202);
      await completion(t, (enabling.body as Job).correlationId);
      const [after] = await t.db.select().from(deployments).where(eq(deployments.id, deploymentId));
      expect(after!.isEnabled).toBe(true);
    });

    it('answers 404 for an unknown deployment, another customer’s and another subscription’s', async () => {
      const theirs = await insertAzureDeployment(failingId, null);
      expect((await call('POST', `/api/customers/${customerId}/deployments/${crypto.randomUUID()}/disable`)).status).toBe(404);
      expect((await call('POST', `/api/customers/${customerId}/deployments/${theirs}/disable`)).status).toBe(404);
      expect((await call('POST', `/api/customers/${stagingCustomerId}/deployments/${stagingDeploymentId}/disable`)).status).toBe(
        404,
      );
    });
  });

  describe('compute migrations', () => {
    const joinMigrations = async (deploymentId: string, subscriptionId = production) => {
      const socket = await whenConnected(
        await t.connectHub('computeMigrations', { id_token: await t.tokenFor('support'), subscription_id: subscriptionId }),
      );
      const ack = await new Promise<{ isOk: boolean; reason?: string }>((resolve) =>
        socket.emit('JoinGroup', deploymentId, resolve),
      );
      return { socket, ack };
    };

    const recordStates = (socket: Socket) => {
      const seen: string[] = [];
      socket.on('computeMigrationStarted', (p: { state: string }) => seen.push(`started:${p.state}`));
      socket.on('computeMigrationStateChanged', (p: { state: string }) => seen.push(p.state));
      socket.on('computeMigrationDismissed', (p: { state: string }) => seen.push(`dismissed:${p.state}`));
      return seen;
    };

    it('moves through its states in order, pushed live to the deployment group, and switches the cloud service', async () => {
      const deploymentId = await insertAzureDeployment(customerId, sharedA);
      const { socket, ack } = await joinMigrations(deploymentId);
      expect(ack).toEqual({ isOk: true });
      const seen = recordStates(socket);
      const base = `/api/customers/${customerId}/deployments/${deploymentId}/computemigrations`;
      const started = await call('POST', `${base}/`, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: sharedB,
        isMoveToAppService: false,
      });
      expect(started.status).toBe(202);
      const migration = started.body as ComputeMigration;
      expect(migration).toMatchObject({ state: 'queued', deploymentId, customerId, isDismissed: false });
      expect(migration.targetName).toMatch(/^cs-prod-eastus-shared-/);
      // Generous waits: the suite may share a busy machine with others.
      await completion(t, migration.jobCorrelationId!, 45_000);
      await eventually(() => expect(seen).toEqual(['started:queued', 'preparing', 'migrating', 'verifying', 'completed']), {
        timeoutMs: 45_000,
      });
      const [row] = await t.db.select().from(deployments).where(eq(deployments.id, deploymentId));
      expect(row!.cloudServiceId).toBe(sharedB);
      const one = await call('GET', `${base}/${migration.id}/`);
      expect(one.body).toMatchObject({ id: migration.id, state: 'completed' });
      expect((one.body as ComputeMigration).completedAtUtc).not.toBeNull();
      expect(((await call('GET', `${base}/`)).body as ComputeMigration[]).map((m) => m.id)).toEqual([migration.id]);
      // Cancel only while it runs; dismiss once it ended.
      expect((await call('POST', `${base}/${migration.id}/cancel`)).status).toBe(409);
      const dismissed = await call('POST', `${base}/${migration.id}/dismiss`);
      expect(dismissed.body).toMatchObject({ state: 'completed', isDismissed: true });
      await eventually(() => expect(seen.at(-1)).toBe('dismissed:completed'));
    });

    it('fails at the migrating state when the platform fails, and keeps the reason', async () => {
      const deploymentId = await insertAzureDeployment(failingId, sharedA);
      const { socket } = await joinMigrations(deploymentId);
      const seen = recordStates(socket);
      const base = `/api/customers/${failingId}/deployments/${deploymentId}/computemigrations`;
      const started = await call('POST', base, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: sharedB,
        isMoveToAppService: false,
      });
      const migration = started.body as ComputeMigration;
      const job = await completion(t, migration.jobCorrelationId!, 45_000);
      expect(job.isFaulted).toBe(true);
      await eventually(() => expect(seen).toEqual(['started:queued', 'preparing', 'migrating', 'failed']), { timeoutMs: 45_000 });
      const failed = (await call('GET', `${base}/${migration.id}`)).body as ComputeMigration;
      expect(failed.state).toBe('failed');
      expect(failed.failureReason).toContain('PLATFORM_FAIL_TARGETS');
      const [row] = await t.db.select().from(deployments).where(eq(deployments.id, deploymentId));
      expect(row!.cloudServiceId).toBe(sharedA);
    });

    it('cancels a queued migration, then its steps do nothing', async () => {
      const deploymentId = await insertAzureDeployment(customerId, sharedA);
      const base = `/api/customers/${customerId}/deployments/${deploymentId}/computemigrations`;
      // Recorded as the request would, without its job yet running: the cancel races nothing.
      const [queued] = await t.db
        .insert(computeMigrations)
        .values({ deploymentId, customerId, sourceCloudServiceId: sharedA, targetCloudServiceId: sharedB })
        .returning();
      const running = await call('POST', base, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: sharedB,
        isMoveToAppService: false,
      });
      expect(running).toMatchObject({ status: 409, reason: 'A compute migration of this deployment is already running' });
      expect((await call('POST', `${base}/${queued!.id}/dismiss`)).status).toBe(409);
      const cancelled = await call('POST', `${base}/${queued!.id}/cancel`);
      expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
      expect((await call('POST', `${base}/${queued!.id}/cancel`)).status).toBe(409);
      // A new one may start now, and it ends completed.
      const next = (
        await call('POST', base, { sourceCloudServiceId: sharedA, targetCloudServiceId: sharedB, isMoveToAppService: false })
      ).body as ComputeMigration;
      await completion(t, next.jobCorrelationId!);
      expect(((await call('GET', `${base}/${next.id}`)).body as ComputeMigration).state).toBe('completed');
    });

    it('refuses invalid requests with 400 naming the field', async () => {
      const deploymentId = await insertAzureDeployment(customerId, sharedA);
      const base = `/api/customers/${customerId}/deployments/${deploymentId}/computemigrations`;
      const same = await call('POST', base, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: sharedA,
        isMoveToAppService: false,
      });
      expect(same).toMatchObject({ status: 400, reason: 'Target: must differ from the source cloud service.' });
      const wrongSource = await call('POST', base, {
        sourceCloudServiceId: sharedB,
        targetCloudServiceId: otherLocation,
        isMoveToAppService: false,
      });
      expect(wrongSource.status).toBe(400);
      expect(wrongSource.reason).toMatch(/^Source cloud service: the deployment does not run on /);
      const notAPlan = await call('POST', base, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: sharedB,
        isMoveToAppService: true,
      });
      expect(notAPlan.reason).toBe('Target: must be an app service plan of this subscription when moving to an app service.');
      const foreign = await call('POST', base, {
        sourceCloudServiceId: sharedA,
        targetCloudServiceId: stagingService,
        isMoveToAppService: false,
      });
      expect(foreign.reason).toBe('Target: must be a cloud service of this subscription.');
      const malformed = await call('POST', base, { sourceCloudServiceId: 'nope', targetCloudServiceId: sharedB });
      expect(malformed.status).toBe(400);
      expect(malformed.reason).toContain('Source cloud service');
    });

    it('answers 404 for an unknown migration and another subscription’s deployment', async () => {
      const deploymentId = await insertAzureDeployment(customerId, sharedA);
      const base = `/api/customers/${customerId}/deployments/${deploymentId}/computemigrations`;
      expect((await call('GET', `${base}/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await call('POST', `${base}/${crypto.randomUUID()}/cancel`)).status).toBe(404);
      expect(
        (await call('GET', `/api/customers/${stagingCustomerId}/deployments/${stagingDeploymentId}/computemigrations`)).status,
      ).toBe(404);
      expect(
        (
          await call(
            'GET',
            `/api/customers/${stagingCustomerId}/deployments/${stagingDeploymentId}/computemigrations`,
            undefined,
            staging,
          )
        ).status,
      ).toBe(200);
    });

    it("refuses to join the live group of another subscription's deployment", async () => {
      const refused = await joinMigrations(stagingDeploymentId);
      expect(refused.ack).toEqual({ isOk: false, reason: `Group ${stagingDeploymentId} was not found` });
      expect((await joinMigrations(crypto.randomUUID())).ack.isOk).toBe(false);
      expect((await joinMigrations('not-a-deployment')).ack.isOk).toBe(false);
      // The same deployment joins from its own subscription.
      expect((await joinMigrations(stagingDeploymentId, staging)).ack).toEqual({ isOk: true });
    });
  });
});
