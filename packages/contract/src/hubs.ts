import { z } from 'zod';
import { customerDetails } from './customer-details/customer-details';
import { deploymentControllerStatus, desiredStateTransition, hostedApplication } from './hosting/fleet';
import { jobPush, jobStep } from './jobs/job';
import { liveChangeOf } from './live/live-change';

import type { HubName } from './hub-names';

export * from './hub-names';

export const computeMigrationEvent = z.object({
  id: z.string(),
  deploymentId: z.string(),
  state: z.string(),
});

export const releaseEvent = z.object({ id: z.string(), version: z.string() });
export const releaseChannelEvent = z.object({
  id: z.string(),
  name: z.string(),
  currentReleaseId: z.string().nullable(),
});
export const releasePromotedEvent = z.object({ releaseId: z.string(), channelId: z.string() });

/** doc2 §3: a performance check's status; the last 20 are kept by the screen. */
export const testStatusEvent = z.object({
  checkId: z.string(),
  status: z.string(),
  details: z.record(z.string(), z.unknown()),
  atUtc: z.string(),
});

/** doc2 §4: database server provisioning events carry a disposition. */
export const databaseServerDispositions = ['succeeded', 'failed', 'progress'] as const;
export const databaseServerEvent = z.object({
  serverName: z.string(),
  disposition: z.enum(databaseServerDispositions),
  message: z.string(),
});
export const databaseEvent = z.object({
  serverName: z.string(),
  databaseName: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const cloudResourceKinds = ['appServicePlan', 'cloudService'] as const;
export const cloudResourceEvent = z.object({
  kind: z.enum(cloudResourceKinds),
  id: z.string(),
  name: z.string(),
});

/** A cloud service push: what changed, with its slots' instance states as the platform reported them. */
export const cloudServiceEvent = cloudResourceEvent.extend({
  deployments: z.array(
    z.object({
      deploymentSlot: z.string(),
      instances: z.array(z.object({ instanceId: z.string(), status: z.string() })),
    }),
  ),
});

export type CloudServiceEvent = z.infer<typeof cloudServiceEvent>;

/** Every hub's server-to-client events and their payload schemas: the one typed map. */
export const hubEventSchemas = {
  hostedApplications: {
    hostedApplicationChanged: liveChangeOf(hostedApplication),
  },
  desiredStateTransitions: {
    transitionStarted: desiredStateTransition,
    transitionCompleted: desiredStateTransition,
  },
  jobs: {
    jobChanged: liveChangeOf(jobPush),
    jobStepChanged: liveChangeOf(jobStep),
  },
  computeMigrations: {
    computeMigrationStarted: computeMigrationEvent,
    computeMigrationStateChanged: computeMigrationEvent,
    computeMigrationDismissed: computeMigrationEvent,
  },
  deploymentControllers: {
    updateDeploymentControllerStatus: deploymentControllerStatus,
  },
  releases: {
    releaseCreated: releaseEvent,
    releasePromoted: releasePromotedEvent,
    releaseChannelCreated: releaseChannelEvent,
    releaseChannelDeleted: z.object({ id: z.string() }),
    releaseChannelsChanged: z.object({}),
    /** A machine of a promotion's rollout reached its desired state: what the channel's customers run changed. */
    releaseRolloutProgressed: z.object({ channelId: z.string() }),
  },
  testStatus: {
    testStatusChanged: testStatusEvent,
  },
  databaseServers: {
    databaseServerProvisioned: databaseServerEvent,
    databaseServerDecommissioned: databaseServerEvent,
    databaseUpdating: databaseEvent,
    databaseUpdated: databaseEvent,
  },
  appServicePlans: {
    commissioned: cloudResourceEvent,
    decommissioned: cloudResourceEvent,
    reconfigured: cloudResourceEvent,
  },
  cloudServices: {
    commissioned: cloudServiceEvent,
    decommissioned: cloudServiceEvent,
    reconfigured: cloudServiceEvent,
    /** An instance's state changed (a reboot or reimage): an open detail view shows it at once. */
    instanceStateChanged: cloudServiceEvent,
  },
  alarms: {
    /** What raises an alarm changed; the state is read again (it is filtered to each caller's subscriptions). */
    alarmsChanged: z.object({}),
  },
  customers: {
    customerChanged: customerDetails,
  },
} as const satisfies Record<HubName, Record<string, z.ZodType>>;

export type HubEventName<H extends HubName> = keyof (typeof hubEventSchemas)[H] & string;

export type HubPayload<H extends HubName, E extends HubEventName<H>> = z.infer<(typeof hubEventSchemas)[H][E]>;

/** Socket.IO's server-to-client map of one hub. */
export type HubServerEvents<H extends HubName> = {
  [E in HubEventName<H>]: (payload: HubPayload<H, E>) => void;
};

export type GroupAck = (result: { isOk: true } | { isOk: false; reason: string }) => void;

/** Socket.IO's client-to-server map: JoinGroup and LeaveGroup, on hubs that have groups. */
export type HubClientEvents = {
  JoinGroup: (groupId: string, ack: GroupAck) => void;
  LeaveGroup: (groupId: string, ack: GroupAck) => void;
};

export const groupIdSchema = z.string().min(1).max(100);

/** Why the server refused a connection; carried as `connect_error` data. */
export type LiveRefusal = { status: 401 | 403; reason: string };
