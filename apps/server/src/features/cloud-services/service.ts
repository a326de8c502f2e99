import {
  cloudServiceBootstrapperPackageId,
  cloudServiceInstanceSizes,
  type CloudServiceActualDetails,
  type CloudServiceConfig,
  type CloudServiceDetail,
  type Job,
} from '@console/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { azureLocations, cloudServices, customers, deployments } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import type { Platform } from '../../platform/types';
import { AppError } from '../../lib/app-error';
import { requireSubscription, runBulkAction } from '../customers';
import { cloudServiceJobs, type CloudServiceJobPayload } from './cloud-service-jobs';

export type CloudServiceDeps = {
  db: Db;
  auth: AuthContext;
  jobs: Jobs | undefined;
  platform: Pick<Platform, 'cloudServices'>;
};

/** The bootstrapper version new services and the reconfigure form start from (doc2 §7 GET config). */
export const bootstrapperVersion = '4.12.0';

type Row = typeof cloudServices.$inferSelect;

const requireJobs = (deps: CloudServiceDeps) => {
  if (!deps.jobs) throw new AppError('unavailable', 'Background jobs are not running on this server, so the action cannot start');
  return deps.jobs;
};

const notFound = (id: string) => new AppError('notFound', `Cloud service ${id} was not found`);

/** The subscription's service, locked for the change that follows; another subscription's is a 404. */
const lockService = async (deps: CloudServiceDeps, id: string): Promise<Row> => {
  const subscriptionId = requireSubscription(deps.auth);
  const [row] = await deps.db
    .select()
    .from(cloudServices)
    .where(and(eq(cloudServices.id, id), eq(cloudServices.subscriptionId, subscriptionId)))
    .for('update');
  if (!row) throw notFound(id);
  return row;
};

/** A service being created or decommissioned takes no other action until that job ends. */
const requireSettled = (row: Row) => {
  if (row.status === 'commissioning' || row.status === 'decommissioning')
    throw new AppError('conflict', `Cloud service ${row.serviceName} is ${row.status}; try again when it has finished`);
};

/** The platform adopts a service it has not seen from what the console knows of it. */
const knownOf = (row: Row) => ({
  instanceSize: row.instanceSize,
  packageVersion: row.packageVersion,
  deployments: row.deployments,
});

const startJob = async (
  deps: CloudServiceDeps,
  row: Row,
  definition: (typeof cloudServiceJobs)[keyof typeof cloudServiceJobs],
  args: Record<string, unknown>,
): Promise<{ job: Job }> => {
  const payload: CloudServiceJobPayload = {
    cloudServiceId: row.id,
    serviceName: row.serviceName,
    subscriptionId: row.subscriptionId,
    args: { ...args, known: knownOf(row) },
  };
  const job = await requireJobs(deps).start(definition, {
    payload,
    subscriptionId: row.subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { job };
};

export const getConfig = (): CloudServiceConfig => ({
  supportedInstanceSizes: [...cloudServiceInstanceSizes],
  bootstrapperVersion,
});

export const getCloudService = async ({ deps, id }: { deps: CloudServiceDeps; id: string }): Promise<CloudServiceDetail> => {
  const subscriptionId = requireSubscription(deps.auth);
  const [row] = await deps.db
    .select()
    .from(cloudServices)
    .where(and(eq(cloudServices.id, id), eq(cloudServices.subscriptionId, subscriptionId)));
  if (!row) throw notFound(id);
  const hosted = await deps.db
    .selectDistinct({ id: customers.id, alias: customers.alias })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(and(eq(deployments.cloudServiceId, id), eq(customers.subscriptionId, subscriptionId)))
    .orderBy(asc(customers.alias));
  return {
    id: row.id,
    serviceName: row.serviceName,
    location: row.location,
    type: row.type,
    instanceCount: row.instanceCount,
    instanceSize: row.instanceSize,
    status: row.status,
    bootstrapperPackageId: cloudServiceBootstrapperPackageId,
    packageVersion: row.packageVersion,
    customerIds: hosted.map((c) => c.id),
    customers: hosted,
    deployments: [...row.deployments].sort((a, b) =>
      a.deploymentSlot.localeCompare(b.deploymentSlot),
    ) as CloudServiceDetail['deployments'],
    hostingGroupId: row.hostingGroupId,
  };
};

/** doc2 §7 GET {id}/actualdetails: the cloud's own answer about the service, read now. */
export const getActualDetails = async ({
  deps,
  id,
}: {
  deps: CloudServiceDeps;
  id: string;
}): Promise<CloudServiceActualDetails> => {
  const service = await getCloudService({ deps, id });
  const actual = await deps.platform.cloudServices.describe({
    cloudServiceId: service.id,
    name: service.serviceName,
    subscriptionId: requireSubscription(deps.auth),
  });
  return {
    serviceName: service.serviceName,
    existsInCloud: actual !== null,
    instanceSize: actual?.instanceSize ?? null,
    packageVersion: actual ? actual.packageVersion || null : null,
    deployments: [...(actual?.deployments ?? [])].sort((a, b) =>
      a.deploymentSlot.localeCompare(b.deploymentSlot),
    ) as CloudServiceActualDetails['deployments'],
    reportedAtUtc: new Date().toISOString(),
  };
};

/**
 * doc2 §7 POST {id}/moveToBarracuda: the named customers of this service go behind the web application
 * firewall service's application, one job with a step per customer (the customers' bulk job). A customer
 * the service does not host is refused by name.
 */
export const moveToBarracuda = async ({
  deps,
  id,
  customerIds,
  cudaAppId,
}: {
  deps: CloudServiceDeps;
  id: string;
  customerIds: string[];
  cudaAppId: string;
}) => {
  const row = await lockService(deps, id);
  requireSettled(row);
  const hosted = await deps.db
    .selectDistinct({ id: customers.id })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(and(eq(deployments.cloudServiceId, row.id), eq(customers.subscriptionId, row.subscriptionId)));
  const hostedIds = new Set(hosted.map((c) => c.id));
  const strangers = [...new Set(customerIds)].filter((customerId) => !hostedIds.has(customerId));
  if (strangers.length > 0)
    throw new AppError('badRequest', `customerIds: ${strangers.join(', ')} not hosted on cloud service ${row.serviceName}`);
  const job = await runBulkAction({
    deps: { db: deps.db, jobs: deps.jobs, auth: deps.auth },
    action: 'moveToWebApplicationFirewall',
    customerIds: [...hostedIds].filter((customerId) => customerIds.includes(customerId)),
    cudaAppId,
  });
  return { job };
};

/** doc2 §7 GET shared/{id}: a shared cloud service; a dedicated one (or another subscription's) is not found. */
export const getSharedCloudService = async ({ deps, id }: { deps: CloudServiceDeps; id: string }) => {
  const service = await getCloudService({ deps, id });
  if (service.type !== 'Shared') throw notFound(id);
  return service;
};

/**
 * doc2 §7 RDP link: a Remote Desktop file for one instance of a slot. Azure's classic cloud services reach
 * an instance through the service's address, the load balancer choosing it by the mstshash cookie.
 */
export const rdpFileOf = async ({
  deps,
  id,
  slot,
  instanceId,
}: {
  deps: CloudServiceDeps;
  id: string;
  slot: string;
  instanceId: string;
}) => {
  const service = await getCloudService({ deps, id });
  const deployment = service.deployments.find((d) => d.deploymentSlot === slot);
  if (!deployment?.instances.some((i) => i.instanceId === instanceId)) {
    throw new AppError('notFound', `Instance ${instanceId} is not in the ${slot} deployment of ${service.serviceName}`);
  }
  const host = slot === 'staging' ? `${service.serviceName}-staging` : service.serviceName;
  const content = [
    `full address:s:${host}.cloudapp.net:3389`,
    'prompt for credentials:i:1',
    'administrative session:i:1',
    `loadbalanceinfo:s:Cookie: mstshash=${service.serviceName}#${instanceId}`,
    '',
  ].join('\r\n');
  return { fileName: `${instanceId}.rdp`, content };
};

/** doc2 §2 "create shared service": the console's record (commissioning) and the job that builds it. */
export const createCloudService = async ({
  deps,
  input,
}: {
  deps: CloudServiceDeps;
  input: { serviceName: string; location: string; instanceSize: string; instanceCount: number };
}) => {
  const subscriptionId = requireSubscription(deps.auth);
  requireJobs(deps);
  const [location] = await deps.db.select().from(azureLocations).where(eq(azureLocations.name, input.location));
  if (!location) throw new AppError('badRequest', `Location: ${input.location} is not a known location`);
  if (!location.isSupported) throw new AppError('badRequest', `Location: ${location.displayName} is not supported`);
  const [taken] = await deps.db
    .select({ id: cloudServices.id })
    .from(cloudServices)
    .where(eq(cloudServices.serviceName, input.serviceName));
  if (taken) throw new AppError('conflict', `A cloud service named ${input.serviceName} already exists`);
  const [row] = await deps.db
    .insert(cloudServices)
    .values({
      id: randomUUID(),
      subscriptionId,
      serviceName: input.serviceName,
      location: input.location,
      type: 'Shared',
      instanceCount: input.instanceCount,
      instanceSize: input.instanceSize,
      status: 'commissioning',
      packageVersion: bootstrapperVersion,
      deployments: [],
    })
    .returning();
  return startJob(deps, row!, cloudServiceJobs.create, {
    serviceName: input.serviceName,
    instanceSize: input.instanceSize,
    instanceCount: input.instanceCount,
    packageVersion: bootstrapperVersion,
  });
};

export const reconfigureCloudService = async ({
  deps,
  id,
  input,
}: {
  deps: CloudServiceDeps;
  id: string;
  input: { version: string; instanceSize: string };
}) => {
  const row = await lockService(deps, id);
  requireSettled(row);
  if (!row.deployments.some((d) => d.deploymentSlot === 'production'))
    throw new AppError('conflict', `Cloud service ${row.serviceName} has no production deployment to reconfigure`);
  const started = await startJob(deps, row, cloudServiceJobs.reconfigure, {
    instanceSize: input.instanceSize,
    packageVersion: input.version,
  });
  await deps.db.update(cloudServices).set({ status: 'reconfiguring' }).where(eq(cloudServices.id, row.id));
  return started;
};

export const vipSwap = async ({ deps, id }: { deps: CloudServiceDeps; id: string }) => {
  const row = await lockService(deps, id);
  requireSettled(row);
  if (!row.deployments.some((d) => d.deploymentSlot === 'staging'))
    throw new AppError('conflict', `Cloud service ${row.serviceName} has no staging deployment to swap`);
  return startJob(deps, row, cloudServiceJobs.vipSwap, {});
};

export const deleteDeployment = async ({ deps, id, slot }: { deps: CloudServiceDeps; id: string; slot: string }) => {
  const row = await lockService(deps, id);
  requireSettled(row);
  if (!row.deployments.some((d) => d.deploymentSlot === slot))
    throw new AppError('notFound', `Cloud service ${row.serviceName} has no ${slot} deployment`);
  return startJob(deps, row, cloudServiceJobs.deleteDeployment, { slot });
};

export const instanceAction = async ({
  deps,
  id,
  slot,
  instanceId,
  action,
}: {
  deps: CloudServiceDeps;
  id: string;
  slot: string;
  instanceId: string;
  action: 'reboot' | 'reimage';
}) => {
  const row = await lockService(deps, id);
  requireSettled(row);
  const deployment = row.deployments.find((d) => d.deploymentSlot === slot);
  if (!deployment?.instances.some((i) => i.instanceId === instanceId))
    throw new AppError('notFound', `Cloud service ${row.serviceName} has no instance ${instanceId} in ${slot}`);
  const definition = action === 'reboot' ? cloudServiceJobs.rebootInstance : cloudServiceJobs.reimageInstance;
  return startJob(deps, row, definition, { slot, instanceId });
};

export const decommissionCloudService = async ({ deps, id }: { deps: CloudServiceDeps; id: string }) => {
  const row = await lockService(deps, id);
  if (row.status === 'commissioning')
    throw new AppError('conflict', `Cloud service ${row.serviceName} is commissioning; try again when it has finished`);
  const [hosted] = await deps.db
    .select({ alias: customers.alias })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(eq(deployments.cloudServiceId, row.id))
    .limit(1);
  if (hosted)
    throw new AppError('conflict', `Cloud service ${row.serviceName} still hosts customers (${hosted.alias}); move them first`);
  const started = await startJob(deps, row, cloudServiceJobs.decommission, {});
  await deps.db.update(cloudServices).set({ status: 'decommissioning' }).where(eq(cloudServices.id, row.id));
  return started;
};
