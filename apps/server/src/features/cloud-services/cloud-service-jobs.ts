import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cloudServices } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import type { Live } from '../../live/live';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import type { PlatformChange, PlatformCloudService, PlatformOperation, PlatformRequest } from '../../platform/types';

export type CloudServiceOperation = Extract<PlatformOperation, `cloudService.${string}`>;

export type CloudServiceJobPayload = {
  cloudServiceId: string;
  serviceName: string;
  subscriptionId: string;
  args: Record<string, unknown>;
};

type CloudServiceChange = Extract<PlatformChange, { kind: 'cloudService' }>;

/**
 * Keeps the console's copy of a cloud service from what the platform reported, then tells open
 * consoles: the list and the detail view read it again. Idempotent, so a replayed step writes again safely.
 */
export const keepCloudServiceChanges = async ({
  db,
  live,
  changes,
}: {
  db: Db;
  live: Live;
  changes: readonly PlatformChange[];
}) => {
  for (const change of changes.filter((c): c is CloudServiceChange => c.kind === 'cloudService')) {
    const [row] = await db.select().from(cloudServices).where(eq(cloudServices.id, change.cloudServiceId));
    if (!row) continue;
    if (change.event === 'decommissioned' || change.service === null) {
      await db.delete(cloudServices).where(eq(cloudServices.id, change.cloudServiceId));
    } else {
      const service: PlatformCloudService = change.service;
      const production = service.deployments.find((d) => d.deploymentSlot === 'production');
      await db
        .update(cloudServices)
        .set({
          instanceSize: service.instanceSize,
          packageVersion: service.packageVersion || row.packageVersion,
          deployments: service.deployments,
          instanceCount: production?.instances.length ?? 0,
          ...(change.event === 'commissioned' || change.event === 'reconfigured' ? { status: 'running' as const } : {}),
        })
        .where(eq(cloudServices.id, change.cloudServiceId));
    }
    await live.push({
      hub: 'cloudServices',
      event: change.event,
      payload: {
        kind: 'cloudService',
        id: change.cloudServiceId,
        name: row.serviceName,
        deployments: (change.service?.deployments ?? []).map((d) => ({
          deploymentSlot: d.deploymentSlot,
          instances: d.instances,
        })),
      },
      subscriptionId: change.subscriptionId,
    });
  }
};

const phaseSteps =
  (operation: CloudServiceOperation) =>
  (payload: CloudServiceJobPayload): JobStepDefinition<CloudServiceJobPayload>[] =>
    platformPhases[operation].map((phaseName, phase) => ({
      name: phaseName,
      run: async ({ platform, db, live, stepId, signal }) => {
        const request = {
          operation,
          target: { cloudServiceId: payload.cloudServiceId, name: payload.serviceName, subscriptionId: payload.subscriptionId },
          args: payload.args,
          operationId: stepId,
          phase,
          signal,
        } as PlatformRequest;
        const result = await performPlatformRequest({ platform, db, live, request });
        await keepCloudServiceChanges({ db, live, changes: result.changes });
        return { message: result.message };
      },
    }));

const jobNames: Record<CloudServiceOperation, string> = {
  'cloudService.create': 'Create cloud service',
  'cloudService.reconfigure': 'Reconfigure cloud service',
  'cloudService.vipSwap': 'VIP swap',
  'cloudService.deleteDeployment': 'Delete deployment',
  'cloudService.rebootInstance': 'Reboot instance',
  'cloudService.reimageInstance': 'Reimage instance',
  'cloudService.decommission': 'Decommission cloud service',
};

/** What the service's name says after an action: the slot or instance it acts on, when it has one. */
const detailOf = (payload: CloudServiceJobPayload) => {
  const { slot, instanceId } = payload.args;
  if (typeof instanceId === 'string') return ` ${instanceId}`;
  if (typeof slot === 'string') return ` ${slot}`;
  return '';
};

/** A job of one action on one cloud service: a second start of the same action on it is a 409 naming the first. */
const cloudServiceJob = (operation: CloudServiceOperation): JobDefinition<CloudServiceJobPayload> => ({
  type: operation,
  describe: (payload) => ({
    name: `${jobNames[operation]}${detailOf(payload)} of ${payload.serviceName}`,
    target: { type: 'cloudService', id: payload.cloudServiceId, name: payload.serviceName },
  }),
  // Instances of one service reboot side by side; each instance runs one action at a time.
  ...(operation === 'cloudService.rebootInstance' || operation === 'cloudService.reimageInstance'
    ? { singletonScope: (payload: CloudServiceJobPayload) => String(payload.args.instanceId) }
    : {}),
  steps: phaseSteps(operation),
  retryFrom: 'failedStep',
  // A failed action leaves the service as the platform last reported it, no longer busy.
  onCompleted: async ({ payload, db, live, isFaulted }) => {
    if (!isFaulted) return;
    if (operation === 'cloudService.create') {
      const [row] = await db.select().from(cloudServices).where(eq(cloudServices.id, payload.cloudServiceId));
      if (row?.status === 'commissioning') {
        await db.delete(cloudServices).where(eq(cloudServices.id, payload.cloudServiceId));
        await live.push({
          hub: 'cloudServices',
          event: 'decommissioned',
          payload: { kind: 'cloudService', id: payload.cloudServiceId, name: payload.serviceName, deployments: [] },
          subscriptionId: payload.subscriptionId,
        });
      }
      return;
    }
    await db.update(cloudServices).set({ status: 'running' }).where(eq(cloudServices.id, payload.cloudServiceId));
    await live.push({
      hub: 'cloudServices',
      event: 'instanceStateChanged',
      payload: { kind: 'cloudService', id: payload.cloudServiceId, name: payload.serviceName, deployments: [] },
      subscriptionId: payload.subscriptionId,
    });
  },
});

export const cloudServiceJobs = {
  create: cloudServiceJob('cloudService.create'),
  reconfigure: cloudServiceJob('cloudService.reconfigure'),
  vipSwap: cloudServiceJob('cloudService.vipSwap'),
  deleteDeployment: cloudServiceJob('cloudService.deleteDeployment'),
  rebootInstance: cloudServiceJob('cloudService.rebootInstance'),
  reimageInstance: cloudServiceJob('cloudService.reimageInstance'),
  decommission: cloudServiceJob('cloudService.decommission'),
} satisfies Record<string, JobDefinition<CloudServiceJobPayload>>;
