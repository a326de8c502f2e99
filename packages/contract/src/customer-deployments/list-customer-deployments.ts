import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';

/** doc1 §3 Deployment: where and how one customer runs; the hosting groups name it by identifier too. */
export const deployment = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  kind: z.enum(['azure', 'onsite']),
  isEnabled: z.boolean(),
  hostingGroupIds: z.array(z.uuid()),
  hostingGroupIdentifiers: z.array(z.string()),
  azureLocation: z.string().nullable(),
  resourceGroupName: z.string().nullable(),
  hostingPlan: z.string().nullable(),
  /** The cloud service (or app service plan) it runs on, when known: a compute migration moves it. */
  cloudServiceId: z.uuid().nullable(),
  appServicePlanId: z.uuid().nullable(),
});

export type Deployment = z.infer<typeof deployment>;

/** A deployment of a customer: both ids in the path; another subscription's customer is not found. */
export const deploymentParams = customerIdParams.extend({
  deploymentId: z.uuid({ message: 'must be a deployment id' }),
});

export const listCustomerDeployments = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/deployments',
  summary: "A customer's deployments with their hosting groups",
  permission: 'signedIn',
  params: customerIdParams,
  response: z.array(deployment),
});
