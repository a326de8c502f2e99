/**
 * The live hubs (doc1 §7, doc2 §7): one Socket.IO namespace each, under the `/live` path. The
 * connection carries `id_token` and `subscription_id` query values; a client receives only the
 * pushes of its subscription, and of the groups it joined with JoinGroup.
 */
export const livePath = '/live';

export const hubs = {
  hostedApplications: { namespace: '/hostedApplications', hasGroups: false },
  desiredStateTransitions: { namespace: '/desiredStateTransitions', hasGroups: false },
  jobs: { namespace: '/jobs', hasGroups: false },
  /** Groups are deployment ids. */
  computeMigrations: { namespace: '/computeMigrations', hasGroups: true },
  /** Groups are hosting group ids: a hosting-group view follows its machines. */
  deploymentControllers: { namespace: '/deploymentControllers', hasGroups: true },
  releases: { namespace: '/releases', hasGroups: false },
  testStatus: { namespace: '/testStatus', hasGroups: false },
  databaseServers: { namespace: '/databaseServers', hasGroups: false },
  appServicePlans: { namespace: '/appServicePlans', hasGroups: false },
  /** Cloud services: commissioned, decommissioned, reconfigured and instance state changes (doc2 §4). */
  cloudServices: { namespace: '/cloudServices', hasGroups: false },
  /** The shell's header alarms (doc2 §8): a push when what raises them changes. */
  alarms: { namespace: '/alarms', hasGroups: false },
  /** A customer's record changed (an edit, or a job that ended): its details page follows. */
  customers: { namespace: '/customers', hasGroups: false },
} as const;

export type HubName = keyof typeof hubs;

export const hubNames = Object.keys(hubs) as HubName[];
