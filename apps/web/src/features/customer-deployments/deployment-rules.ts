import {
  isComputeMigrationActive,
  messages,
  type ComputeMigration,
  type ComputeMigrationState,
  type Deployment,
  type HubPayload,
  type JobPush,
  type LiveEntityChange,
} from '@console/contract';

/** Why enable is not offered (doc1 §4: deployments behave as customers — only from disabled), or null. */
export const whyNoEnableDeployment = (deployment: Pick<Deployment, 'isEnabled'>): string | null =>
  deployment.isEnabled ? messages.deployments.whyNoEnable : null;

/** Why disable is not offered (only from enabled), or null. */
export const whyNoDisableDeployment = (deployment: Pick<Deployment, 'isEnabled'>): string | null =>
  deployment.isEnabled ? null : messages.deployments.whyNoDisable;

/** Why compute cannot be migrated now, or null. */
export const whyNoMigrate = (deployment: Pick<Deployment, 'kind'>, migrations: readonly ComputeMigration[]): string | null => {
  if (deployment.kind !== 'azure') return messages.deployments.whyNoMigrate;
  return migrations.some((m) => isComputeMigrationActive(m.state)) ? messages.deployments.whyMigrationRunning : null;
};

/** A deployment's short title: where and how it runs. */
export const deploymentTitle = (deployment: Pick<Deployment, 'kind' | 'azureLocation' | 'hostingGroupIdentifiers'>) =>
  deployment.kind === 'azure'
    ? `Azure deployment${deployment.azureLocation ? ` in ${deployment.azureLocation}` : ''}`
    : `On-site deployment${deployment.hostingGroupIdentifiers[0] ? ` on ${deployment.hostingGroupIdentifiers[0]}` : ''}`;

const stateWords: Record<ComputeMigrationState, string> = {
  queued: 'Queued',
  preparing: 'Preparing the target',
  migrating: 'Migrating compute',
  verifying: 'Verifying the deployment',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What an operator reads for a migration's state. */
export const migrationStateText = (state: ComputeMigrationState): string => stateWords[state];

/** The alert's colour: running blue, completed green, failed red, cancelled grey. */
export const migrationAlertColor = (state: ComputeMigrationState): 'blue' | 'green' | 'red' | 'gray' => {
  switch (state) {
    case 'queued':
    case 'preparing':
    case 'migrating':
    case 'verifying':
      return 'blue';
    case 'completed':
      return 'green';
    case 'failed':
      return 'red';
    case 'cancelled':
      return 'gray';
    default: {
      const exhaustive: never = state;
      return exhaustive;
    }
  }
};

/** The migrations the customer page alerts about: those not dismissed (running or ended). */
export const alertedMigrations = (migrations: readonly ComputeMigration[]) => migrations.filter((m) => !m.isDismissed);

type MigrationEvent = HubPayload<'computeMigrations', 'computeMigrationStateChanged'>;

/**
 * A pushed state change written into the cached list: the known migration takes its new state (and
 * is marked dismissed on a dismissal); an unknown one means the list must be read again (null).
 */
export const withMigrationEvent = (
  migrations: readonly ComputeMigration[] | undefined,
  event: MigrationEvent,
  kind: 'started' | 'stateChanged' | 'dismissed',
): ComputeMigration[] | null => {
  if (!migrations) return null;
  const known = migrations.find((m) => m.id === event.id);
  if (!known) return null;
  const state = event.state as ComputeMigrationState;
  return migrations.map((m) =>
    m.id === event.id
      ? { ...m, state, isDismissed: m.isDismissed || kind === 'dismissed', updatedAtUtc: new Date().toISOString() }
      : m,
  );
};

/** A job on one of this customer's deployments started or ended: the deployments are read again. */
export const isJobOnCustomerDeployment = ({ change, entity }: LiveEntityChange<JobPush>, customerId: string) =>
  entity.target?.type === 'deployment' && entity.target.customerId === customerId && (change === 'added' || entity.isCompleted);

const stateRank: Record<ComputeMigrationState, number> = {
  queued: 0,
  preparing: 1,
  migrating: 2,
  verifying: 3,
  completed: 4,
  failed: 4,
  cancelled: 4,
};

/**
 * A migration only moves forward, so of two answers about it the one further along is the newer: a
 * list read before a push arrived (and answered after it) must not take the pushed state back.
 * The fresh list decides which migrations exist and their details.
 */
export const mergeMigrations = (
  cached: readonly ComputeMigration[] | undefined,
  fresh: ComputeMigration[],
): ComputeMigration[] => {
  if (!cached) return fresh;
  const known = new Map(cached.map((m) => [m.id, m]));
  return fresh.map((m) => {
    const old = known.get(m.id);
    if (!old) return m;
    const isOldAhead = stateRank[old.state] > stateRank[m.state];
    return { ...m, state: isOldAhead ? old.state : m.state, isDismissed: m.isDismissed || old.isDismissed };
  });
};

/**
 * One migration read on its own (after a push about one the list does not know, or that ended) put
 * into the list: replaced where it was, first when new; never taken back to an earlier state.
 */
export const withMigration = (cached: readonly ComputeMigration[] | undefined, read: ComputeMigration): ComputeMigration[] => {
  const list = cached ?? [];
  const isKnown = list.some((m) => m.id === read.id);
  return mergeMigrations(list, isKnown ? list.map((m) => (m.id === read.id ? read : m)) : [read, ...list]);
};
