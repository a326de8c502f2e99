import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cloudServices, simulatedCloudServices } from '../../db/schema';
import {
  PlatformError,
  type CloudServiceTarget,
  type PlatformChange,
  type PlatformCloudService,
  type PlatformCloudServices,
} from '../types';
import type { EffectContext, EffectResult } from './effects';

/**
 * The simulated cloud's cloud services: each keeps its slots and instances (with states) in its own
 * table. A service the console knew before the simulation did (seeded) is adopted from the `known` arg.
 */

type Slot = PlatformCloudService['deployments'][number];
type Row = typeof simulatedCloudServices.$inferSelect;
type InstanceStatus = Slot['instances'][number]['status'];

/** doc2 §9: default instance ids are named by index. */
export const defaultInstances = (serviceName: string, count: number, status: InstanceStatus) =>
  Array.from({ length: count }, (_, index) => ({ instanceId: `${serviceName}_IN_${index}`, status }));

const stringArg = (context: EffectContext, name: string) => {
  const value = context.request.args?.[name];
  if (typeof value !== 'string' || value === '') throw new PlatformError(`${context.request.operation} needs ${name}`);
  return value;
};

const snapshot = (row: Row): PlatformCloudService => ({
  instanceSize: row.instanceSize,
  packageVersion: row.deployments.find((d) => d.deploymentSlot === 'production')?.packageVersion ?? '',
  deployments: row.deployments as PlatformCloudService['deployments'],
});

const change = (
  target: CloudServiceTarget,
  event: Extract<PlatformChange, { kind: 'cloudService' }>['event'],
  row: Row | null,
): PlatformChange => ({
  kind: 'cloudService',
  subscriptionId: target.subscriptionId,
  cloudServiceId: target.cloudServiceId,
  event,
  service: row && !row.isDecommissioned ? snapshot(row) : null,
});

/**
 * The service, locked; adopted from what the console knows when the simulation has not seen it yet. Two
 * actions may adopt the same service at once (two instances rebooting): the insert yields to the first,
 * and both then lock the one row.
 */
const loadService = async ({ tx, request }: EffectContext): Promise<Row> => {
  const target = request.target as CloudServiceTarget;
  const lockRow = async () =>
    (await tx.select().from(simulatedCloudServices).where(eq(simulatedCloudServices.id, target.cloudServiceId)).for('update'))[0];
  let row = await lockRow();
  if (!row) {
    const known = request.args?.known as PlatformCloudService | undefined;
    if (!known) throw new PlatformError(`Cloud service ${target.name} does not exist`);
    await tx
      .insert(simulatedCloudServices)
      .values({
        id: target.cloudServiceId,
        subscriptionId: target.subscriptionId,
        serviceName: target.name,
        instanceSize: known.instanceSize,
        deployments: known.deployments,
      })
      .onConflictDoNothing();
    row = await lockRow();
  }
  if (!row || row.isDecommissioned) throw new PlatformError(`Cloud service ${target.name} does not exist`);
  return row;
};

const save = async (context: EffectContext, row: Row, values: Partial<Row>) => {
  const [updated] = await context.tx
    .update(simulatedCloudServices)
    .set(values)
    .where(eq(simulatedCloudServices.id, row.id))
    .returning();
  return updated!;
};

const withInstance = (row: Row, slot: string, instanceId: string, status: InstanceStatus, target: CloudServiceTarget) => {
  const deployment = row.deployments.find((d) => d.deploymentSlot === slot);
  if (!deployment) throw new PlatformError(`Cloud service ${target.name} has no ${slot} deployment`);
  if (!deployment.instances.some((i) => i.instanceId === instanceId))
    throw new PlatformError(`Cloud service ${target.name} has no instance ${instanceId} in ${slot}`);
  return row.deployments.map((d) =>
    d.deploymentSlot === slot
      ? { ...d, instances: d.instances.map((i) => (i.instanceId === instanceId ? { ...i, status } : i)) }
      : d,
  );
};

const create = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as CloudServiceTarget;
  const { tx, phase, phaseName } = context;
  const serviceName = stringArg(context, 'serviceName');
  const instanceSize = stringArg(context, 'instanceSize');
  const packageVersion = stringArg(context, 'packageVersion');
  const count = Number(context.request.args?.instanceCount ?? 2);
  if (phase === 0) {
    const [row] = await tx
      .insert(simulatedCloudServices)
      .values({ id: target.cloudServiceId, subscriptionId: target.subscriptionId, serviceName, instanceSize, deployments: [] })
      .onConflictDoNothing()
      .returning();
    return { message: `${phaseName}: ${serviceName}`, changes: row ? [change(target, 'instanceStateChanged', row)] : [] };
  }
  const row = await loadService(context);
  const status: InstanceStatus = phase === 1 ? 'Busy' : 'Ready';
  const updated = await save(context, row, {
    deployments: [{ deploymentSlot: 'production', packageVersion, instances: defaultInstances(serviceName, count, status) }],
  });
  return {
    message: `${phaseName}: ${count} instances ${status === 'Ready' ? 'ready' : 'starting'}`,
    changes: [change(target, phase === 2 ? 'commissioned' : 'instanceStateChanged', updated)],
  };
};

const reconfigure = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as CloudServiceTarget;
  const row = await loadService(context);
  const instanceSize = stringArg(context, 'instanceSize');
  const packageVersion = stringArg(context, 'packageVersion');
  const isLast = context.phase === context.phaseCount - 1;
  const updated = await save(context, row, {
    instanceSize: isLast ? instanceSize : row.instanceSize,
    deployments: row.deployments.map((d) =>
      d.deploymentSlot === 'production'
        ? {
            ...d,
            packageVersion: isLast ? packageVersion : d.packageVersion,
            instances: d.instances.map((i) => ({ ...i, status: isLast ? 'Ready' : 'Busy' })),
          }
        : d,
    ),
  });
  return {
    message: `${context.phaseName}: ${packageVersion} on ${instanceSize}`,
    changes: [change(target, isLast ? 'reconfigured' : 'instanceStateChanged', updated)],
  };
};

const vipSwap = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as CloudServiceTarget;
  const row = await loadService(context);
  if (!row.deployments.some((d) => d.deploymentSlot === 'staging'))
    throw new PlatformError(`Cloud service ${target.name} has no staging deployment to swap`);
  const swapped = row.deployments.map(
    (d) => ({ ...d, deploymentSlot: d.deploymentSlot === 'production' ? 'staging' : 'production' }) as Slot,
  );
  const updated = await save(context, row, { deployments: swapped });
  return { message: `${context.phaseName}: staging is now production`, changes: [change(target, 'reconfigured', updated)] };
};

const deleteDeployment = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as CloudServiceTarget;
  const row = await loadService(context);
  const slot = stringArg(context, 'slot');
  if (!row.deployments.some((d) => d.deploymentSlot === slot))
    throw new PlatformError(`Cloud service ${target.name} has no ${slot} deployment`);
  const updated = await save(context, row, { deployments: row.deployments.filter((d) => d.deploymentSlot !== slot) });
  return { message: `${context.phaseName}: ${slot} deleted`, changes: [change(target, 'reconfigured', updated)] };
};

const instanceStep =
  (busy: InstanceStatus) =>
  async (context: EffectContext): Promise<EffectResult> => {
    const target = context.request.target as CloudServiceTarget;
    const row = await loadService(context);
    const slot = stringArg(context, 'slot');
    const instanceId = stringArg(context, 'instanceId');
    const status: InstanceStatus = context.phase === 0 ? busy : 'Ready';
    const updated = await save(context, row, { deployments: withInstance(row, slot, instanceId, status, target) });
    return {
      message: `${context.phaseName}: ${instanceId} ${status}`,
      changes: [change(target, 'instanceStateChanged', updated)],
    };
  };

const decommission = async (context: EffectContext): Promise<EffectResult> => {
  const target = context.request.target as CloudServiceTarget;
  const row = await loadService(context);
  if (context.phase === 0) {
    const updated = await save(context, row, { deployments: [] });
    return { message: `${context.phaseName}: done`, changes: [change(target, 'instanceStateChanged', updated)] };
  }
  const updated = await save(context, row, { isDecommissioned: true });
  return { message: `${context.phaseName}: ${target.name} removed`, changes: [change(target, 'decommissioned', updated)] };
};

export const cloudServiceEffects = {
  'cloudService.create': { 0: create, 1: create, 2: create },
  'cloudService.reconfigure': { 0: reconfigure, 1: reconfigure },
  'cloudService.vipSwap': { 0: vipSwap },
  'cloudService.deleteDeployment': { 0: deleteDeployment },
  'cloudService.rebootInstance': { 0: instanceStep('Rebooting'), 1: instanceStep('Rebooting') },
  'cloudService.reimageInstance': { 0: instanceStep('Reimaging'), 1: instanceStep('Reimaging') },
  'cloudService.decommission': { 0: decommission, 1: decommission },
} as const;

/**
 * The simulated cloud answering reads about cloud services. A service the seed gave the console and no
 * action has touched yet is adopted from the console's record first, as the app service plans are: the
 * simulated cloud began with the seeded fleet.
 */
export const createSimulatedCloudServices = ({ db }: { db: Db }): PlatformCloudServices => ({
  describe: async (target) => {
    const ofTarget = and(
      eq(simulatedCloudServices.id, target.cloudServiceId),
      eq(simulatedCloudServices.subscriptionId, target.subscriptionId),
    );
    const [row] = await db.select().from(simulatedCloudServices).where(ofTarget);
    if (row) return row.isDecommissioned ? null : snapshot(row);
    const [seeded] = await db
      .select()
      .from(cloudServices)
      .where(and(eq(cloudServices.id, target.cloudServiceId), eq(cloudServices.subscriptionId, target.subscriptionId)));
    if (!seeded || seeded.status === 'commissioning') return null;
    const [adopted] = await db
      .insert(simulatedCloudServices)
      .values({
        id: seeded.id,
        subscriptionId: seeded.subscriptionId,
        serviceName: seeded.serviceName,
        instanceSize: seeded.instanceSize,
        deployments: seeded.deployments,
      })
      .onConflictDoNothing()
      .returning();
    const [current] = adopted ? [adopted] : await db.select().from(simulatedCloudServices).where(ofTarget);
    return current && !current.isDecommissioned ? snapshot(current) : null;
  },
});
