import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Cloud service, the fields a list needs. */
export const cloudServiceSummary = z.object({
  id: z.string(),
  serviceName: z.string(),
  location: z.string(),
  type: z.enum(constants.hostingPlans),
  instanceCount: z.number().int(),
  instanceSize: z.string(),
});

export type CloudServiceSummary = z.infer<typeof cloudServiceSummary>;

export const planFilterQuery = z.object({ type: z.enum(constants.planFilterTypes).default('Shared') });

export const listCloudServices = defineEndpoint({
  method: 'GET',
  path: '/api/azure/cloudservices',
  summary: 'Cloud services of the subscription, filtered Shared, Dedicated or ALL (default Shared)',
  permission: 'signedIn',
  query: planFilterQuery,
  response: z.array(cloudServiceSummary),
});
