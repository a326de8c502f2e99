import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const serviceHealthStates = ['healthy', 'degraded', 'unhealthy'] as const;

export type ServiceHealth = (typeof serviceHealthStates)[number];

/** The last collected status of one service the fleet depends on. */
export const serviceStatus = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  status: z.enum(serviceHealthStates),
  /** Why it is not healthy (or what was checked). */
  message: z.string().nullable(),
  /** When this status was collected. */
  collectedAtUtc: z.string(),
});

export type ServiceStatus = z.infer<typeof serviceStatus>;

export const serviceStatusesResponse = z.object({
  serviceStatuses: z.array(serviceStatus),
  /** When the oldest of these statuses was collected: how stale the summary may be. Null when there are none. */
  oldestCollectionTime: z.string().nullable(),
});

export type ServiceStatuses = z.infer<typeof serviceStatusesResponse>;

export const getServiceStatuses = defineEndpoint({
  method: 'GET',
  path: '/api/operations/monitoring/services',
  summary: "The status of every service of the subscription's fleet",
  permission: 'signedIn',
  response: serviceStatusesResponse,
});

export const getUnhealthyServices = defineEndpoint({
  method: 'GET',
  path: '/api/operations/monitoring/services/unhealthy',
  summary: 'The services of the subscription that are not healthy',
  permission: 'signedIn',
  response: serviceStatusesResponse,
});

export const deploymentServiceStatusParams = z.object({ id: z.uuid({ message: 'must be a deployment id' }) });

export const deploymentServiceStatusResponse = serviceStatusesResponse.extend({
  deploymentId: z.string(),
  customerId: z.string(),
  customerAlias: z.string(),
});

export type DeploymentServiceStatus = z.infer<typeof deploymentServiceStatusResponse>;

export const getDeploymentServiceStatus = defineEndpoint({
  method: 'GET',
  path: '/api/operations/monitoring/deployment/:id',
  summary: 'The status of the services one deployment runs on',
  permission: 'signedIn',
  params: deploymentServiceStatusParams,
  response: deploymentServiceStatusResponse,
});
