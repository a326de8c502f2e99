import { changeReasonHeader, kpiDateOptionsAt, subscriptionHeader, type Endpoint } from '@console/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  appServicePlans,
  boostUsages,
  cloudServices,
  computeMigrations,
  customerDomains,
  customerReports,
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  desiredStateInvestigations,
  performanceChecks,
  hostingGroupCertificates,
  hostingGroups,
  managementCertificates,
  ossecKeys,
  releaseChannels,
  releases,
  upgradeCosts,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import type { TestApp } from '../harness';
import { settle } from '../support/jobs';
import { fixturePassword, makePfx } from '../support/pkcs12';
import { readPkcs12 } from '../../src/lib/pkcs12';
import { multipartBody, pathWith, sampleRequest, type SampleRequest } from './requests';

/**
 * One valid call per endpoint, written out by hand: params, query, body (and file) that succeed
 * against a fresh seeded test app with the fixture below. The permission sweep sends them so that
 * "allowed" means the handler ran; the audit sweep sends each change once and looks for its record.
 * A change endpoint without a sample fails the audit sweep until it is given one.
 */

/** The test app's email provider (EMAIL_PROVIDER's default) names the IP pool's calls. */
const emailIpProvider = 'sendGridIpManagement';

/** What the samples act on, made once per suite. */
export type SampleFixture = {
  subscriptionId: string;
  /** Seeded Azure customers of the first subscription, for changes that leave them usable. */
  customerId: string;
  deploymentId: string;
  secondCustomerId: string;
  thirdCustomerId: string;
  /** A customer of its own for the decommission, which no other sample may need afterwards. */
  throwawayCustomerId: string;
  disabledCustomerId: string;
  /** A customer with one enabled and one disabled deployment. */
  deploymentsCustomerId: string;
  enabledDeploymentId: string;
  disabledDeploymentId: string;
  /** Customers with a custom domain and a URL rewrite rule: one to use them, one to remove them. */
  domainsCustomerId: string;
  removalsCustomerId: string;
  paymentGateway: string;
  /** The federated sign-in configuration's client (the console's own OIDC client id). */
  clientId: string;
  hostingGroupId: string;
  deploymentControllerId: string;
  /** An on-site hosting group's certificate, made by an on-site deployment in the fixture. */
  certificateThumbprint: string;
  /** A deployment with a compute migration, started by the fixture. */
  migrationCustomerId: string;
  migrationDeploymentId: string;
  migrationId: string;
  /** An open desired-state investigation of the first customer, and an on-site customer with a machine. */
  investigationId: string;
  /** A performance check of each kind in the fixture's subscription. */
  performanceCheckIds: { standard: string; pageHit: string; hardware: string };
  hostedCustomerId: string;
  /** A shared service outside UK South, where the fixture's own customers have no deployment yet. */
  elsewhereService: { id: string; location: string };
  releaseChannelId: string;
  /** A release no channel has, and two channels no customer is in: one to promote it to, one to remove. */
  releaseId: string;
  promotionChannelId: string;
  emptyChannelId: string;
  boostUsageId: string;
  sharedCloudServiceId: string;
  /** A seeded shared app service plan (with a staging slot) and a dedicated one to decommission. */
  appServicePlan: { id: string; location: string; resourceGroup: string };
  throwawayAppServicePlan: { id: string; planName: string };
  otherCloudServiceId: string;
  /** The service the first customer's deployment runs on, and another shared one at its location. */
  migrationSourceId: string;
  migrationTargetId: string;
  /** A seeded shared service of the fixture's subscription with a staging slot, and one of its instances. */
  slottedCloudService: { id: string; instanceId: string };
  /** A seeded dedicated service no customer runs on, for the decommission. */
  idleCloudServiceId: string;
  /** A seeded shared service with only a production slot, whose instance the reboot sample restarts. */
  rebootCloudService: { id: string; instanceId: string };
  customReportId: string;
  eaPayId: string;
  deletedSiteId: string;
  databaseServerName: string;
  databaseName: string;
  deadLetterIds: string[];
  /** A seeded upgrade cost, at the version a fresh app has. */
  upgradeCost: { id: string; version: number };
  /** The seeded management certificate's thumbprint (the replacement's typed confirmation). */
  managementThumbprint: string;
  /** The seeded intrusion-detection keys assigned to agents, each deallocated once. */
  assignedOssecKeyIds: string[];
};

/** An id nothing has: for samples aimed at state a fresh app does not have. */
const unknownId = '00000000-0000-4000-8000-000000000000';

export type ValidSample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: { name: string; content: string | Buffer; fields?: Record<string, string> };
  /** The ids the audit record must name. */
  targets: string[];
  /** The change reason a destructive sample sends (the console asks for one in its confirmation). */
  reason?: string;
  /** A sample the handler is meant to refuse (state the fixture cannot cheaply make): its record says failed. */
  outcome?: 'failed';
};

const insertCustomer = async (t: TestApp, alias: string, { isEnabled = true } = {}) => {
  const [channel] = await t.db.select().from(releaseChannels).orderBy(asc(releaseChannels.name)).limit(1);
  const [customer] = await t.db
    .insert(customers)
    .values({
      subscriptionId: seedSubscriptions[0]!.id,
      name: `Sample ${alias}`,
      alias,
      emailDomain: `${alias}.example`,
      releaseChannelId: channel!.id,
      isEnabled,
    })
    .returning();
  const [deployment] = await t.db
    .insert(deployments)
    .values({
      customerId: customer!.id,
      kind: 'azure',
      azureLocation: 'uksouth',
      resourceGroupName: `rg-${alias}`,
      hostingPlan: 'Shared',
    })
    .returning();
  return { customerId: customer!.id, deploymentId: deployment!.id };
};

const releaseSamples = async (t: TestApp) => {
  const [release] = await t.db.insert(releases).values({ version: '2099.1.0-sample' }).returning();
  const [promotion, empty] = await t.db
    .insert(releaseChannels)
    .values([{ name: 'Sample promotion' }, { name: 'Sample removal' }])
    .returning();
  return { releaseId: release!.id, promotionChannelId: promotion!.id, emptyChannelId: empty!.id };
};

/** Makes what the samples act on: reads the seeded fleet, adds customers of its own, asks the API for the rest. */
/** A default database BACPAC (a zip package's first bytes) in blob storage, as a browser upload leaves it. */
const storeDefaultDatabaseBlob = async (t: TestApp) => {
  const service = await t.app.blobStorage.client();
  const blob = service.getContainerClient(t.config.blob.container).getBlockBlobClient(t.config.blob.blobName);
  const content = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
  await blob.upload(content, content.length);
};

export const createSampleFixture = async (t: TestApp): Promise<SampleFixture> => {
  await storeDefaultDatabaseBlob(t);
  const subscriptionId = seedSubscriptions[0]!.id;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscriptionId }),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
  };
  // Seeded, enabled Azure customers with a boost usage: the richest a fresh fleet offers.
  const rows = await t.db
    .select({ customerId: customers.id, deploymentId: deployments.id, boostUsageId: boostUsages.id })
    .from(customers)
    .innerJoin(deployments, and(eq(deployments.customerId, customers.id), eq(deployments.kind, 'azure')))
    .innerJoin(boostUsages, eq(boostUsages.customerId, customers.id))
    .where(
      and(eq(customers.subscriptionId, subscriptionId), eq(customers.isEnabled, true), isNotNull(customers.releaseChannelId)),
    )
    .orderBy(asc(customers.alias), asc(boostUsages.planKind));
  const distinct = [...new Map(rows.map((row) => [row.customerId, row])).values()];
  const [first, second, third] = distinct;
  const [channel] = await t.db.select().from(releaseChannels).orderBy(asc(releaseChannels.name)).limit(1);
  const services = await t.db.select().from(cloudServices).orderBy(asc(cloudServices.serviceName));
  // New customers and deployments go to UK South, on a shared service there.
  const shared = services.filter((service) => service.location === 'uksouth' && service.type === 'Shared');
  const throwaway = await insertCustomer(t, 'samplethrowaway');
  const disabled = await insertCustomer(t, 'sampledisabled', { isEnabled: false });
  const deploymentsCustomer = await insertCustomer(t, 'sampledeploys');
  const [disabledDeployment] = await t.db
    .insert(deployments)
    .values({
      customerId: deploymentsCustomer.customerId,
      kind: 'azure',
      azureLocation: 'uksouth',
      isEnabled: false,
      hostingPlan: 'Shared',
    })
    .returning();
  const domains = await insertCustomer(t, 'sampledomains');
  const removals = await insertCustomer(t, 'sampleremovals');
  for (const { customerId } of [domains, removals]) {
    const path = `/api/customers/customdomain/${customerId}`;
    await call('POST', `${path}/customDomainName`, { customDomainName: customDomain, enableEventsAirDomain: false });
    await call('POST', `${path}/addUrlRewrite`, { ruleName: rewriteRule, conditionsDto: [], domainName: rewriteDomain });
    await call('POST', `${path}/addPortalAliases`, { input: portalAlias });
  }
  // A certificate is ordered and Front Door takes a domain only once it has been validated, which takes the
  // platform's DNS a while: the rewrite rule's domain is written as validated (the custom domain is left to
  // the validation samples, which may fail it again).
  await t.db
    .insert(customerDomains)
    .values({ customerId: domains.customerId, domainName: rewriteDomain, validationState: 'validated', validatedAt: new Date() })
    .onConflictDoUpdate({
      target: [customerDomains.customerId, customerDomains.domainName],
      set: { validationState: 'validated', validatedAt: new Date() },
    });
  const [gateway] = ((await call('GET', '/api/paymentgateways/standard')).body ?? []) as { name: string }[];
  const [group] = await t.db
    .select({ hostingGroupId: deploymentHostingGroups.hostingGroupId, controllerId: deploymentControllers.id })
    .from(deploymentHostingGroups)
    .innerJoin(deploymentControllers, eq(deploymentControllers.hostingGroupId, deploymentHostingGroups.hostingGroupId))
    .where(eq(deploymentHostingGroups.deploymentId, first!.deploymentId))
    .limit(1);
  // An on-site deployment makes a hosting group with a certificate; a compute migration is started on
  // a customer of its own. Both are platform jobs: the fixture waits until they have ended.
  const hosted = await insertCustomer(t, 'samplehosted');
  await call('POST', `/api/customers/${hosted.customerId}/deployments/onsite`, {
    hostingGroupIdentifier: 'samplehosting',
    machineName: 'samplemachine',
    isPrivateKeyProtected: false,
  });
  const migrating = await insertCustomer(t, 'samplemigrate');
  await call('POST', `/api/customers/${migrating.customerId}/deployments/${migrating.deploymentId}/computemigrations`, {
    sourceCloudServiceId: shared[0]!.id,
    targetCloudServiceId: shared[1]?.id ?? services.find((service) => service.id !== shared[0]!.id)!.id,
    isMoveToAppService: false,
  });
  await settle(t);
  const [certificate] = await t.db
    .select({ thumbprint: hostingGroupCertificates.thumbprint })
    .from(hostingGroupCertificates)
    .innerJoin(hostingGroups, eq(hostingGroups.id, hostingGroupCertificates.hostingGroupId))
    .where(eq(hostingGroups.hostingGroupIdentifier, 'samplehosting'));
  const [migrationRow] = await t.db
    .select({ id: computeMigrations.id })
    .from(computeMigrations)
    .where(eq(computeMigrations.deploymentId, migrating.deploymentId));
  await call('PUT', `/api/customers/${first!.customerId}/paymentgateways`, {
    isUsingStandardPaymentGateways: true,
    paymentGateways: [gateway?.name ?? 'none'],
  });
  const [report] = await t.db
    .insert(customerReports)
    .values({
      customerId: first!.customerId,
      title: 'Sample report',
      fileName: 'sample.rdl',
      contentType: 'application/octet-stream',
      sizeBytes: 9,
      content: Buffer.from('<Report/>'),
    })
    .returning();
  const [investigation] = await t.db
    .insert(desiredStateInvestigations)
    .values({
      subscriptionId,
      customerId: first!.customerId,
      jobId: first!.customerId,
      deploymentControllerId: group?.controllerId ?? null,
      desiredState: 4,
      endState: 3,
    })
    .returning();
  const checkOf = async (kind: string) => {
    const [check] = await t.db
      .insert(performanceChecks)
      .values({
        subscriptionId,
        kind,
        registrationSiteUrl: 'https://events.example.com/register',
        settings: {},
        jobCorrelationId: crypto.randomUUID(),
      })
      .returning();
    return check!.id;
  };
  const performanceCheckIds = {
    standard: await checkOf('standard'),
    pageHit: await checkOf('pageHit'),
    hardware: await checkOf('hardware'),
  };
  const base = `/api/customers/${first!.customerId}`;
  const eaPay = (await call('POST', `${base}/getEaPayDetails`)).body as { eaPayAccounts?: { eaPayId: string }[] } | null;
  const sites = (await call('POST', `${base}/getDeletedSites`)).body as { siteId: string }[] | null;
  const database = (await call('GET', `${base}/deployments/${first!.deploymentId}/database/details`)).body as {
    serverName?: string;
    databaseName?: string;
  } | null;
  // Dead letters come from the simulated platform, which production does not offer: none there.
  const deadLetters = `${base}/deployments/${first!.deploymentId}/deadletters`;
  await call('POST', `/api/platform/simulation/customers/${first!.customerId}/deployments/${first!.deploymentId}/deadletters`, {
    count: 5,
  });
  const listed = (await call('GET', `${deadLetters}?batchSize=10`)).body as { deadLetters?: { messageId: string }[] } | null;
  return {
    subscriptionId,
    customerId: first!.customerId,
    deploymentId: first!.deploymentId,
    // The third customer's: a licence edit of the first may remove its peak plan's usage.
    boostUsageId: third!.boostUsageId,
    secondCustomerId: second!.customerId,
    thirdCustomerId: third!.customerId,
    throwawayCustomerId: throwaway.customerId,
    disabledCustomerId: disabled.customerId,
    deploymentsCustomerId: deploymentsCustomer.customerId,
    enabledDeploymentId: deploymentsCustomer.deploymentId,
    disabledDeploymentId: disabledDeployment!.id,
    domainsCustomerId: domains.customerId,
    removalsCustomerId: removals.customerId,
    paymentGateway: gateway?.name ?? 'none',
    clientId: t.config.oidcClientId,
    hostingGroupId: group?.hostingGroupId ?? 'none',
    deploymentControllerId: group?.controllerId ?? 'none',
    certificateThumbprint: certificate?.thumbprint ?? 'none',
    migrationCustomerId: migrating.customerId,
    investigationId: investigation!.id,
    performanceCheckIds,
    hostedCustomerId: hosted.customerId,
    migrationDeploymentId: migrating.deploymentId,
    migrationId: migrationRow?.id ?? 'none',
    elsewhereService: services.find((service) => service.location !== 'uksouth' && service.type === 'Shared')!,
    releaseChannelId: channel!.id,
    ...(await releaseSamples(t)),
    sharedCloudServiceId: shared[0]!.id,
    ...(await appServicePlanSamples(t, subscriptionId)),
    otherCloudServiceId: shared[1]?.id ?? services.find((service) => service.id !== shared[0]!.id)!.id,
    ...(await (async () => {
      const [row] = await t.db.select().from(deployments).where(eq(deployments.id, first!.deploymentId));
      const source = services.find((c) => c.id === row?.cloudServiceId) ?? shared[0]!;
      const target = services.find((c) => c.id !== source.id && c.location === source.location && c.type === 'Shared')!;
      return { migrationSourceId: source.id, migrationTargetId: target.id };
    })()),
    slottedCloudService: (() => {
      const service = services.find(
        (c) => c.subscriptionId === subscriptionId && c.deployments.some((d) => d.deploymentSlot === 'staging'),
      )!;
      return { id: service.id, instanceId: service.deployments[0]!.instances[0]!.instanceId };
    })(),
    idleCloudServiceId: services.find((c) => c.subscriptionId === subscriptionId && c.type === 'Dedicated')!.id,
    rebootCloudService: (() => {
      const service = services.find(
        (c) => c.subscriptionId === subscriptionId && c.type === 'Shared' && c.deployments.length === 1,
      )!;
      return { id: service.id, instanceId: service.deployments[0]!.instances[0]!.instanceId };
    })(),
    customReportId: report!.id,
    eaPayId: eaPay?.eaPayAccounts?.[0]?.eaPayId ?? 'none',
    deletedSiteId: Array.isArray(sites) ? (sites[0]?.siteId ?? 'none') : 'none',
    databaseServerName: database?.serverName ?? 'none',
    databaseName: database?.databaseName ?? 'none',
    deadLetterIds: (listed?.deadLetters ?? []).map((letter) => letter.messageId),
    upgradeCost: (await t.db.select({ id: upgradeCosts.id, version: upgradeCosts.version }).from(upgradeCosts).limit(1))[0]!,
    assignedOssecKeyIds: (
      await t.db
        .select({ id: ossecKeys.id })
        .from(ossecKeys)
        .where(isNotNull(ossecKeys.assignedTo))
        .orderBy(asc(ossecKeys.agentId))
    ).map((k) => k.id),
    managementThumbprint:
      (
        await t.db
          .select({ thumbprint: managementCertificates.thumbprint })
          .from(managementCertificates)
          .where(eq(managementCertificates.isCurrent, true))
      )[0]?.thumbprint ?? 'none',
  };
};

const appServicePlanSamples = async (t: TestApp, subscriptionId: string) => {
  const plans = await t.db
    .select()
    .from(appServicePlans)
    .where(eq(appServicePlans.subscriptionId, subscriptionId))
    .orderBy(asc(appServicePlans.planName));
  const shared = plans.find((plan) => plan.type === 'Shared')!;
  const dedicated = plans.find((plan) => plan.type === 'Dedicated')!;
  return {
    appServicePlan: { id: shared.id, location: shared.location, resourceGroup: shared.resourceGroup },
    throwawayAppServicePlan: { id: dedicated.id, planName: dedicated.planName },
  };
};

const reason = 'audit sweep';

/** Small PKCS#12 files for the certificate uploads, made once per name (no private key is committed). */
const certificates = new Map<string, Buffer>();
const certificate = (name: string) => {
  if (!certificates.has(name)) certificates.set(name, makePfx({ name }).content);
  return certificates.get(name)!;
};

/** The thumbprint of one of the certificates above, as the upload's confirmation types it. */
const thumbprintOf = (name: string) =>
  readPkcs12({ content: certificate(name), password: fixturePassword, maxBytes: 1 << 20 }).thumbprint;

/** Each call of a sample that uses a thing up (a key deallocated, agent ids added) takes a fresh one. */
let ossecUploads = 0;
let ossecDeallocations = 0;
const clientKeysFile = () => {
  ossecUploads += 1;
  const agentId = String(900 + ossecUploads);
  return `${agentId} sweep-agent-${agentId} any ${'ab'.repeat(32)}\n`;
};

/** The custom domain and URL rewrite rule the fixture gives its domain customers. */
const customDomain = 'events.sampledomains.example';
const rewriteRule = 'samplerule';
const rewriteDomain = 'rewrite.sampledomains.example';
const portalAlias = 'sampleportal';

export const validSamples: Record<string, (f: SampleFixture) => ValidSample> = {
  // ── Reads whose path names something other than the customer: the fixture's own ids.
  getFederatedSignInConfig: (f) => ({ body: { client_id: f.clientId }, targets: [] }),
  searchByReleaseChannel: (f) => ({ params: { id: f.releaseChannelId }, targets: [] }),
  getReleaseChannel: (f) => ({ params: { id: f.releaseChannelId }, targets: [] }),
  previewPromotion: (f) => ({ params: { releaseId: f.releaseId, channelId: f.releaseChannelId }, targets: [] }),
  getDeploymentServiceStatus: (f) => ({ params: { id: f.deploymentId }, targets: [] }),
  getHostingGroup: (f) => ({ params: { id: f.hostingGroupId }, targets: [] }),
  listHostingGroupDeployments: (f) => ({ params: { id: f.hostingGroupId }, targets: [] }),
  getHostingGroupDesiredStateUrl: (f) => ({ params: { id: f.hostingGroupId }, targets: [] }),
  getStandardCheck: (f) => ({ params: { id: f.performanceCheckIds.standard }, targets: [] }),
  getPageHitCheck: (f) => ({ params: { id: f.performanceCheckIds.pageHit }, targets: [] }),
  getHardwareCheck: (f) => ({ params: { id: f.performanceCheckIds.hardware }, targets: [] }),
  listHostedApplications: (f) => ({ params: { id: f.deploymentControllerId }, targets: [] }),
  getDeploymentControllerStatus: (f) => ({ params: { id: f.deploymentControllerId }, targets: [] }),
  getCertificateByThumbprint: (f) => ({ params: { thumbprint: f.certificateThumbprint }, targets: [] }),
  downloadCertificatePfx: (f) => ({ params: { thumbprint: f.certificateThumbprint }, targets: [] }),
  listComputeMigrations: (f) => ({ params: { id: f.migrationCustomerId, deploymentId: f.migrationDeploymentId }, targets: [] }),
  getComputeMigration: (f) => ({
    params: { id: f.migrationCustomerId, deploymentId: f.migrationDeploymentId, migrationId: f.migrationId },
    targets: [],
  }),
  getDatabaseDetails: (f) => ({ params: { id: f.customerId, deploymentId: f.deploymentId }, targets: [] }),
  getDatabasePassword: (f) => ({ params: { id: f.customerId, deploymentId: f.deploymentId }, targets: [] }),
  getDatabaseReadOnlyPassword: (f) => ({ params: { id: f.customerId, deploymentId: f.deploymentId }, targets: [] }),
  getRegistrationReport: (f) => ({ params: { id: f.customerId, deploymentId: f.deploymentId }, targets: [] }),
  listDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    query: { batchSize: '10' },
    targets: [],
  }),

  // ── The operator's own session and the server's settings.
  moveToOtherSubscription: (f) => ({ body: { subscriptionId: f.subscriptionId }, targets: [f.subscriptionId] }),
  setLogLevel: () => ({ body: { logLevel: 3 }, targets: [] }),
  setPlatformSimulation: () => ({ body: { failTargets: [], missingCertificates: [], hasDefaultDatabase: true }, targets: [] }),
  startPlatformSelfTest: () => ({ targets: [] }),
  dismissJobs: () => ({ targets: [], reason }),
  // No failed job exists in a fresh app: the handler's own "nothing to retry" is the answer.
  retryFailedJob: () => ({ params: { correlationId: unknownId }, targets: [unknownId], outcome: 'failed' }),
  // Likewise no faulted or running job: the handler's own "no job" is the answer.
  retryJob: () => ({ params: { correlationId: unknownId }, targets: [unknownId], outcome: 'failed' }),
  cancelJob: () => ({ params: { correlationId: unknownId }, targets: [unknownId], outcome: 'failed', reason }),

  // ── Customer create, change, delete (doc1 §7).
  quickCreateCustomer: (f) => ({
    body: {
      customerName: 'Audit Sweep Events',
      customerAlias: 'auditsweep',
      customerEmailDomain: 'auditsweep.example',
      azureDeploymentDetails: {
        selectedAzureLocation: 'uksouth',
        selectedHostingPlan: 'Shared',
        selectedSharedCloudService: f.sharedCloudServiceId,
      },
      basePlanDetails: { firstDayOfWeek: 'Monday' },
      licenseDetails: {
        licenseOfferingId: 'Professional',
        currencyCode: 'GBP',
        activeUserRate: 24,
        additionalOfficeRate: 160,
        visualModeCost: 80,
        remoteAttendeeCost: 1.5,
        airCastPerHourCost: 90,
        paymentGatewayRate: 1.2,
        gracePeriodExpiryDate: '2027-01-31',
      },
    },
    targets: [],
  }),
  createFeatureBranch: () => ({
    body: {
      branchName: 'feature/audit-sweep',
      customerAlias: 'sweepbranch',
      version: '2026.7.0-sweep.1',
      selectedAzureLocation: 'westeurope',
      selectedHostingPlan: 'Dedicated',
      isDeployOnlineOnly: true,
      isDeployAsAppService: false,
    },
    targets: [],
  }),
  createRelease: () => ({ body: { version: '2099.2.0-sweep' }, targets: [] }),
  createReleaseChannel: () => ({ body: { name: 'Sweep channel' }, targets: [] }),
  deleteReleaseChannel: (f) => ({ params: { id: f.emptyChannelId }, targets: [f.emptyChannelId], reason }),
  promoteRelease: (f) => ({
    params: { releaseId: f.releaseId, channelId: f.promotionChannelId },
    body: { expectedCurrentReleaseId: null },
    targets: [f.releaseId, f.promotionChannelId],
  }),
  computeStabilityIndex: (f) => ({ params: { id: f.releaseChannelId }, targets: [f.releaseChannelId] }),
  cleanUpBeta: () => ({ targets: [] }),
  saveCustomer: (f) => ({
    params: { id: f.customerId },
    body: { name: 'Audit Sweep Saved', webhookCount: 2, isOnDedicatedServer: false },
    targets: [f.customerId],
  }),
  decommissionCustomer: (f) => ({ params: { id: f.throwawayCustomerId }, targets: [f.throwawayCustomerId], reason }),
  createSupportUser: (f) => ({
    params: { id: f.customerId },
    body: { customerId: f.customerId, userName: 'audit.sweep' },
    targets: [f.customerId],
  }),
  disableCustomer: (f) => ({ params: { id: f.secondCustomerId }, targets: [f.secondCustomerId] }),
  enableCustomer: (f) => ({ params: { id: f.disabledCustomerId }, targets: [f.disabledCustomerId] }),
  repairCustomer: (f) => ({ params: { id: f.customerId }, targets: [f.customerId] }),
  repairCustomers: (f) => ({ body: { customerIds: [f.thirdCustomerId] }, targets: [f.thirdCustomerId] }),
  moveToFrontDoor: (f) => ({ body: { customerIds: [f.thirdCustomerId], isRepairDns: false }, targets: [f.thirdCustomerId] }),
  setAzureCdn: () => ({ targets: [] }),
  setAzureCdnForSpecific: (f) => ({ body: { customerIds: [f.secondCustomerId] }, targets: [f.secondCustomerId] }),
  dnsRepairCustomer: (f) => ({ params: { id: f.secondCustomerId }, targets: [f.secondCustomerId] }),
  restartCustomerService: (f) => ({ params: { id: f.thirdCustomerId }, targets: [f.thirdCustomerId] }),
  recycleAppPool: (f) => ({ params: { id: f.customerId }, body: { customerId: f.customerId }, targets: [f.customerId] }),
  fixClickOnce: (f) => ({ params: { id: f.customerId }, body: { customerId: f.customerId }, targets: [f.customerId] }),
  updateCustomerName: (f) => ({
    params: { id: f.customerId },
    body: { newName: 'Audit Sweep Renamed' },
    targets: [f.customerId],
  }),
  updateMiscDetails: (f) => ({ params: { id: f.customerId }, body: { webhookCount: 3 }, targets: [f.customerId] }),
  setCustomerLogLevel: (f) => ({ params: { id: f.customerId, level: '2' }, targets: [f.customerId] }),
  updateEmailDomain: (f) => ({
    params: { id: f.customerId },
    body: { emailDomain: 'auditsweep-mail.example' },
    targets: [f.customerId],
  }),
  changeReleaseChannel: (f) => ({
    params: { id: f.customerId, channelId: f.releaseChannelId },
    targets: [f.customerId, f.releaseChannelId],
  }),
  pinReleaseChannel: (f) => ({ params: { id: f.secondCustomerId }, targets: [f.secondCustomerId] }),
  unlockFromCurrentReleaseChannel: (f) => ({ params: { id: f.thirdCustomerId }, targets: [f.thirdCustomerId] }),
  updateGdsSettings: (f) => ({ params: { id: f.customerId }, body: { gdsEnabled: false }, targets: [f.customerId] }),
  updateCustomerLicence: (f) => ({
    params: { id: f.customerId },
    body: {
      licenseDetails: {
        licenseOfferingId: 'Professional',
        currencyCode: 'GBP',
        activeUserRate: 24,
        additionalOfficeRate: 160,
        visualModeCost: 80,
        remoteAttendeeCost: 1.5,
        airCastPerHourCost: 90,
        paymentGatewayRate: 1.2,
        gracePeriodExpiryDate: '2027-01-31',
      },
      basePlanDetails: { firstDayOfWeek: 'Monday' },
      peakLoadPlanDetails: null,
    },
    targets: [f.customerId],
  }),
  resetBoostUsage: (f) => ({
    params: { id: f.thirdCustomerId, usageId: f.boostUsageId },
    targets: [f.thirdCustomerId, f.boostUsageId],
  }),
  resetCreditCardVaultCredentials: (f) => ({ params: { id: f.customerId }, targets: [f.customerId] }),
  moveToAppGateway: (f) => ({ params: { id: f.secondCustomerId }, targets: [f.secondCustomerId] }),
  setStaticIpAddress: (f) => ({ params: { id: f.thirdCustomerId, flag: 'true' }, targets: [f.thirdCustomerId] }),
  addCustomerFeature: (f) => ({ params: { id: f.customerId, featureId: 'SpeakerPortal' }, targets: [f.customerId] }),
  removeCustomerFeature: (f) => ({ params: { id: f.customerId, featureId: 'SpeakerPortal' }, targets: [f.customerId], reason }),
  addIpAddressEntry: (f) => ({
    params: { id: f.customerId },
    body: { ipAddress: '203.0.113.7', allowed: true },
    targets: [f.customerId],
  }),
  removeIpAddressEntry: (f) => ({ params: { id: f.customerId, ip: '203.0.113.7' }, targets: [f.customerId], reason }),
  restrictByIpAddress: (f) => ({ params: { id: f.customerId, flag: 'false' }, targets: [f.customerId] }),
  updateSessionTimeout: (f) => ({ params: { id: f.customerId, value: '60' }, targets: [f.customerId] }),
  inviteTeammate: (f) => ({ params: { id: f.customerId, teammate: 'teammate@example.com' }, targets: [f.customerId] }),
  deleteTeammate: (f) => ({
    params: { id: f.customerId },
    body: { email: 'teammate@example.com' },
    targets: [f.customerId],
    reason,
  }),
  resetEmailApiKey: (f) => ({ params: { id: f.customerId }, targets: [f.customerId] }),
  setEaPayDetails: (f) => ({ params: { id: f.customerId }, body: { eaPayId: f.eaPayId }, targets: [f.customerId] }),
  undeleteSite: (f) => ({ params: { id: f.customerId }, body: { siteId: f.deletedSiteId }, targets: [f.customerId] }),

  // ── Report store (doc2 §7).
  uploadCustomReport: (f) => ({
    params: { id: f.customerId },
    file: { name: 'audit-sweep.rdl', content: '<Report/>' },
    targets: [f.customerId],
  }),
  deleteCustomReport: (f) => ({
    params: { id: f.customerId, reportId: f.customReportId },
    targets: [f.customerId, f.customReportId],
    reason,
  }),

  // ── Custom domain and certificates (doc1 §7, doc2 §7): on a customer whose custom domain and URL
  //    rewrite rule the fixture set, removals on another one, so that no order of calls breaks a sample.
  setCustomDomainName: (f) => ({
    params: { id: f.customerId },
    body: { customDomainName: 'events.auditsweep.example', enableEventsAirDomain: false },
    targets: [f.customerId],
  }),
  validateDomain: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { domainName: customDomain },
    targets: [f.domainsCustomerId],
  }),
  getTxtRecords: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { domainName: customDomain },
    targets: [f.domainsCustomerId],
  }),
  regenerateTxtRecords: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { domainName: customDomain },
    targets: [f.domainsCustomerId],
  }),
  orderCertificate: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { domainName: rewriteDomain },
    targets: [f.domainsCustomerId],
  }),
  addDomainToFrontDoor: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { domainName: rewriteDomain },
    targets: [f.domainsCustomerId],
  }),
  addPortalAliases: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { input: 'auditsweepportal' },
    targets: [f.domainsCustomerId],
  }),
  addUrlRewrite: (f) => ({
    params: { id: f.domainsCustomerId },
    body: { ruleName: 'auditsweep', conditionsDto: [], domainName: 'sweep.sampledomains.example' },
    targets: [f.domainsCustomerId],
  }),
  uploadCustomDomainCertificate: (f) => ({
    params: { id: f.domainsCustomerId },
    file: { name: 'domain.pfx', content: certificate(customDomain), fields: { password: fixturePassword } },
    targets: [f.domainsCustomerId],
  }),
  uploadUrlRewriteCertificate: (f) => ({
    params: { id: f.domainsCustomerId, rule: rewriteRule },
    file: { name: 'rewrite.pfx', content: certificate(rewriteDomain), fields: { password: fixturePassword } },
    targets: [f.domainsCustomerId],
  }),
  uploadUrlRewriteSettingsCertificate: (f) => ({
    params: { id: f.domainsCustomerId },
    file: {
      name: 'settings.pfx',
      content: certificate(rewriteDomain),
      fields: { password: fixturePassword, domainName: rewriteDomain },
    },
    targets: [f.domainsCustomerId],
  }),
  removeUrlRewrite: (f) => ({ params: { id: f.removalsCustomerId, rule: rewriteRule }, targets: [f.removalsCustomerId], reason }),
  removeCustomDomain: (f) => ({ params: { id: f.removalsCustomerId }, targets: [f.removalsCustomerId], reason }),
  removePortalAlias: (f) => ({
    params: { id: f.removalsCustomerId, alias: portalAlias },
    targets: [f.removalsCustomerId],
    reason,
  }),

  // ── Customizations and payment gateways (doc1 §7).
  saveCustomization: (f) => ({
    params: { id: f.customerId, alias: 'auditsweep' },
    body: { title: 'Audit sweep' },
    targets: [f.customerId],
  }),
  deleteCustomization: (f) => ({ params: { id: f.customerId, alias: 'auditsweep' }, targets: [f.customerId], reason }),
  updateCustomerPaymentGateways: (f) => ({
    params: { id: f.customerId },
    body: { isUsingStandardPaymentGateways: true, paymentGateways: [f.paymentGateway] },
    targets: [f.customerId],
  }),
  removeCustomerPaymentGateways: (f) => ({
    params: { id: f.customerId },
    body: { paymentGateways: [f.paymentGateway] },
    targets: [f.customerId],
    reason,
  }),

  // ── Deployments, compute migrations, database and dead letters (doc1 §7).
  createAzureDeployment: (f) => ({
    params: { id: f.domainsCustomerId },
    body: {
      selectedAzureLocation: f.elsewhereService.location,
      selectedHostingPlan: 'Shared',
      selectedSharedCloudService: f.elsewhereService.id,
      isDeployAsAppService: false,
    },
    targets: [f.domainsCustomerId],
  }),
  createOnsiteDeployment: (f) => ({
    params: { id: f.thirdCustomerId },
    body: { hostingGroupIdentifier: 'auditsweep-onsite', machineName: 'auditsweep-machine', isPrivateKeyProtected: true },
    targets: [f.thirdCustomerId],
  }),
  disableDeployment: (f) => ({
    params: { id: f.deploymentsCustomerId, deploymentId: f.enabledDeploymentId },
    targets: [f.deploymentsCustomerId, f.enabledDeploymentId],
  }),
  enableDeployment: (f) => ({
    params: { id: f.deploymentsCustomerId, deploymentId: f.disabledDeploymentId },
    targets: [f.deploymentsCustomerId, f.disabledDeploymentId],
  }),
  startComputeMigration: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    body: {
      sourceCloudServiceId: f.migrationSourceId,
      targetCloudServiceId: f.migrationTargetId,
      isMoveToAppService: false,
    },
    targets: [f.customerId, f.deploymentId],
  }),
  // No migration exists in a fresh app: the handler's own 404 is the answer.
  cancelComputeMigration: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId, migrationId: unknownId },
    targets: [f.customerId, f.deploymentId],
    outcome: 'failed',
    reason,
  }),
  dismissComputeMigration: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId, migrationId: unknownId },
    targets: [f.customerId, f.deploymentId],
    outcome: 'failed',
  }),
  updateCompatibilityLevel: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId, level: '150' },
    targets: [f.customerId, f.deploymentId],
  }),
  reconfigureDatabase: (f) => ({
    params: { server: f.databaseServerName, database: f.databaseName },
    body: { minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S3', maxDatabaseSizeInGB: 250 },
    targets: [f.databaseServerName, f.databaseName],
  }),
  addSimulatedDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    body: { count: 5 },
    targets: [f.customerId, f.deploymentId],
  }),
  replayDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    query: { messageIds: f.deadLetterIds[0] ?? 'none' },
    targets: [f.customerId, f.deploymentId],
  }),
  deleteDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    query: { messageIds: f.deadLetterIds[1] ?? 'none' },
    targets: [f.customerId, f.deploymentId],
    reason,
  }),
  replayAllDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    targets: [f.customerId, f.deploymentId],
  }),
  destroyAllDeadLetters: (f) => ({
    params: { id: f.customerId, deploymentId: f.deploymentId },
    targets: [f.customerId, f.deploymentId],
    reason,
  }),

  // ── Database servers (doc2 §7): the seed gives each subscription a ready sql-australiaeast-01.
  listDatabaseServers: () => ({ targets: [] }),
  createDatabaseServer: () => ({ params: { location: 'westeurope' }, targets: ['westeurope'] }),
  getDatabaseServerAdminPassword: () => ({ params: { server: 'sql-australiaeast-01' }, targets: [] }),
  resetDatabaseServerAdminPassword: () => ({
    params: { server: 'sql-australiaeast-01', db: 'master' },
    targets: ['sql-australiaeast-01', 'master'],
  }),
  getDefaultDatabaseUploadUri: () => ({ targets: [] }),
  // ── Certificates and intrusion-detection keys (doc2 §7).
  listHostingCertificates: () => ({ targets: [] }),
  uploadHostingCertificate: () => ({
    params: { id: 'cloud-service-rdp' },
    file: {
      name: 'rdp.pfx',
      content: certificate('rdp.eventsair.example'),
      fields: { password: fixturePassword, confirmThumbprint: thumbprintOf('rdp.eventsair.example') },
    },
    targets: ['cloud-service-rdp'],
  }),
  updateWildCardCertificate: () => ({ targets: [] }),
  listOssecKeys: () => ({ targets: [] }),
  uploadOssecKeys: () => ({ file: { name: 'client.keys', content: clientKeysFile() }, targets: [] }),
  deallocateOssecKey: (f) => {
    const keyId = f.assignedOssecKeyIds[ossecDeallocations % f.assignedOssecKeyIds.length]!;
    ossecDeallocations += 1;
    return { body: { keyId }, targets: [], reason };
  },
  confirmDefaultDatabaseUpload: () => ({ body: { fileName: 'template.bacpac' }, targets: [] }),
  // ── App service plans (doc2 §7): reads of a seeded shared plan; its staging deployment deleted and the plan
  //    reconfigured; a seeded dedicated plan (no customers) decommissioned after its name is typed.
  getAppServicePlanConfig: () => ({ targets: [] }),
  getAppServicePlan: (f) => ({ params: { id: f.appServicePlan.id }, targets: [] }),
  getAppServicePlanDetails: (f) => ({ params: { id: f.appServicePlan.id }, targets: [] }),
  getAppServicePlanActualDetails: (f) => ({ params: { id: f.appServicePlan.id }, targets: [] }),
  listResourceGroups: (f) => ({ params: { location: f.appServicePlan.location }, targets: [] }),
  getResourceGroup: (f) => ({ params: { name: f.appServicePlan.resourceGroup }, targets: [] }),
  createAppServicePlan: (f) => ({
    body: {
      planName: 'asp-sweep-01',
      location: f.appServicePlan.location,
      resourceGroup: 'rg-sweep',
      type: 'Dedicated',
      pricingTier: 'S1',
      instanceCount: 1,
    },
    targets: [],
  }),
  reconfigureAppServicePlan: (f) => ({
    params: { id: f.appServicePlan.id },
    body: { selectedAppServicePricingTier: 'P2v3', instanceCount: 3 },
    targets: [f.appServicePlan.id],
  }),
  deleteAppServicePlanDeployment: (f) => ({
    params: { id: f.appServicePlan.id, slot: 'Staging' },
    targets: [f.appServicePlan.id],
    reason,
  }),
  decommissionAppServicePlan: (f) => ({
    params: { id: f.throwawayAppServicePlan.id },
    query: { confirmPlanName: f.throwawayAppServicePlan.planName },
    targets: [f.throwawayAppServicePlan.id],
    reason,
  }),
  repairAttendeeCountService: () => ({ targets: [] }),

  // ── Email IP pool (doc2 §7): seeded addresses 198.51.100.10–49, every ninth one bad (198.51.100.18).
  listEmailIpPool: () => ({ params: { provider: emailIpProvider }, targets: [] }),
  makeEmailIpGood: () => ({ params: { provider: emailIpProvider, ip: '198.51.100.18' }, targets: ['198.51.100.18'] }),
  makeEmailIpBad: () => ({ params: { provider: emailIpProvider, ip: '198.51.100.11' }, targets: ['198.51.100.11'] }),
  assignEmailIp: (f) => ({
    params: { provider: emailIpProvider, ip: '198.51.100.12' },
    body: { customerId: f.customerId },
    targets: ['198.51.100.12', f.customerId],
  }),
  assignEmailIpToSubUsers: () => ({
    params: { provider: emailIpProvider },
    body: { ipAddress: '198.51.100.13' },
    targets: ['198.51.100.13'],
  }),

  // ── Azure locations, storage and redis (doc2 §7): each change starts a job on the location.
  refreshLocations: () => ({ targets: [] }),
  createStorageAccount: () => ({ params: { name: 'westeurope', flag: 'false' }, targets: ['westeurope'] }),
  createRedisCache: () => ({ params: { name: 'uksouth' }, body: { key: 'auditsweep' }, targets: ['uksouth'] }),
  // ── Management certificate (doc2 §7): the replacement names the seeded certificate's thumbprint.
  getManagementCertificate: () => ({ targets: [] }),
  replaceManagementCertificate: (f) => ({ params: { thumbprint: f.managementThumbprint }, targets: [f.managementThumbprint] }),
  downloadManagementCertificatePfx: () => ({ targets: [] }),
  // ── Feature management (doc2 §7): the sweep's own feature is added, then removed.
  addFeature: () => ({ body: { featureId: 'AuditSweepFeature' }, targets: ['AuditSweepFeature'] }),
  removeFeature: () => ({ params: { id: 'AuditSweepFeature' }, targets: ['AuditSweepFeature'], reason }),
  // ── Database autoscaling (doc2 §7): reads only.
  getDatabaseAutoscaling: () => ({ targets: [] }),
  getDatabaseAutoscalingConfig: () => ({ targets: [] }),
  listAutoscalingFirstLetters: () => ({ targets: [] }),
  getPlansByFirstLetter: () => ({ params: { letter: 'A' }, targets: [] }),

  // ── Licensing (doc2 §7): reads only.
  listCustomerLicences: () => ({ query: { offering: 'All', page: '1', pageSize: '25' }, targets: [] }),
  getLicenceCost: (f) => ({ params: { id: f.customerId }, targets: [] }),

  // ── Desired state (doc2 §7): one investigation removed, then every one; approvals start jobs.
  deleteInvestigation: (f) => ({ params: { id: f.investigationId }, targets: [f.investigationId], reason }),
  deleteAllInvestigations: () => ({ targets: [], reason }),
  approveCustomerDesiredState: (f) => ({ params: { customerId: f.hostedCustomerId }, targets: [f.hostedCustomerId] }),
  approveChannelDesiredState: (f) => ({ params: { id: f.releaseChannelId }, targets: [f.releaseChannelId] }),
  rerunStandardCheck: (f) => ({ params: { id: f.performanceCheckIds.standard }, targets: [f.performanceCheckIds.standard] }),
  rerunPageHitCheck: (f) => ({ params: { id: f.performanceCheckIds.pageHit }, targets: [f.performanceCheckIds.pageHit] }),
  rerunHardwareCheck: (f) => ({ params: { id: f.performanceCheckIds.hardware }, targets: [f.performanceCheckIds.hardware] }),
  // ── Cloud services (doc2 §7): each action a job on a seeded service.
  getCloudServiceConfig: () => ({ targets: [] }),
  createCloudService: () => ({
    body: { serviceName: 'cs-audit-sample', location: 'uksouth', instanceSize: 'Standard_D2', instanceCount: 2 },
    targets: [],
  }),
  getCloudService: (f) => ({ params: { id: f.slottedCloudService.id }, targets: [] }),
  getSharedCloudService: (f) => ({ params: { id: f.slottedCloudService.id }, targets: [] }),
  getCloudServiceActualDetails: (f) => ({ params: { id: f.slottedCloudService.id }, targets: [] }),
  // The first customer runs on the migration source service.
  moveCloudServiceToBarracuda: (f) => ({
    params: { id: f.migrationSourceId },
    body: { customerIds: [f.customerId], cudaAppId: 'waf-app-1042' },
    targets: [f.migrationSourceId, f.customerId],
  }),
  downloadCloudServiceRdp: (f) => ({
    params: { id: f.rebootCloudService.id, slot: 'production', instanceId: f.rebootCloudService.instanceId },
    targets: [],
  }),
  reconfigureCloudService: (f) => ({
    params: { id: f.slottedCloudService.id },
    body: { packageId: 'EventsAir.Bootstrapper', version: '4.13.0', instanceSize: 'Standard_D3' },
    targets: [f.slottedCloudService.id],
  }),
  vipSwapCloudService: (f) => ({ params: { id: f.slottedCloudService.id }, targets: [f.slottedCloudService.id] }),
  deleteCloudServiceDeployment: (f) => ({
    params: { id: f.slottedCloudService.id, slot: 'staging' },
    targets: [f.slottedCloudService.id],
    reason,
  }),
  cloudServiceInstanceAction: (f) => ({
    params: { id: f.rebootCloudService.id, slot: 'production', instanceId: f.rebootCloudService.instanceId },
    query: { action: 'reboot' },
    targets: [f.rebootCloudService.id],
  }),
  decommissionCloudService: (f) => ({ params: { id: f.idleCloudServiceId }, targets: [f.idleCloudServiceId], reason }),
  launchStandardCheck: () => ({ body: { registrationSiteUrl: 'https://events.example.com/register' }, targets: [] }),
  launchPageHitCheck: () => ({
    body: { registrationSiteUrl: 'https://events.example.com/register', totalUsers: 50 },
    targets: [],
  }),
  launchHardwareCheck: () => ({ body: { registrationSiteUrl: 'https://events.example.com/register' }, targets: [] }),
  validateAbsoluteUri: () => ({ body: { candidate: 'https://events.example.com/register' }, targets: [] }),
  validateSqlConnectionString: () => ({
    body: { candidate: 'Server=db01;Initial Catalog=events;User ID=ops;Password=example' },
    targets: [],
  }),
  validateServiceBusConnectionString: () => ({
    body: { candidate: 'Endpoint=sb://events.servicebus.windows.net/;SharedAccessKeyName=k;SharedAccessKey=example' },
    targets: [],
  }),

  // ── KPI and aircast export (doc2 §7): last month's generation; the first save of the settings (version
  //    0: no save yet); the seeded past year of aircast usage.
  generateKpiData: () => ({ params: { date: kpiDateOptionsAt(new Date())[1]! }, targets: [kpiDateOptionsAt(new Date())[1]!] }),
  updateKpiProcessInformation: () => ({
    body: { version: 0, isEnabled: true, recipients: ['kpi@example.com'], notes: 'Board pack' },
    targets: [],
  }),
  countAircastData: () => ({ query: pastYear(), targets: [] }),
  exportAircastData: () => ({ query: pastYear(), targets: [] }),

  // ── Operations catalogue (doc2 §7 Server plans, Upgrade cost, Retention policies).
  validateServerPlanName: () => ({ params: { name: 'Sweep plan' }, targets: [] }),
  createServerPlan: () => ({
    body: { name: 'Sweep plan', weekday: 'S2', weekendDay: 'S1', boost: 'S4', selectedCategory: 'Base' },
    targets: [],
  }),
  updateUpgradeCost: (f) => ({
    body: {
      id: f.upgradeCost.id,
      name: 'Standard to Professional (sweep)',
      upgradeCostDetails: [{ description: 'Annual licence fee difference', amount: 4800, currencyCode: 'GBP' }],
      version: f.upgradeCost.version,
    },
    targets: [],
  }),
  runAllRetentionPolicies: () => ({ targets: [], reason }),
};

/** The year up to today, as the aircast export's from and to (YYYY-MM-DD). */
const pastYear = () => {
  const today = new Date();
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
  return { from: yearAgo.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
};

/** The request a sample makes, in the fixture's subscription. */
export const requestOfSample = (endpoint: Endpoint, sample: ValidSample, f: SampleFixture): SampleRequest => {
  const path = pathWith(endpoint, sample.params ?? {});
  const search = new URLSearchParams(sample.query ?? {});
  const url = search.size > 0 ? `${path}?${search}` : path;
  const headers: Record<string, string> = {
    [subscriptionHeader]: f.subscriptionId,
    ...(sample.reason ? { [changeReasonHeader]: sample.reason } : {}),
  };
  if (sample.file) {
    const upload = multipartBody(endpoint, sample.file.name, sample.file.content, sample.file.fields);
    return { method: endpoint.method, url, headers: { ...headers, ...upload.headers }, payload: upload.payload };
  }
  if (sample.body === undefined) return { method: endpoint.method, url, headers };
  return {
    method: endpoint.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(sample.body),
  };
};

/** The endpoint's valid sample, or for a read without one the request generated from its declaration. */
export const requestFor = async (key: string, endpoint: Endpoint, f: SampleFixture): Promise<SampleRequest> => {
  const sample = validSamples[key];
  if (sample) return requestOfSample(endpoint, sample(f), f);
  const generated = sampleRequest(endpoint, { customerId: f.customerId, subscriptionId: f.subscriptionId });
  return { ...generated, headers: { [subscriptionHeader]: f.subscriptionId, ...generated.headers } };
};
