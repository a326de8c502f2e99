import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { planFilterQuery } from './list-cloud-services';

/** doc2 §3 App service plan, the fields a list needs. */
export const appServicePlanSummary = z.object({
  id: z.string(),
  planName: z.string(),
  location: z.string(),
  type: z.enum(constants.hostingPlans),
  pricingTier: z.string(),
  instanceCount: z.number().int(),
});

export type AppServicePlanSummary = z.infer<typeof appServicePlanSummary>;

export const listAppServicePlans = defineEndpoint({
  method: 'GET',
  path: '/api/azure/appserviceplans',
  summary: 'App service plans of the subscription, filtered Shared, Dedicated or ALL (default Shared)',
  permission: 'signedIn',
  query: planFilterQuery,
  response: z.array(appServicePlanSummary),
});
