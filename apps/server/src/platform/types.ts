import type { PlatformMonitor, PlatformSimulationControl } from './monitor';

/**
 * The boundary to the provider's infrastructure (DESIGN.md "Jobs and the platform"). Features call it
 * only from job steps; the default implementation is the simulated fleet in `simulated/`.
 */

/** A customer (tenant) and, for deployment-level actions, one of its deployments. */
export type CustomerTarget = { customerId: string; alias: string; deploymentId?: string };

export type HostingGroupTarget = { hostingGroupId: string; identifier: string };

export type DeploymentControllerTarget = { deploymentControllerId: string; name: string };

/** Database servers belong to a subscription; its consoles see their live events. */
export type DatabaseTarget = {
  serverName: string;
  databaseName?: string;
  subscriptionId?: string;
  /** Where a new server is created (databaseServer.provision). */
  location?: string;
};

export type DomainTarget = { customerId: string; alias: string; domainName: string };

/** A performance check of a registration site (doc2 §2), run against the subscription's platform. */
export type PerformanceCheckTarget = { checkId: string; name: string; subscriptionId: string };

/** The cloud's list of locations, scanned for a subscription. */
export type LocationScanTarget = { name: string; subscriptionId: string };

/** A resource created in a location: `name` is the resource's own name (a storage account, a redis cache). */
export type CloudResourceTarget = { name: string; location: string; subscriptionId: string };

/** A management certificate the console presents to the cloud's subscriptions. */
export type ManagementCertificateTarget = { thumbprint: string; name: string };
/**
 * An app service plan of a subscription (doc2 §3). Create takes args location, resourceGroup, pricingTier,
 * instanceCount; reconfigure takes pricingTier, instanceCount; deleteDeployment takes slot.
 */
export type AppServicePlanTarget = { planName: string; subscriptionId: string };

/** The attendee count service that runs on a subscription's app service plans. */
export type AttendeeCountServiceTarget = { name: string; subscriptionId: string };

/** A site on an app service plan, one per deployment slot. */
export type PlatformAppServiceDeployment = { slot: 'Production' | 'Staging'; siteName: string; state: string };

/** An app service plan as the cloud reports it. */
export type PlatformAppServicePlan = {
  planName: string;
  location: string;
  resourceGroup: string;
  pricingTier: string;
  instanceCount: number;
  attendeeCountServiceState: string;
  deployments: PlatformAppServiceDeployment[];
};

export type PlatformResourceGroup = { name: string; location: string; appServicePlans: string[] };

/** What the cloud answers about a subscription's app service plans and resource groups, read at once. */
export type PlatformAppServicePlans = {
  /** The plan as it is now; null when the cloud has no such plan. */
  describe: (target: AppServicePlanTarget) => Promise<PlatformAppServicePlan | null>;
  resourceGroups: (input: { subscriptionId: string; location: string }) => Promise<PlatformResourceGroup[]>;
  resourceGroup: (input: { subscriptionId: string; name: string }) => Promise<PlatformResourceGroup | null>;
};

/** A cloud service of a subscription (doc2 §3 Cloud service). */
export type CloudServiceTarget = { cloudServiceId: string; name: string; subscriptionId: string };

/** A cloud service's slots and instances as the platform reports them. */
export type PlatformCloudService = {
  instanceSize: string;
  packageVersion: string;
  deployments: {
    deploymentSlot: 'production' | 'staging';
    packageVersion: string;
    instances: { instanceId: string; status: 'Ready' | 'Busy' | 'Rebooting' | 'Reimaging' | 'Stopped' }[];
  }[];
};

/** What the cloud answers about a subscription's cloud services, read at once. */
export type PlatformCloudServices = {
  /** The service as it is now; null when the cloud has no such service. */
  describe: (target: CloudServiceTarget) => Promise<PlatformCloudService | null>;
};

/** A service a hosting certificate is bound on (the wildcard certificate's update, a step per service). */
export type CertificateBindingTarget = { name: string; subscriptionId: string; serviceKind: 'cloudService' | 'appServicePlan' };

/** The known hosting certificates as the cloud holds them. */
export type PlatformHostingCertificates = {
  /**
   * Installs a known hosting certificate (its PKCS#12 and password) where the fleet takes it from;
   * afterwards the monitor's `installedHostingCertificates` lists it.
   */
  install: (input: { id: string; thumbprint: string; pfx: Buffer; password: string }) => Promise<void>;
};

/** A database server of a subscription, for the calls made on it at once rather than as a job. */
export type DatabaseServerTarget = { serverName: string; subscriptionId: string };

/**
 * What the console changes on a database server at once. The admin password is passed here, never as
 * the args of `perform`, so that no replay record or job payload ever holds it.
 */
export type PlatformDatabaseServers = {
  /** Sets the server's admin login password; a PlatformError when the server is not there or refuses. */
  setAdminPassword: (input: DatabaseServerTarget & { password: string }) => Promise<void>;
  /** Whether the admin login signs in with this password (what a real driver learns by trying it). */
  isAdminPassword: (input: DatabaseServerTarget & { password: string }) => Promise<boolean>;
  /**
   * Makes an uploaded BACPAC the database new customers' databases are created from; afterwards the
   * monitor's `defaultDatabase` answers it.
   */
  registerDefaultDatabase: (input: { name: string; sizeBytes: number }) => Promise<void>;
};

/** One second of a performance run as the load generators measured it. */
export type PlatformPerformanceSample = {
  second: number;
  activeUsers: number;
  requestsPerSecond: number;
  latencyP95Ms: number;
  errors: number;
};

/** What a finished performance run measured over all its seconds. */
export type PlatformPerformanceResult = {
  requestCount: number;
  throughputPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  errorCount: number;
  durationSeconds: number;
};

/** Every operation the platform performs and what it acts on. */
export type PlatformOperationTargets = {
  'tenant.provision': CustomerTarget;
  'tenant.decommission': CustomerTarget;
  'tenant.enable': CustomerTarget;
  'tenant.disable': CustomerTarget;
  'tenant.repair': CustomerTarget;
  'tenant.dnsRepair': CustomerTarget;
  'tenant.restartService': CustomerTarget;
  'tenant.recycleAppPool': CustomerTarget;
  'tenant.fixClickOnce': CustomerTarget;
  'tenant.setAzureCdn': CustomerTarget;
  'tenant.moveToFrontDoor': CustomerTarget;
  /** Puts the customer's site behind the web application firewall service; args: cudaAppId. */
  'tenant.moveToWebApplicationFirewall': CustomerTarget;
  'tenant.createSupportUser': CustomerTarget;
  'tenant.resetCreditCardVault': CustomerTarget;
  'tenant.moveToAppGateway': CustomerTarget;
  'tenant.assignStaticIp': CustomerTarget;
  'deployment.create': CustomerTarget;
  'deployment.enable': CustomerTarget;
  'deployment.disable': CustomerTarget;
  /** Moves a deployment's compute; args: targetCloudServiceId, isMoveToAppService. */
  'deployment.migrateCompute': CustomerTarget;
  'hostingGroup.probe': HostingGroupTarget;
  'deploymentController.applyDesiredState': DeploymentControllerTarget;
  'database.reconfigure': DatabaseTarget;
  'database.updateCompatibilityLevel': DatabaseTarget;
  'databaseServer.provision': DatabaseTarget;
  'databaseServer.decommission': DatabaseTarget;
  'certificate.order': DomainTarget;
  'certificate.validateDomain': DomainTarget;
  'dns.createTxtRecords': DomainTarget;
  'frontDoor.addDomain': DomainTarget;
  /** Generates load on a registration site; args: kind, registrationSiteUrl, settings (the check's counts). */
  'performanceCheck.run': PerformanceCheckTarget;
  /** Lists the cloud's locations and whether customers may be deployed there. */
  'location.scan': LocationScanTarget;
  /** Creates a storage account in a location; args: isPremium. */
  'storageAccount.create': CloudResourceTarget;
  /** Creates a redis cache in a location; args: key. */
  'redisCache.create': CloudResourceTarget;
  /** Installs a certificate's public part in subscriptions and tries each; args: subscriptionIds, certificate (base64 DER). */
  'managementCertificate.install': ManagementCertificateTarget;
  'appServicePlan.create': AppServicePlanTarget;
  'appServicePlan.reconfigure': AppServicePlanTarget;
  'appServicePlan.deleteDeployment': AppServicePlanTarget;
  'appServicePlan.decommission': AppServicePlanTarget;
  'appServicePlan.repairAttendeeCountService': AttendeeCountServiceTarget;
  /** args: serviceName, instanceSize, instanceCount, packageVersion. */
  'cloudService.create': CloudServiceTarget;
  /** args: instanceSize, packageVersion, and `known` (the service as the console knows it). */
  'cloudService.reconfigure': CloudServiceTarget;
  'cloudService.vipSwap': CloudServiceTarget;
  /** args: slot. */
  'cloudService.deleteDeployment': CloudServiceTarget;
  /** args: slot, instanceId. */
  'cloudService.rebootInstance': CloudServiceTarget;
  /** args: slot, instanceId. */
  'cloudService.reimageInstance': CloudServiceTarget;
  'cloudService.decommission': CloudServiceTarget;
  /** Binds the wildcard certificate on a service; args: thumbprint. */
  'hostingCertificate.bind': CertificateBindingTarget;
};

export type PlatformOperation = keyof PlatformOperationTargets;

export type PlatformTarget = PlatformOperationTargets[PlatformOperation];

type RequestOf<O extends PlatformOperation> = {
  operation: O;
  target: PlatformOperationTargets[O];
  /**
   * Stable across retries of the same step: performing an operation twice with one id takes
   * effect once (a step retried after a crash is not applied twice).
   */
  operationId: string;
  args?: Record<string, unknown>;
  /**
   * One phase of the operation (see `platformPhases`), so a job can show each as a step; absent,
   * the whole operation runs.
   */
  phase?: number;
  /** Aborted when the job is handed back mid-way (shutdown); a driver stops waiting then. */
  signal?: AbortSignal;
};

export type PlatformRequest<O extends PlatformOperation = PlatformOperation> = { [K in O]: RequestOf<K> }[O];

/** An application the platform runs for a customer's deployment, as the platform reports it. */
export type PlatformApplication = {
  id: string;
  deploymentControllerId: string;
  deploymentId: string;
  customerId: string;
  name: string;
  kind: 'web' | 'api' | 'worker' | 'clickOnce';
  state: 'running' | 'starting' | 'stopped' | 'faulted';
  version: string;
  updatedAtUtc: string;
};

/** A machine of a hosting group that runs applications, as it last reported itself. */
export type PlatformController = {
  id: string;
  hostingGroupId: string;
  name: string;
  status: 'healthy' | 'degraded' | 'unreachable';
  cpuPercent: number;
  memoryPercent: number;
  desiredStateVersion: number;
  currentStateVersion: number;
  lastReportedAtUtc: string;
};

/** A controller's move to a desired state; open until `completedAtUtc`. */
export type PlatformTransition = {
  id: string;
  deploymentControllerId: string;
  hostingGroupId: string;
  desiredState: number;
  endState: number | null;
  startedAtUtc: string;
  completedAtUtc: string | null;
  isInDesiredStateAfter: boolean | null;
};

export type PlatformTxtRecord = { name: string; value: string };

/**
 * What one phase of an operation changed, in platform terms. The feature that asked writes the
 * console's own records from these and pushes them live; a real driver reports the same kinds.
 * Times are ISO strings, so a change read back from the replay record equals the one first returned.
 */
export type PlatformChange =
  | {
      kind: 'applications';
      subscriptionId: string;
      change: 'added' | 'changed' | 'removed';
      applications: PlatformApplication[];
    }
  | { kind: 'controllers'; subscriptionId: string; controllers: PlatformController[] }
  | { kind: 'transitions'; subscriptionId: string; transitions: PlatformTransition[] }
  | {
      kind: 'database';
      subscriptionId: string;
      event: 'updating' | 'updated';
      serverName: string;
      databaseName: string;
      details: Record<string, unknown>;
    }
  | {
      kind: 'databaseServer';
      subscriptionId: string;
      event: 'provisioned' | 'decommissioned';
      serverName: string;
      disposition: 'progress' | 'succeeded' | 'failed';
      message: string;
    }
  | { kind: 'txtRecords'; domainName: string; records: PlatformTxtRecord[]; visibleAtUtc: string }
  | { kind: 'domainValidated'; domainName: string; records: PlatformTxtRecord[] }
  | {
      /** The seconds one phase of a performance run measured; the last phase adds the run's result. */
      kind: 'performanceSamples';
      subscriptionId: string;
      checkId: string;
      samples: PlatformPerformanceSample[];
      result: PlatformPerformanceResult | null;
    }
  | {
      /** Every location the cloud has, as a scan found them. */
      kind: 'locations';
      subscriptionId: string;
      scannedAtUtc: string;
      locations: { name: string; displayName: string; isSupported: boolean }[];
    }
  | {
      /** A storage account or redis cache that now exists in a location. */
      kind: 'cloudResource';
      subscriptionId: string;
      resource: 'storageAccount' | 'redisCache';
      name: string;
      location: string;
      details: Record<string, unknown>;
    }
  | {
      /** Which subscriptions accepted a management certificate when the platform tried it. */
      kind: 'managementCertificate';
      thumbprint: string;
      checkedAtUtc: string;
      results: { subscriptionId: string; isConnected: boolean; reason: string | null }[];
    }
  | {
      /** An app service plan as it is after the phase; `decommissioned` ones are gone from the cloud. */
      kind: 'appServicePlan';
      subscriptionId: string;
      event: 'commissioned' | 'reconfigured' | 'decommissioned';
      plan: PlatformAppServicePlan;
    }
  | {
      /** A cloud service after a phase (null once it is gone); the cloud services feature keeps its copy. */
      kind: 'cloudService';
      subscriptionId: string;
      cloudServiceId: string;
      event: 'commissioned' | 'decommissioned' | 'reconfigured' | 'instanceStateChanged';
      service: PlatformCloudService | null;
    };

export type PlatformChangeKind = PlatformChange['kind'];

export type PlatformResult = {
  /** Shown on the job step. */
  message: string;
  /** What changed; empty when the phase only took its time or found nothing to do. */
  changes: PlatformChange[];
  /**
   * True when the operationId had already taken effect and nothing was done again; `changes` are then
   * the ones first reported, so a feature that had not yet written them (a crash in between) still can.
   */
  isReplay: boolean;
};

/** Thrown by a platform operation that failed; `reason` is shown to operators on the job step. */
export class PlatformError extends Error {
  readonly reason: string;
  /** What the failure itself changed (a database server's failed provisioning), for the console to record. */
  readonly changes: PlatformChange[];
  constructor(reason: string, changes: PlatformChange[] = []) {
    super(reason);
    this.name = 'PlatformError';
    this.reason = reason;
    this.changes = changes;
  }
}

export const isPlatformError = (error: unknown): error is PlatformError => error instanceof PlatformError;

/** A deployment of a customer: the platform's databases and message queues belong to one. */
export type DeploymentTarget = {
  customerId: string;
  alias: string;
  deploymentId: string;
  kind: 'azure' | 'onsite';
  azureLocation: string | null;
};

/** What the platform reports about a deployment's database the first time the console asks (it keeps it). */
export type DiscoveredDatabase = {
  serverName: string;
  databaseName: string;
  minPerformanceLevelId: string;
  maxPerformanceLevelId: string;
  maxSizeInGb: number;
  compatibilityLevel: number;
  password: string;
  readOnlyPassword: string;
};

/** One registration of a customer's events, a row of the registration report. */
export type RegistrationRow = {
  registrationId: string;
  eventName: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationType: string;
  status: string;
  registeredAtUtc: string;
  amountPaid: string;
};

export type PlatformDatabases = {
  discover: (target: DeploymentTarget) => Promise<DiscoveredDatabase>;
  /** The registrations in the deployment's database, read as a stream of rows. */
  registrations: (target: DeploymentTarget) => AsyncIterable<RegistrationRow>;
};

/** One dead-lettered message (a message bus' dead-letter sub-queue). */
export type DeadLetterMessage = {
  messageId: string;
  queueName: string;
  label: string;
  enqueuedAtUtc: string;
  deliveryCount: number;
  deadLetterReason: string;
  deadLetterErrorDescription: string;
  body: string;
};

/**
 * A deployment's dead-letter queues. Replaying sends a message back to its queue; removing deletes it.
 * Each answers the ids it acted on (ids not in the queue are skipped). An aborted call acts on nothing.
 */
export type DeadLetterQueues = {
  peek: (target: DeploymentTarget, batchSize: number) => Promise<{ count: number; messages: DeadLetterMessage[] }>;
  replay: (target: DeploymentTarget, messageIds: string[], signal?: AbortSignal) => Promise<string[]>;
  remove: (target: DeploymentTarget, messageIds: string[], signal?: AbortSignal) => Promise<string[]>;
  /** Replays the oldest `max` messages. */
  replayOldest: (target: DeploymentTarget, max: number, signal?: AbortSignal) => Promise<string[]>;
  /** Removes the oldest `max` messages. */
  removeOldest: (target: DeploymentTarget, max: number, signal?: AbortSignal) => Promise<string[]>;
  /** The simulated platform only: adds `count` messages to the deployment's queues at once. */
  simulateArrivals?: (target: DeploymentTarget, count: number) => Promise<void>;
};

/** A customer as the payment provider and the tenant's site store know it. */
export type PaymentCustomer = { customerId: string; alias: string; name: string };

/** One of a customer's EventsAIR Pay accounts. */
export type PaymentAccount = { eaPayId: string; name: string; currencyCode: string };

/** One of a customer's interactive sites; `deletedAtUtc` is set while it is deleted. */
export type InteractiveSite = { name: string; deletedAtUtc: string | null };

/**
 * The payment provider (EventsAIR Pay) and the tenant's site store: what they answer about a customer.
 * The console keeps its own copy once it has asked (decision 053), so these are read once per customer.
 */
export type PlatformPayments = {
  eaPayAccounts: (customer: PaymentCustomer) => Promise<PaymentAccount[]>;
  interactiveSites: (customer: PaymentCustomer) => Promise<InteractiveSite[]>;
};

export type Platform = {
  perform: (request: PlatformRequest) => Promise<PlatformResult>;
  /** A deployment's database as the platform reports it, and what is in it. */
  databases: PlatformDatabases;
  /** A deployment's dead-letter queues. */
  deadLetters: DeadLetterQueues;
  /** The payment provider and the tenant's site store. */
  payments: PlatformPayments;
  /** App service plans and resource groups as the cloud reports them. */
  appServicePlans: PlatformAppServicePlans;
  /** Cloud services as the cloud reports them. */
  cloudServices: PlatformCloudServices;
  /** Database server changes made at once (the admin password). */
  databaseServers: PlatformDatabaseServers;
  /** The known hosting certificates (wildcard SSL, code signing, cloud service RDP). */
  hostingCertificates: PlatformHostingCertificates;
  /** What the platform reports about itself: cloud status, service health, alarm states. */
  monitor: PlatformMonitor;
  /** The simulated platform's injectable conditions; absent on a real driver. */
  simulation?: PlatformSimulationControl;
  /**
   * The simulated platform only: runs the demo fleet's applications for deployments it has not run yet
   * (and fills their dead-letter queues when asked). Answers what it deployed, for the console to record.
   */
  seedFleet?: (input: { deploymentIds?: string[]; seed: number; isFillingDeadLetters: boolean }) => Promise<PlatformChange[]>;
};

/** Changes the platform makes on its own (machines reporting, applications faulting), as they happen. */
export type PlatformChangeListener = (changes: PlatformChange[]) => Promise<void>;

/** A configured driver: the platform and what it does in the background once jobs may run. */
export type PlatformDriver = {
  platform: Platform;
  /** Starts the driver's own activity, reporting what changes to `onChanges`; answers how to stop it. */
  startBackground: (input: { onChanges: PlatformChangeListener }) => Promise<() => void>;
};

/** A short name of whatever a request targets, for messages and fault injection. */
export const platformTargetName = (target: PlatformTarget): string => {
  if ('domainName' in target) return target.domainName;
  if ('planName' in target) return target.planName;
  if ('alias' in target) return target.alias;
  if ('identifier' in target) return target.identifier;
  if ('name' in target) return target.name;
  return target.databaseName ? `${target.serverName}/${target.databaseName}` : target.serverName;
};
