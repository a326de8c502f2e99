import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** How the cloud provider reports a region or its overall state. */
export const cloudHealthStates = ['available', 'degraded', 'outage'] as const;

export type CloudHealth = (typeof cloudHealthStates)[number];

export const cloudIncident = z.object({
  id: z.string(),
  region: z.string(),
  regionDisplayName: z.string(),
  service: z.string(),
  title: z.string(),
  severity: z.enum(['degraded', 'outage']),
  startedAtUtc: z.string(),
});

export type CloudIncident = z.infer<typeof cloudIncident>;

export const cloudStatus = z.object({
  status: z.enum(cloudHealthStates),
  /** When the provider's status was read. */
  checkedAtUtc: z.string(),
  regions: z.array(z.object({ name: z.string(), displayName: z.string(), status: z.enum(cloudHealthStates) })),
  incidents: z.array(cloudIncident),
});

export type CloudStatus = z.infer<typeof cloudStatus>;

export const getCloudStatus = defineEndpoint({
  method: 'GET',
  path: '/api/operations/monitoring/azure/status',
  summary: "The cloud provider's status of the regions the fleet runs in",
  permission: 'signedIn',
  scope: 'operator',
  response: cloudStatus,
});
