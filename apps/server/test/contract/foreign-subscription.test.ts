import { decodeHeaderText, isSignInRequired, reasonHeader, subscriptionHeader, type Endpoint } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudServices,
  appServicePlans,
  computeMigrations,
  customerReports,
  customers,
  deploymentControllers,
  deploymentDatabases,
  deployments,
  desiredStateInvestigations,
  performanceChecks,
  hostingGroupCertificates,
  hostingGroups,
  jobs,
  simulatedDeadLetters,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { PlatformError } from '../../src/platform/types';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion, testJob } from '../support/jobs';
import { allEndpoints, jsonSchemaOf, pathWith, sampleParams, sampleRequest, type JsonSchema } from './requests';

/**
 * The cross-subscription sweep: every endpoint that names a customer, a job, a deployment or a report
 * of the caller's subscription is called with one of ANOTHER subscription's — it must answer 404 and
 * change nothing. Which endpoints are swept is read from the contract, so a new one is covered (or
 * this test asks for its path parameter to be classified).
 */

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

type Kind =
  | 'customer'
  | 'job'
  | 'deployment'
  | 'report'
  | 'databaseServer'
  | 'database'
  | 'migration'
  | 'hostingGroup'
  | 'deploymentController'
  | 'certificate'
  | 'investigation'
  | 'performanceCheck'
  | 'appServicePlan'
  | 'resourceGroup'
  | 'cloudService';

/** What a path parameter names; `null`: not owned by a subscription (checked elsewhere). */
const parameterKind = (endpoint: Endpoint, name: string): Kind | null | undefined => {
  if (name === 'letter') return null;
  if (name === 'id' && endpoint.path.startsWith('/api/azure/appserviceplans/')) return 'appServicePlan';
  if (name === 'name' && endpoint.path.startsWith('/api/azure/appserviceplans/resourceGroup/')) return 'resourceGroup';
  if (name === 'location') return null; // Azure locations are shared by every subscription
  if (name === 'slot') return null; // a deployment slot of the plan beside it
  if (name === 'provider') return null; // the configured email provider's name

  if (name === 'date') return null; // a KPI month (YYYY-MM-DD): KPI data is the provider's, not a subscription's
  if (name === 'level') return null; // a log level 0–5, or a database compatibility level
  if (name === 'deploymentId') return 'deployment';
  if (name === 'server') return 'databaseServer'; // with its database: one of a customer's deployment
  if (name === 'database') return 'database';
  if (name === 'db') return 'database'; // a database server's database (the admin password reset)
  if (name === 'location') return null; // Azure locations are shared by every subscription
  if (name === 'id' && endpoint.path.startsWith('/api/platform/simulation/customers/')) return 'customer';
  if (name === 'channelId') return null; // release channels are shared by every subscription
  if (name === 'releaseId') return null; // so are releases
  if (name === 'id' && endpoint.path.startsWith('/api/releasechannels/')) return null;
  if (name === 'featureId') return null; // the feature list is shared by every subscription
  if (name === 'usageId') return null; // a boost usage, looked up under the customer in the path
  if (name === 'flag') return null; // true or false
  if (name === 'alias') return null; // a customization alias, scoped by the customer id beside it
  if (name === 'name' && endpoint.path.includes('/planNameValidation/')) return null; // a candidate server plan name
  if (name === 'correlationId') return 'job';
  if (name === 'reportId') return 'report';
  if (name === 'customerId') return 'customer';
  // A URL rewrite rule's name, an IP address or range, an on/off flag, minutes, an email address: all of one customer's path.
  if (['rule', 'ip', 'flag', 'value', 'teammate'].includes(name)) return null;
  if (name === 'deploymentId') return 'deployment';
  if (name === 'migrationId') return 'migration';
  // The console's own management certificate, Azure locations and the feature list belong to no subscription.
  if (name === 'thumbprint' && endpoint.path.startsWith('/api/azure/managementcertificate/')) return null;
  if (name === 'name' && /^\/api\/azure\/(storageaccounts|redisCaches)\//.test(endpoint.path)) return null;
  if (name === 'id' && endpoint.path.startsWith('/api/azure/featureManagement/')) return null;
  if (name === 'thumbprint') return 'certificate';
  if (name === 'id' && endpoint.path.startsWith('/api/hostinggroups/')) return 'hostingGroup';
  if (name === 'id' && endpoint.path.startsWith('/api/operations/desiredstate/hostinggroups/')) return 'hostingGroup';
  if (name === 'id' && endpoint.path.startsWith('/api/operations/desiredstate/releaseChannel/')) return null; // shared channels
  if (name === 'id' && endpoint.path.startsWith('/api/operations/desiredstate/delete/')) return 'investigation';
  if (name === 'id' && endpoint.path.startsWith('/api/deploymentcontrollers/')) return 'deploymentController';
  if (name === 'id' && endpoint.path.startsWith('/api/operations/performance/')) return 'performanceCheck';
  if (name === 'id' && endpoint.path.startsWith('/api/azure/cloudservices/')) return 'cloudService';
  // A cloud service's slot and instance, looked up under the service in the path.
  if (name === 'slot' || name === 'instanceId') return null;
  if (name === 'id' && endpoint.path.startsWith('/api/operations/licensing/licenseCost/')) return 'customer';
  if (name === 'id' && endpoint.path.startsWith('/api/customers/search/releasechannels/')) return null; // shared channels
  if (name === 'id' && endpoint.path.startsWith('/api/customers/')) return 'customer';
  // The known hosting certificates are the fleet's (wildcard SSL, code signing, cloud service RDP).
  if (name === 'id' && /^\/api\/certificates\/:id$/.test(endpoint.path)) return null;
  if (name === 'id' && endpoint.path.startsWith('/api/certificates/customDomainNameCertificate/')) return 'customer';
  if (name === 'id' && endpoint.path.startsWith('/api/certificates/urlRewriteSettingsCertificate/')) return 'customer';
  if (name === 'id' && endpoint.path.includes('/deployment/')) return 'deployment';
  return undefined;
};

const bodyNamesCustomers = (endpoint: Endpoint) =>
  Object.keys((jsonSchemaOf(endpoint.body) as JsonSchema | undefined)?.properties ?? {}).some((k) => /^customerIds?$/.test(k));

const parametersOf = (endpoint: Endpoint) => [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

const operatorEndpoints = allEndpoints.filter(({ endpoint }) => isSignInRequired(endpoint));

const swept = operatorEndpoints.filter(
  ({ endpoint }) => bodyNamesCustomers(endpoint) || parametersOf(endpoint).some((p) => parameterKind(endpoint, p)),
);

it('every path parameter of the contract is classified as owned by a subscription or not', () => {
  const unknown = operatorEndpoints.flatMap(({ key, endpoint }) =>
    parametersOf(endpoint)
      .filter((p) => parameterKind(endpoint, p) === undefined)
      .map((p) => `${key}: ${p}`),
  );
  expect(unknown).toEqual([]);
  // The sweep is not empty by accident: the customer actions, report store and jobs are in it.
  expect(swept.map((s) => s.key)).toEqual(
    expect.arrayContaining(['decommissionCustomer', 'repairCustomers', 'retryFailedJob', 'deleteCustomReport']),
  );
});

describe.each(testDatabases)('another subscription’s ids on %s', (kind) => {
  let t: TestApp;
  const foreign = {
    customer: '',
    job: '',
    deployment: '',
    report: '',
    databaseServer: '',
    database: '',
    migration: '',
    hostingGroup: '',
    deploymentController: '',
    certificate: '',
    investigation: '',
    performanceCheck: '',
    appServicePlan: '',
    resourceGroup: '',
    cloudService: '',
  } satisfies Record<Kind, string>;
  let ownCustomerId: string;

  /** Everything the foreign ids point at, to prove a refused call changed nothing. */
  const snapshot = async () => ({
    customer: await t.db.select().from(customers).where(eq(customers.id, foreign.customer)),
    deployments: await t.db.select().from(deployments).where(eq(deployments.customerId, foreign.customer)),
    cloudServices: await t.db.select().from(cloudServices).where(eq(cloudServices.id, foreign.cloudService)),
    databases: await t.db.select().from(deploymentDatabases).where(eq(deploymentDatabases.deploymentId, foreign.deployment)),
    deadLetters: await t.db.select().from(simulatedDeadLetters).where(eq(simulatedDeadLetters.deploymentId, foreign.deployment)),
    migrations: await t.db.select().from(computeMigrations).where(eq(computeMigrations.customerId, foreign.customer)),
    reports: await t.db
      .select({ id: customerReports.id, title: customerReports.title })
      .from(customerReports)
      .where(eq(customerReports.customerId, foreign.customer)),
    investigations: await t.db
      .select()
      .from(desiredStateInvestigations)
      .where(eq(desiredStateInvestigations.subscriptionId, staging))
      .orderBy(asc(desiredStateInvestigations.id)),
    appServicePlans: await t.db
      .select()
      .from(appServicePlans)
      .where(eq(appServicePlans.subscriptionId, staging))
      .orderBy(asc(appServicePlans.id)),
    jobs: await t.db
      .select({ correlationId: jobs.correlationId, isCompleted: jobs.isCompleted })
      .from(jobs)
      .orderBy(asc(jobs.id)),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [theirs] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.subscriptionId, staging))
      .orderBy(asc(customers.alias))
      .limit(1);
    foreign.customer = theirs!.id;
    const [ours] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.subscriptionId, production))
      .orderBy(asc(customers.alias))
      .limit(1);
    ownCustomerId = ours!.id;
    const [deployment] = await t.db
      .insert(deployments)
      .values({ customerId: foreign.customer, kind: 'azure', azureLocation: 'westeurope', resourceGroupName: 'rg-foreign' })
      .returning();
    foreign.deployment = deployment!.id;
    // Its database (named by server and database in the Azure paths) and a dead letter of its queues.
    const [database] = await t.db
      .insert(deploymentDatabases)
      .values({
        deploymentId: foreign.deployment,
        serverName: 'sql-foreign-01',
        databaseName: 'ea-foreign',
        minPerformanceLevelId: 'S0',
        maxPerformanceLevelId: 'S2',
        maxSizeInGb: 250,
        compatibilityLevel: 150,
        encryptedPassword: 'x',
        encryptedReadOnlyPassword: 'x',
      })
      .returning();
    foreign.databaseServer = database!.serverName;
    foreign.database = database!.databaseName;
    await t.db.insert(simulatedDeadLetters).values({
      deploymentId: foreign.deployment,
      messageId: 'foreign-message',
      queueName: 'registrations',
      label: 'RegistrationCreated',
      deliveryCount: 1,
      deadLetterReason: 'ProcessingFailed',
      deadLetterErrorDescription: 'x',
      body: '{}',
    });
    const [theirService] = await t.db.select().from(cloudServices).where(eq(cloudServices.subscriptionId, staging)).limit(2);
    const [migration] = await t.db
      .insert(computeMigrations)
      .values({
        deploymentId: deployment!.id,
        customerId: foreign.customer,
        state: 'failed',
        sourceCloudServiceId: theirService!.id,
        targetCloudServiceId: theirService!.id,
      })
      .returning();
    foreign.migration = migration!.id;
    const [group] = await t.db.select().from(hostingGroups).where(eq(hostingGroups.subscriptionId, staging)).limit(1);
    foreign.hostingGroup = group!.id;
    const [controller] = await t.db
      .select()
      .from(deploymentControllers)
      .where(eq(deploymentControllers.hostingGroupId, group!.id))
      .limit(1);
    foreign.deploymentController = controller!.id;
    const [certificate] = await t.db
      .insert(hostingGroupCertificates)
      .values({
        hostingGroupId: group!.id,
        thumbprint: 'F'.repeat(40),
        subject: 'theirs',
        notAfter: new Date(Date.now() + 86_400_000),
        pfxEncrypted: 'not-read',
      })
      .returning();
    foreign.certificate = certificate!.thumbprint;
    const [investigation] = await t.db
      .insert(desiredStateInvestigations)
      .values({
        subscriptionId: staging,
        customerId: foreign.customer,
        jobId: foreign.customer,
        deploymentControllerId: controller!.id,
      })
      .returning();
    foreign.investigation = investigation!.id;
    // A check of each kind's path: the standard one names it, the others find no check of theirs by it either.
    const [check] = await t.db
      .insert(performanceChecks)
      .values({
        subscriptionId: staging,
        kind: 'standard',
        registrationSiteUrl: 'https://theirs.example.com',
        settings: {},
        jobCorrelationId: foreign.customer,
      })
      .returning();
    foreign.performanceCheck = check!.id;
    const [theirPlan] = await t.db.select().from(appServicePlans).where(eq(appServicePlans.subscriptionId, staging)).limit(1);
    foreign.appServicePlan = theirPlan!.id;
    foreign.resourceGroup = theirPlan!.resourceGroup;
    const [theirCloudService] = await t.db.select().from(cloudServices).where(eq(cloudServices.subscriptionId, staging)).limit(1);
    foreign.cloudService = theirCloudService!.id;
    const [report] = await t.db
      .insert(customerReports)
      .values({
        customerId: foreign.customer,
        title: 'Theirs',
        fileName: 'Theirs.rdl',
        contentType: 'application/xml',
        sizeBytes: 1,
        content: Buffer.from('<'),
      })
      .returning();
    foreign.report = report!.id;
    // A completed job of the other subscription that could retry its failure: only the subscription stops it.
    const definition = testJob({
      steps: () => [
        {
          name: 'Fails',
          targetId: foreign.customer,
          run: async () => {
            throw new PlatformError('refused');
          },
        },
      ],
      retryFailed: (payload) => payload,
    });
    const job = await t.jobs.start(definition, { payload: {}, subscriptionId: staging, operatorId: null });
    await completion(t, job.correlationId);
    foreign.job = job.correlationId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(swept.map(({ key, endpoint }) => [key, endpoint] as const))(
    '%s answers 404 for an id of another subscription and changes nothing',
    async (_key, endpoint) => {
      const before = await snapshot();
      const params = sampleParams(endpoint, { customerId: foreign.customer, subscriptionId: production });
      for (const name of parametersOf(endpoint)) {
        const kindOf = parameterKind(endpoint, name);
        if (kindOf) params[name] = foreign[kindOf];
      }
      const request = sampleRequest(endpoint, { customerId: foreign.customer, subscriptionId: production });
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let payload = request.payload;
      if (typeof payload === 'string') {
        // The customer the path names and the one the body names are the same (createSupportUser checks it).
        const body = JSON.parse(payload) as Record<string, unknown>;
        if ('customerIds' in body) body.customerIds = [foreign.customer];
        if ('customerId' in body) body.customerId = foreign.customer;
        payload = JSON.stringify(body);
      }
      const response = await t.app.inject({
        method: request.method,
        url: `${pathWith(endpoint, params)}${query}`,
        headers: { ...request.headers, ...(await t.authHeaders('admin', { [subscriptionHeader]: production })) },
        payload,
      });
      const reason = decodeHeaderText(String(response.headers[reasonHeader] ?? ''));
      expect({ status: response.statusCode, reason }).toMatchObject({ status: 404 });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('the same calls reach a customer of the caller’s own subscription (the 404 is about the subscription)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${ownCustomerId}/customReportStore`,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
    });
    expect(response.statusCode).toBe(200);
  });
});
