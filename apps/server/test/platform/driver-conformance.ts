import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPhases } from '../../src/platform/phases';
import {
  isPlatformError,
  type CustomerTarget,
  type PlatformError,
  type HostingGroupTarget,
  type Platform,
  type PlatformChange,
  type PlatformRequest,
} from '../../src/platform/types';

/** What a driver under test offers the suite: targets in its world, one of which always fails. */
export type ConformanceWorld = {
  platform: Platform;
  /** A customer with running applications. */
  customer: CustomerTarget;
  /** A customer with running applications whose operations fail at their second phase. */
  failingCustomer: CustomerTarget;
  hostingGroup: HostingGroupTarget;
  /** A subscription of the world, for the cloud resources (locations, storage accounts, caches, certificates, app service plans). */
  subscriptionId: string;
  /** A location the cloud offers to customers, where it may create app service plans. */
  location: string;
  close: () => Promise<void>;
};

const changeKinds = new Set<PlatformChange['kind']>([
  'applications',
  'controllers',
  'transitions',
  'database',
  'databaseServer',
  'txtRecords',
  'domainValidated',
  'locations',
  'cloudResource',
  'managementCertificate',
  'appServicePlan',
  'cloudService',
]);

/** Each phase of these operations, in order, on the world's targets. */
const walks = (world: ConformanceWorld): PlatformRequest[][] => {
  const phasesOf = (request: Omit<PlatformRequest, 'operationId' | 'phase'>) =>
    platformPhases[request.operation].map(
      (_, phase) => ({ ...request, phase, operationId: crypto.randomUUID() }) as PlatformRequest,
    );
  return [
    phasesOf({ operation: 'tenant.disable', target: world.customer }),
    phasesOf({ operation: 'tenant.enable', target: world.customer }),
    phasesOf({ operation: 'tenant.restartService', target: world.customer }),
    phasesOf({ operation: 'hostingGroup.probe', target: world.hostingGroup }),
    phasesOf({ operation: 'location.scan', target: { name: 'Azure locations', subscriptionId: world.subscriptionId } }),
    phasesOf({
      operation: 'storageAccount.create',
      target: { name: `conf${crypto.randomUUID().slice(0, 8)}`, location: world.location, subscriptionId: world.subscriptionId },
      args: { isPremium: false },
    }),
    phasesOf({
      operation: 'redisCache.create',
      target: { name: `conf-${crypto.randomUUID().slice(0, 8)}`, location: world.location, subscriptionId: world.subscriptionId },
      args: { key: 'conf' },
    }),
    phasesOf({
      operation: 'managementCertificate.install',
      target: { thumbprint: 'C'.repeat(40), name: 'Conformance certificate' },
      args: { subscriptionIds: [world.subscriptionId] },
    }),
  ];
};

const applicationStates = (changes: PlatformChange[]) =>
  changes.flatMap((c) => (c.kind === 'applications' ? c.applications.map((a) => `${c.change} ${a.kind} ${a.state}`) : []));

/**
 * What every platform driver must do, written only against the `Platform` interface (the suite a
 * real cloud's driver passes too): structured results, one effect per operationId, and a failed
 * phase that changes nothing.
 */
export const describeDriverConformance = (name: string, open: () => Promise<ConformanceWorld>) =>
  describe(`the ${name} platform driver`, () => {
    let world: ConformanceWorld;
    beforeAll(async () => {
      world = await open();
    });
    afterAll(async () => {
      await world?.close();
    });

    it('answers each phase with a message and what changed, in platform terms', async () => {
      for (const walk of walks(world)) {
        for (const request of walk) {
          const result = await world.platform.perform(request);
          expect(result.message, `${request.operation} phase ${request.phase}`).toEqual(expect.any(String));
          expect(result.isReplay).toBe(false);
          for (const change of result.changes) expect(changeKinds.has(change.kind)).toBe(true);
        }
      }
      // Stopping a customer's applications reports each of them stopped.
      const [close, stop] = walks(world)[0]!;
      await world.platform.perform(close!);
      const stopped = await world.platform.perform({ ...stop!, operationId: crypto.randomUUID() });
      expect(applicationStates(stopped.changes).length).toBeGreaterThan(0);
      expect(applicationStates(stopped.changes).every((s) => s.startsWith('changed ') && s.endsWith(' stopped'))).toBe(true);
    });

    it('takes effect once per operationId: a replay returns the first result and changes nothing', async () => {
      const [start] = walks(world)[1]!;
      const first = await world.platform.perform(start!);
      const again = await world.platform.perform(start!);
      expect(again).toEqual({ ...first, isReplay: true });
      // Had the replay acted again, stopping now would find nothing to stop twice over; it finds each once.
      const stopRequest = walks(world)[0]![1]!;
      const stopped = await world.platform.perform(stopRequest);
      const stoppedAgain = await world.platform.perform(stopRequest);
      expect(stoppedAgain.changes).toEqual(stopped.changes);
      expect(stoppedAgain.isReplay).toBe(true);
    });

    it('reports the cloud resources it creates, and a name taken once cannot be created again', async () => {
      const scan = platformPhases['location.scan'].map((_, phase) => phase);
      const found = await world.platform.perform({
        operation: 'location.scan',
        target: { name: 'Azure locations', subscriptionId: world.subscriptionId },
        phase: scan.at(-1)!,
        operationId: crypto.randomUUID(),
      });
      const listed = found.changes.flatMap((c) => (c.kind === 'locations' ? c.locations : []));
      expect(listed.find((l) => l.name === world.location)).toMatchObject({ isSupported: true });
      const target = {
        name: `conf${crypto.randomUUID().slice(0, 8)}`,
        location: world.location,
        subscriptionId: world.subscriptionId,
      };
      const created = await world.platform.perform({
        operation: 'storageAccount.create',
        target,
        args: { isPremium: true },
        operationId: crypto.randomUUID(),
      });
      expect(created.changes).toEqual([
        {
          kind: 'cloudResource',
          subscriptionId: world.subscriptionId,
          resource: 'storageAccount',
          name: target.name,
          location: world.location,
          details: { isPremium: true },
        },
      ]);
      await expect(
        world.platform.perform({
          operation: 'storageAccount.create',
          target,
          args: { isPremium: true },
          operationId: crypto.randomUUID(),
        }),
      ).rejects.toSatisfy(isPlatformError);
      const installed = await world.platform.perform({
        operation: 'managementCertificate.install',
        target: { thumbprint: 'D'.repeat(40), name: 'Conformance certificate' },
        args: { subscriptionIds: [world.subscriptionId] },
        operationId: crypto.randomUUID(),
      });
      expect(installed.changes).toEqual([
        {
          kind: 'managementCertificate',
          thumbprint: 'D'.repeat(40),
          checkedAtUtc: expect.any(String),
          results: [{ subscriptionId: world.subscriptionId, isConnected: true, reason: null }],
        },
      ]);
    });

    it('commissions, reconfigures, empties and decommissions an app service plan, reporting each as it is', async () => {
      const target = { planName: `asp-conformance-${crypto.randomUUID().slice(0, 8)}`, subscriptionId: world.subscriptionId };
      const run = async (operation: PlatformRequest['operation'], args?: Record<string, unknown>, on = target) => {
        const changes: PlatformChange[] = [];
        for (const phase of platformPhases[operation].keys()) {
          const request = { operation, target: on, args, phase, operationId: crypto.randomUUID() } as PlatformRequest;
          const result = await world.platform.perform(request);
          expect(result.isReplay).toBe(false);
          for (const change of result.changes) expect(changeKinds.has(change.kind)).toBe(true);
          changes.push(...result.changes);
        }
        return changes.flatMap((c) => (c.kind === 'appServicePlan' ? [c] : []));
      };
      const created = await run('appServicePlan.create', {
        location: world.location,
        resourceGroup: 'rg-conformance',
        pricingTier: 'S1',
        instanceCount: 2,
      });
      expect(created[0]).toEqual(expect.objectContaining({ event: 'commissioned', subscriptionId: world.subscriptionId }));
      expect(created.at(-1)!.plan.deployments.map((d) => d.slot)).toEqual(['Production']);
      const described = await world.platform.appServicePlans.describe(target);
      expect(described).toEqual(
        expect.objectContaining({ pricingTier: 'S1', instanceCount: 2, resourceGroup: 'rg-conformance' }),
      );
      const groups = await world.platform.appServicePlans.resourceGroups({
        subscriptionId: world.subscriptionId,
        location: world.location,
      });
      expect(groups.find((g) => g.name === 'rg-conformance')?.appServicePlans).toContain(target.planName);
      expect(
        await world.platform.appServicePlans.resourceGroup({ subscriptionId: world.subscriptionId, name: 'rg-conformance' }),
      ).toEqual(expect.objectContaining({ location: world.location }));

      const scaled = await run('appServicePlan.reconfigure', { pricingTier: 'P2v3', instanceCount: 4 });
      expect(scaled.at(-1)).toEqual(expect.objectContaining({ event: 'reconfigured' }));
      expect(scaled.at(-1)!.plan).toEqual(expect.objectContaining({ pricingTier: 'P2v3', instanceCount: 4 }));

      const emptied = await run('appServicePlan.deleteDeployment', { slot: 'Production' });
      expect(emptied.at(-1)!.plan.deployments).toEqual([]);
      // A slot that has no deployment is a failure of the platform's own, with a reason.
      await expect(
        world.platform.perform({
          operation: 'appServicePlan.deleteDeployment',
          target,
          args: { slot: 'Production' },
          phase: 0,
          operationId: crypto.randomUUID(),
        }),
      ).rejects.toSatisfy(isPlatformError);

      const repaired = await run('appServicePlan.repairAttendeeCountService', undefined, {
        name: 'Attendee count service',
        subscriptionId: world.subscriptionId,
      } as unknown as typeof target);
      for (const change of repaired) expect(change.plan.attendeeCountServiceState).toBe('running');

      const gone = await run('appServicePlan.decommission');
      expect(gone.at(-1)).toEqual(expect.objectContaining({ event: 'decommissioned' }));
      expect(await world.platform.appServicePlans.describe(target)).toBeNull();
    });

    it('runs a cloud service through every cloud service operation, reporting its slots and instances', async () => {
      const target = {
        cloudServiceId: crypto.randomUUID(),
        name: `conformance-${Date.now()}`,
        subscriptionId: world.subscriptionId,
      };
      const run = async (operation: PlatformRequest['operation'], args: Record<string, unknown> = {}) => {
        let last: PlatformChange[] = [];
        for (const phase of platformPhases[operation].keys()) {
          const result = await world.platform.perform({
            operation,
            target,
            args,
            phase,
            operationId: crypto.randomUUID(),
          } as PlatformRequest);
          expect(result.message).toEqual(expect.any(String));
          for (const change of result.changes) expect(changeKinds.has(change.kind)).toBe(true);
          last = result.changes;
        }
        const service = last.flatMap((c) => (c.kind === 'cloudService' ? [c] : [])).at(-1);
        return service!;
      };
      const created = await run('cloudService.create', {
        serviceName: target.name,
        instanceSize: 'Standard_D2',
        instanceCount: 2,
        packageVersion: '4.12.0',
      });
      expect(created.event).toBe('commissioned');
      const production = created.service!.deployments.find((d) => d.deploymentSlot === 'production')!;
      // doc2 §9: instance ids are named by index.
      expect(production.instances.map((i) => i.instanceId)).toEqual([`${target.name}_IN_0`, `${target.name}_IN_1`]);
      expect(production.instances.every((i) => i.status === 'Ready')).toBe(true);
      const instanceId = production.instances[1]!.instanceId;
      const rebooting = await world.platform.perform({
        operation: 'cloudService.rebootInstance',
        target,
        args: { slot: 'production', instanceId },
        phase: 0,
        operationId: crypto.randomUUID(),
      });
      const during = rebooting.changes.find((c) => c.kind === 'cloudService');
      expect(during?.kind === 'cloudService' && during.service?.deployments[0]?.instances[1]?.status).toBe('Rebooting');
      for (const operation of ['cloudService.rebootInstance', 'cloudService.reimageInstance'] as const) {
        const done = await run(operation, { slot: 'production', instanceId });
        expect(done.service!.deployments[0]!.instances[1]!.status).toBe('Ready');
      }
      const reconfigured = await run('cloudService.reconfigure', { instanceSize: 'Standard_D3', packageVersion: '4.13.0' });
      expect(reconfigured.event).toBe('reconfigured');
      expect(reconfigured.service).toMatchObject({ instanceSize: 'Standard_D3', packageVersion: '4.13.0' });
      // Read at once, the cloud answers the service as the last operation left it.
      expect(await world.platform.cloudServices.describe(target)).toMatchObject({
        instanceSize: 'Standard_D3',
        packageVersion: '4.13.0',
      });
      // Without a staging deployment there is nothing to swap: the platform says so.
      await expect(
        world.platform.perform({ operation: 'cloudService.vipSwap', target, phase: 0, operationId: crypto.randomUUID() }),
      ).rejects.toSatisfy(isPlatformError);
      const deleted = await run('cloudService.deleteDeployment', { slot: 'production' });
      expect(deleted.service!.deployments).toEqual([]);
      const gone = await run('cloudService.decommission');
      expect(gone).toMatchObject({ event: 'decommissioned', service: null });
      expect(await world.platform.cloudServices.describe(target)).toBeNull();
      await expect(
        world.platform.perform({
          operation: 'cloudService.reconfigure',
          target,
          args: { instanceSize: 'Standard_D2', packageVersion: '4.12.0' },
          phase: 0,
          operationId: crypto.randomUUID(),
        }),
      ).rejects.toSatisfy(isPlatformError);
    });

    it("swaps a known service's slots", async () => {
      const target = { cloudServiceId: crypto.randomUUID(), name: `swap-${Date.now()}`, subscriptionId: world.subscriptionId };
      const known = {
        instanceSize: 'Standard_D2',
        packageVersion: '4.12.0',
        deployments: [
          {
            deploymentSlot: 'production',
            packageVersion: '4.12.0',
            instances: [{ instanceId: `${target.name}_IN_0`, status: 'Ready' }],
          },
          {
            deploymentSlot: 'staging',
            packageVersion: '4.13.0',
            instances: [{ instanceId: `${target.name}_IN_1`, status: 'Ready' }],
          },
        ],
      };
      const result = await world.platform.perform({
        operation: 'cloudService.vipSwap',
        target,
        args: { known },
        phase: 0,
        operationId: crypto.randomUUID(),
      });
      const change = result.changes.find((c) => c.kind === 'cloudService');
      expect(change?.kind === 'cloudService' && change.service?.packageVersion).toBe('4.13.0');
    });

    it('leaves the world as it was when a phase fails', async () => {
      const target = world.failingCustomer;
      const [, stop] = platformPhases['tenant.disable'].map((_, phase) => phase);
      const failing = { operation: 'tenant.disable', target, phase: stop!, operationId: crypto.randomUUID() } as const;
      const failure = await world.platform.perform(failing).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isPlatformError(failure)).toBe(true);
      // A failure reports no fleet change (only a database server's failed provisioning may be told).
      expect((failure as PlatformError).changes.filter((c) => c.kind !== 'databaseServer')).toEqual([]);
      // The applications still run: starting them again changes none.
      const start = await world.platform.perform({
        operation: 'tenant.enable',
        target,
        phase: 0,
        operationId: crypto.randomUUID(),
      });
      expect(applicationStates(start.changes)).toEqual([]);
      // A failed phase is not recorded: tried again under its id it fails again rather than replaying.
      await expect(world.platform.perform(failing)).rejects.toSatisfy(isPlatformError);
    });

    it('provisions a database server phase by phase: progress, then succeeded, naming the server and its subscription', async () => {
      const subscriptionId = 'conformance-subscription';
      const serverName = `sql-conformance-${crypto.randomUUID().slice(0, 6)}`;
      const dispositions: string[] = [];
      for (const phase of platformPhases['databaseServer.provision'].map((_, i) => i)) {
        const result = await world.platform.perform({
          operation: 'databaseServer.provision',
          target: { serverName, subscriptionId, location: 'westeurope' },
          phase,
          operationId: crypto.randomUUID(),
        });
        for (const change of result.changes) {
          expect(change).toMatchObject({ kind: 'databaseServer', event: 'provisioned', serverName, subscriptionId });
          if (change.kind === 'databaseServer') dispositions.push(change.disposition);
        }
      }
      expect(dispositions.at(-1)).toBe('succeeded');
      expect(dispositions.slice(0, -1).every((d) => d === 'progress')).toBe(true);

      // The admin password is set at once: the server signs in with the new one only.
      const target = { serverName, subscriptionId };
      await world.platform.databaseServers.setAdminPassword({ ...target, password: 'First-Password-1!' });
      await world.platform.databaseServers.setAdminPassword({ ...target, password: 'Second-Password-2!' });
      expect(await world.platform.databaseServers.isAdminPassword({ ...target, password: 'Second-Password-2!' })).toBe(true);
      expect(await world.platform.databaseServers.isAdminPassword({ ...target, password: 'First-Password-1!' })).toBe(false);
      await expect(
        world.platform.databaseServers.setAdminPassword({ serverName: `${serverName}-absent`, subscriptionId, password: 'x' }),
      ).rejects.toSatisfy(isPlatformError);
    });

    it('installs a hosting certificate, which the monitor then lists, and binds one on a service', async () => {
      await world.platform.hostingCertificates.install({
        id: 'code-signing',
        thumbprint: 'AB',
        pfx: Buffer.from('pfx'),
        password: '',
      });
      expect(await world.platform.monitor.installedHostingCertificates()).toContain('code-signing');
      const bound = await world.platform.perform({
        operation: 'hostingCertificate.bind',
        target: { name: 'cs-conformance', subscriptionId: world.subscriptionId, serviceKind: 'cloudService' },
        args: { thumbprint: 'AB' },
        operationId: crypto.randomUUID(),
      });
      expect(bound.message).toEqual(expect.any(String));
    });

    it('makes an uploaded BACPAC the default database, which the monitor then answers', async () => {
      await world.platform.databaseServers.registerDefaultDatabase({ name: 'template.bacpac', sizeBytes: 4096 });
      expect(await world.platform.monitor.defaultDatabase()).not.toBeNull();
    });
  });
