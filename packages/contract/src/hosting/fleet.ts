import { z } from 'zod';

/** What the simulated (or real) fleet reports about the machines and applications it runs. */
export const hostedApplicationKinds = ['web', 'api', 'worker', 'clickOnce'] as const;
export const hostedApplicationStates = ['running', 'starting', 'stopped', 'faulted'] as const;

/** An application a deployment controller hosts for one customer deployment. */
export const hostedApplication = z.object({
  id: z.string(),
  deploymentControllerId: z.string(),
  deploymentId: z.string(),
  customerId: z.string(),
  name: z.string(),
  kind: z.enum(hostedApplicationKinds),
  state: z.enum(hostedApplicationStates),
  version: z.string(),
  updatedAtUtc: z.string(),
});

export type HostedApplication = z.infer<typeof hostedApplication>;

export const deploymentControllerStatuses = ['healthy', 'degraded', 'unreachable'] as const;

/** doc1 §7: the deployment controllers hub pushes updateDeploymentControllerStatus with this. */
export const deploymentControllerStatus = z.object({
  id: z.string(),
  hostingGroupId: z.string(),
  name: z.string(),
  status: z.enum(deploymentControllerStatuses),
  cpuPercent: z.number().int(),
  memoryPercent: z.number().int(),
  desiredStateVersion: z.number().int(),
  currentStateVersion: z.number().int(),
  isInDesiredState: z.boolean(),
  lastReportedAtUtc: z.string(),
});

export type DeploymentControllerStatus = z.infer<typeof deploymentControllerStatus>;

/**
 * doc1 §3/§4: a desired-state transition starts and completes; it succeeded when the end state
 * equals the desired state (isInDesiredStateAfter).
 */
export const desiredStateTransition = z.object({
  id: z.string(),
  deploymentControllerId: z.string(),
  hostingGroupId: z.string(),
  startedAtUtc: z.string(),
  completedAtUtc: z.string().nullable(),
  desiredState: z.number().int(),
  endState: z.number().int().nullable(),
  /** Null while the transition runs. */
  isInDesiredStateAfter: z.boolean().nullable(),
});

export type DesiredStateTransition = z.infer<typeof desiredStateTransition>;

export { isTransitionSuccessful } from './transition-success';
