import type {
  CloudStatus,
  KnownCertificateId,
  PlatformSimulation,
  PlatformSimulationConditions,
  ServiceStatus,
} from '@console/contract';

export type FailedConnection = { subscriptionId: string; subscriptionName: string; reason: string };

/**
 * What the platform reports about itself (doc1 §7 dashboard and monitoring, doc2 §8 header alarms):
 * the cloud provider's status, the health of the services each subscription's fleet depends on, and
 * the states the header alarms are raised from. A real driver asks the provider's monitoring; the
 * simulated one keeps its own record that changes over time and with injected faults.
 */
export type PlatformMonitor = {
  cloudStatus: () => Promise<CloudStatus>;
  serviceStatuses: (input: { subscriptionId: string }) => Promise<ServiceStatus[]>;
  /** The services one deployment runs on: its hosting group, its region's services, its applications. */
  deploymentServiceStatuses: (input: { deploymentId: string }) => Promise<ServiceStatus[]>;
  /** The subscriptions the management certificate could not connect to. */
  managementCertificateStatus: () => Promise<{ failedConnectionResults: FailedConnection[] }>;
  /** The known hosting certificates that are installed. */
  installedHostingCertificates: () => Promise<KnownCertificateId[]>;
  /** The default database new customers' databases are made from, or null when none is configured. */
  defaultDatabase: () => Promise<{ name: string } | null>;
};

/** Present only on the simulated platform: the conditions an operator may inject while it runs. */
export type PlatformSimulationControl = {
  read: () => Promise<PlatformSimulation>;
  /** Stores the conditions and collects service health again, so the change shows at the next refresh. */
  write: (conditions: PlatformSimulationConditions) => Promise<PlatformSimulation>;
};
