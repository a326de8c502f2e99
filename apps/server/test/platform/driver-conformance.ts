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
  /** A subscription of the world, in which the suite creates its own cloud services. */
  subscriptionId: string;
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
      // Without a staging deployment there is nothing to swap: the platform says so.
      await expect(
        world.platform.perform({ operation: 'cloudService.vipSwap', target, phase: 0, operationId: crypto.randomUUID() }),
      ).rejects.toSatisfy(isPlatformError);
      const deleted = await run('cloudService.deleteDeployment', { slot: 'production' });
      expect(deleted.service!.deployments).toEqual([]);
      const gone = await run('cloudService.decommission');
      expect(gone).toMatchObject({ event: 'decommissioned', service: null });
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
  });
