import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { computeMigrationStates } from './compute-migration-states';
import { deploymentParams } from './list-customer-deployments';

export * from './compute-migration-states';

export const computeMigration = z.object({
  id: z.uuid(),
  deploymentId: z.uuid(),
  customerId: z.uuid(),
  state: z.enum(computeMigrationStates),
  sourceCloudServiceId: z.uuid(),
  sourceName: z.string(),
  targetCloudServiceId: z.uuid(),
  targetName: z.string(),
  isMoveToAppService: z.boolean(),
  /** Why it failed, when it did. */
  failureReason: z.string().nullable(),
  jobCorrelationId: z.string().nullable(),
  startedAtUtc: z.string(),
  updatedAtUtc: z.string(),
  completedAtUtc: z.string().nullable(),
  isDismissed: z.boolean(),
});

export type ComputeMigration = z.infer<typeof computeMigration>;

export const computeMigrationRequest = z.object({
  sourceCloudServiceId: z.uuid({ message: 'must be a cloud service id' }),
  /** A cloud service id, or an app service plan id when isMoveToAppService. */
  targetCloudServiceId: z.uuid({ message: 'must be a cloud service or app service plan id' }),
  isMoveToAppService: z.boolean(),
});

export type ComputeMigrationRequest = z.infer<typeof computeMigrationRequest>;

export const computeMigrationParams = deploymentParams.extend({
  migrationId: z.uuid({ message: 'must be a compute migration id' }),
});

export const listComputeMigrations = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/computemigrations',
  summary: "A deployment's compute migrations, newest first (dismissed ones say so)",
  permission: 'signedIn',
  params: deploymentParams,
  response: z.array(computeMigration),
});

export const getComputeMigration = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments/:deploymentId/computemigrations/:migrationId',
  summary: 'One compute migration of a deployment',
  permission: 'signedIn',
  params: computeMigrationParams,
  response: computeMigration,
});

export const startComputeMigration = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/computemigrations',
  summary: "Starts moving a deployment's compute to another cloud service or an app service plan",
  permission: 'signedIn',
  params: deploymentParams,
  body: computeMigrationRequest,
  status: 202,
  response: computeMigration,
});

export const cancelComputeMigration = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/computemigrations/:migrationId/cancel',
  summary: 'Cancels a running compute migration (409 once it ended)',
  permission: 'signedIn',
  isDestructive: true,
  params: computeMigrationParams,
  response: computeMigration,
});

export const dismissComputeMigration = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/computemigrations/:migrationId/dismiss',
  summary: 'Dismisses the alert of a compute migration that ended (409 while it runs)',
  permission: 'signedIn',
  params: computeMigrationParams,
  response: computeMigration,
});
