import {
  messages,
  type AzureDeploymentInput,
  type CreatedDeployment,
  type CustomerServiceHealth,
  type Deployment,
  type OnsiteDeploymentInput,
} from '@console/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  hostingGroupCertificates,
  onsiteDeploymentConnections,
  hostedApplications,
  hostingGroups,
  jobs as jobRecords,
} from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { findCustomer, hostingReasons, requireSubscription, type CustomerRow } from '../customers';
import { encryptSecret } from '../../lib/secrets';
import { generateGroupCertificate } from '../hosting-groups';
import {
  azureDeploymentReasons,
  resourceGroupFor,
  serviceBusConnectionStringReasons,
  sqlConnectionStringReasons,
} from '../validation';
import { createDeploymentJob, disableDeploymentJob, enableDeploymentJob, type DeploymentJobPayload } from './deployment-jobs';

export type DeploymentDeps = { db: Db; auth: AuthContext; config?: Config; jobs?: Jobs | undefined };

const requireJobs = (jobs: Jobs | undefined): Jobs => {
  if (!jobs) throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  return jobs;
};

/** The deployments of one customer of the caller's subscription, oldest first, each with its hosting groups. */
export const listDeployments = async ({ deps, customerId }: { deps: DeploymentDeps; customerId: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  return readDeployments({ db: deps.db, customerId: customer.id });
};

const readDeployments = async ({ db, customerId, ids }: { db: Db; customerId: string; ids?: string[] }) => {
  const rows = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.customerId, customerId), ids ? inArray(deployments.id, ids) : undefined))
    .orderBy(asc(deployments.createdAt), asc(deployments.id));
  const groups =
    rows.length === 0
      ? []
      : await db
          .select({
            deploymentId: deploymentHostingGroups.deploymentId,
            id: hostingGroups.id,
            identifier: hostingGroups.hostingGroupIdentifier,
          })
          .from(deploymentHostingGroups)
          .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentHostingGroups.hostingGroupId))
          .where(
            inArray(
              deploymentHostingGroups.deploymentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(hostingGroups.hostingGroupIdentifier));
  return rows.map((row): Deployment => ({
    id: row.id,
    customerId: row.customerId,
    kind: row.kind,
    isEnabled: row.isEnabled,
    hostingGroupIds: groups.filter((g) => g.deploymentId === row.id).map((g) => g.id),
    hostingGroupIdentifiers: groups.filter((g) => g.deploymentId === row.id).map((g) => g.identifier),
    azureLocation: row.azureLocation,
    resourceGroupName: row.resourceGroupName,
    hostingPlan: row.hostingPlan,
    cloudServiceId: row.cloudServiceId,
    appServicePlanId: row.appServicePlanId,
  }));
};

/** A deployment of a customer of the caller's subscription; any other (or another customer's) is a 404. */
export const findDeployment = async ({
  deps,
  customerId,
  deploymentId,
}: {
  deps: Pick<DeploymentDeps, 'db' | 'auth'>;
  customerId: string;
  deploymentId: string;
}) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  const [deployment] = await deps.db
    .select()
    .from(deployments)
    .where(and(eq(deployments.id, deploymentId), eq(deployments.customerId, customer.id)));
  if (!deployment) throw new AppError('notFound', `Deployment ${deploymentId} of ${customer.alias} was not found`);
  return { customer, deployment };
};

/** Whether a deployment of the subscription has this id (live group joins are checked with it). */
export const isDeploymentOfSubscription = async ({
  db,
  deploymentId,
  subscriptionId,
}: {
  db: Db;
  deploymentId: string;
  subscriptionId: string;
}) => {
  if (!/^[0-9a-f-]{36}$/i.test(deploymentId)) return false;
  const [row] = await db
    .select({ id: deployments.id })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(and(eq(deployments.id, deploymentId), eq(customers.subscriptionId, subscriptionId)));
  return Boolean(row);
};

/** A customer being provisioned or decommissioned is busy: no deployment work starts meanwhile. */
const assertCustomerSettled = (customer: CustomerRow) => {
  if (customer.state === 'provisioning') throw new AppError('conflict', `${customer.alias} is still being provisioned`);
  if (customer.state === 'decommissioning') throw new AppError('conflict', `${customer.alias} is being decommissioned`);
};

/** One deployment job at a time: enabling a deployment that is still being created (or disabled) waits. */
const assertDeploymentIdle = async (db: Db, deploymentId: string) => {
  const [running] = await db
    .select({ name: jobRecords.name })
    .from(jobRecords)
    .where(and(eq(jobRecords.targetType, 'deployment'), eq(jobRecords.targetId, deploymentId), eq(jobRecords.isCompleted, false)))
    .limit(1);
  if (running) throw new AppError('conflict', `The deployment is busy: ${running.name} has not finished yet`);
};

const startDeploymentJob = async (
  deps: DeploymentDeps,
  definition: typeof createDeploymentJob,
  payload: DeploymentJobPayload,
  subscriptionId: string,
) => requireJobs(deps.jobs).start(definition, { payload, subscriptionId, operatorId: deps.auth.operator.id });

/** doc1 §4: enable is allowed only when disabled, disable only when enabled (409 otherwise). */
export const setDeploymentEnabled = async ({
  deps,
  customerId,
  deploymentId,
  isEnabled,
}: {
  deps: DeploymentDeps;
  customerId: string;
  deploymentId: string;
  isEnabled: boolean;
}) => {
  const { customer, deployment } = await findDeployment({ deps, customerId, deploymentId });
  requireJobs(deps.jobs);
  assertCustomerSettled(customer);
  if (deployment.isEnabled === isEnabled) {
    throw new AppError('conflict', isEnabled ? messages.deployments.whyNoEnable : messages.deployments.whyNoDisable);
  }
  await assertDeploymentIdle(deps.db, deployment.id);
  return startDeploymentJob(
    deps,
    isEnabled ? enableDeploymentJob : disableDeploymentJob,
    { customerId: customer.id, alias: customer.alias, deploymentId: deployment.id, kind: deployment.kind },
    customer.subscriptionId,
  );
};

/** The Azure hosting group of the subscription in a location that runs the fewest deployments. */
const azureGroupFor = async (db: Db, subscriptionId: string, location: string) => {
  const [group] = await db
    .select({ id: hostingGroups.id, deployments: count(deploymentHostingGroups.deploymentId) })
    .from(hostingGroups)
    .leftJoin(deploymentHostingGroups, eq(deploymentHostingGroups.hostingGroupId, hostingGroups.id))
    .where(
      and(
        eq(hostingGroups.subscriptionId, subscriptionId),
        eq(hostingGroups.kind, 'azure'),
        eq(hostingGroups.azureLocation, location),
      ),
    )
    .groupBy(hostingGroups.id)
    .orderBy(asc(count(deploymentHostingGroups.deploymentId)), asc(hostingGroups.hostingGroupIdentifier))
    .limit(1);
  return group ?? null;
};

/**
 * doc1 §2 "Create Azure deployment": the location must be an Azure location customers may use, the
 * shared hosting must be of the subscription in that location, and the customer may have one Azure
 * deployment per location. Each reason names its field.
 */
export const createAzureDeployment = async ({
  deps,
  customerId,
  input,
}: {
  deps: DeploymentDeps;
  customerId: string;
  input: AzureDeploymentInput;
}): Promise<CreatedDeployment> => {
  const subscriptionId = requireSubscription(deps.auth);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id: customerId });
  const location = input.selectedAzureLocation.trim();
  const reasons = (await azureDeploymentReasons({ db: deps.db, alias: '', location })).map((r) => `Azure location: ${r}`);
  const hosting = {
    location,
    hostingPlan: input.selectedHostingPlan,
    cloudServiceId: input.selectedSharedCloudService ?? null,
    appServicePlanId: input.appServicePlan ?? null,
    isAppService: input.isDeployAsAppService ?? false,
  };
  if (reasons.length === 0) {
    const hostingProblems = await hostingReasons({ db: deps.db, subscriptionId, hosting });
    reasons.push(...hostingProblems.map((r) => `${/app service/i.test(r) ? 'App service plan' : 'Shared cloud service'}: ${r}`));
    const [existing] = await deps.db
      .select({ id: deployments.id })
      .from(deployments)
      .where(
        and(eq(deployments.customerId, customer.id), eq(deployments.kind, 'azure'), eq(deployments.azureLocation, location)),
      );
    if (existing) reasons.push(`Azure location: ${customer.alias} already has an Azure deployment in ${location}.`);
  }
  const group = reasons.length === 0 ? await azureGroupFor(deps.db, subscriptionId, location) : null;
  if (reasons.length === 0 && !group) reasons.push(`Azure location: no hosting group of this subscription serves ${location}.`);
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  assertCustomerSettled(customer);
  const jobs = requireJobs(deps.jobs);
  const [taken] = await deps.db
    .select({ id: deployments.id })
    .from(deployments)
    .where(eq(deployments.resourceGroupName, resourceGroupFor(customer.alias)));
  const [row] = await deps.db
    .insert(deployments)
    .values({
      customerId: customer.id,
      kind: 'azure',
      azureLocation: location,
      resourceGroupName: taken ? `${resourceGroupFor(customer.alias)}-${location}` : resourceGroupFor(customer.alias),
      hostingPlan: hosting.hostingPlan,
      cloudServiceId: hosting.isAppService ? null : hosting.cloudServiceId,
      appServicePlanId: hosting.isAppService ? hosting.appServicePlanId : null,
    })
    .returning();
  await deps.db.insert(deploymentHostingGroups).values({ deploymentId: row!.id, hostingGroupId: group!.id });
  const job = await jobs.start<DeploymentJobPayload>(createDeploymentJob, {
    payload: { customerId: customer.id, alias: customer.alias, deploymentId: row!.id, kind: 'azure' },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  const [deployment] = await readDeployments({ db: deps.db, customerId: customer.id, ids: [row!.id] });
  return { deployment: deployment!, job };
};

/**
 * doc1 §2 "Create on-site deployment": the customer's machines form a new on-site hosting group with
 * its first machine and the certificate further machines join with; the deployment runs there.
 */
export const createOnsiteDeployment = async ({
  deps,
  customerId,
  input,
}: {
  deps: DeploymentDeps & { config: Config };
  customerId: string;
  input: OnsiteDeploymentInput;
}): Promise<CreatedDeployment> => {
  const subscriptionId = requireSubscription(deps.auth);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id: customerId });
  const identifier = input.hostingGroupIdentifier.trim();
  const machineName = input.machineName.trim();
  const reasons: string[] = [];
  const [groupTaken] = await deps.db
    .select({ id: hostingGroups.id })
    .from(hostingGroups)
    .where(eq(hostingGroups.hostingGroupIdentifier, identifier));
  if (groupTaken) reasons.push(`Hosting group identifier: ${identifier} is already taken.`);
  const [machineTaken] = await deps.db
    .select({ id: deploymentControllers.id })
    .from(deploymentControllers)
    .where(eq(deploymentControllers.name, machineName));
  if (machineTaken) reasons.push(`Machine name: ${machineName} is already registered.`);
  const databaseConnectionString = input.databaseConnectionString?.trim() || null;
  const messagingConnectionString = input.messagingConnectionString?.trim() || null;
  if (databaseConnectionString) {
    for (const reason of sqlConnectionStringReasons(databaseConnectionString))
      reasons.push(`Database connection string: ${reason}`);
  }
  if (messagingConnectionString) {
    for (const reason of await serviceBusConnectionStringReasons(messagingConnectionString)) {
      reasons.push(`Messaging connection string: ${reason}`);
    }
  }
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  assertCustomerSettled(customer);
  const jobs = requireJobs(deps.jobs);
  const certificate = generateGroupCertificate({
    hostingGroupIdentifier: identifier,
    isPrivateKeyProtected: input.isPrivateKeyProtected ?? true,
  });
  const [group] = await deps.db
    .insert(hostingGroups)
    .values({ subscriptionId, hostingGroupIdentifier: identifier, kind: 'onsite', azureLocation: null })
    .returning();
  await deps.db.insert(deploymentControllers).values({ hostingGroupId: group!.id, name: machineName });
  const key = deps.config.secretsEncryptionKey;
  await deps.db.insert(hostingGroupCertificates).values({
    hostingGroupId: group!.id,
    thumbprint: certificate.thumbprint,
    subject: certificate.subject,
    notAfter: certificate.notAfter,
    pfxEncrypted: encryptSecret(certificate.pfx, key),
    privateKeyPasswordEncrypted:
      certificate.privateKeyPassword === null ? null : encryptSecret(Buffer.from(certificate.privateKeyPassword, 'utf8'), key),
  });
  const [row] = await deps.db.insert(deployments).values({ customerId: customer.id, kind: 'onsite' }).returning();
  await deps.db.insert(deploymentHostingGroups).values({ deploymentId: row!.id, hostingGroupId: group!.id });
  if (databaseConnectionString || messagingConnectionString) {
    const seal = (plain: string | null) => (plain === null ? null : encryptSecret(Buffer.from(plain, 'utf8'), key));
    await deps.db.insert(onsiteDeploymentConnections).values({
      deploymentId: row!.id,
      databaseConnectionStringEncrypted: seal(databaseConnectionString),
      messagingConnectionStringEncrypted: seal(messagingConnectionString),
    });
  }
  const job = await jobs.start<DeploymentJobPayload>(createDeploymentJob, {
    payload: { customerId: customer.id, alias: customer.alias, deploymentId: row!.id, kind: 'onsite' },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  const [deployment] = await readDeployments({ db: deps.db, customerId: customer.id, ids: [row!.id] });
  return { deployment: deployment!, job };
};

/**
 * How the customer's site runs, from its applications as the platform last reported them (the
 * console's fleet record, decision 012). A disabled customer's stopped applications are expected, not down.
 */
export const readServiceHealth = async ({ deps, customerId }: { deps: DeploymentDeps; customerId: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  const applications = await deps.db
    .select({ name: hostedApplications.name, kind: hostedApplications.kind, state: hostedApplications.state })
    .from(hostedApplications)
    .where(eq(hostedApplications.customerId, customer.id))
    .orderBy(asc(hostedApplications.name));
  const isDown = customer.isEnabled && applications.some((app) => app.state === 'stopped' || app.state === 'faulted');
  const status: CustomerServiceHealth['status'] =
    applications.length === 0
      ? 'none'
      : !customer.isEnabled
        ? 'stopped'
        : isDown
          ? 'down'
          : applications.some((app) => app.state === 'starting')
            ? 'starting'
            : 'up';
  return { customerId: customer.id, status, applications };
};
