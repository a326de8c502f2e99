import { z } from 'zod';
import { constants } from '../constants';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { deployment, deploymentParams } from './list-customer-deployments';

/** A new deployment and the job that deploys it (the jobs drawer follows it). */
export const createdDeployment = z.object({ deployment, job });

export type CreatedDeployment = z.infer<typeof createdDeployment>;

/** doc1 §2 "Create Azure deployment": where it runs and on what shared hosting. */
export const azureDeploymentInput = z.object({
  selectedAzureLocation: z.string().trim().min(1, { message: 'choose a location' }).max(100),
  selectedHostingPlan: z.enum(constants.hostingPlans),
  /** A shared cloud service (Shared hosting, not as an app service). */
  selectedSharedCloudService: z.uuid({ message: 'must be a cloud service id' }).nullable().optional(),
  /** A shared app service plan (Shared hosting as an app service). */
  appServicePlan: z.uuid({ message: 'must be an app service plan id' }).nullable().optional(),
  isDeployAsAppService: z.boolean().default(false),
});

export type AzureDeploymentInput = z.input<typeof azureDeploymentInput>;

/** Hosting group identifiers and machine names: lower-case letters, digits and dashes. */
export const onsiteNamePattern = /^[a-z][a-z0-9-]{2,49}$/;
const onsiteName = z
  .string()
  .trim()
  .regex(onsiteNamePattern, { message: 'use 3 to 50 lower-case letters, digits or dashes, starting with a letter' });

/**
 * doc1 §2 "Create on-site deployment": the customer's own machines form a new on-site hosting group;
 * its first machine is registered with it, others join with the group's certificate (add machine).
 */
export const onsiteDeploymentInput = z.object({
  hostingGroupIdentifier: onsiteName,
  machineName: onsiteName,
  /** Whether the group's certificate protects its private key with a password. */
  isPrivateKeyProtected: z.boolean().default(true),
  /**
   * The customer's own SQL Server and Service Bus, when the site uses them instead of the provider's
   * (optional; checked by the server's validators, stored encrypted, never returned).
   */
  databaseConnectionString: z.string().max(2000).optional(),
  messagingConnectionString: z.string().max(2000).optional(),
});

export type OnsiteDeploymentInput = z.input<typeof onsiteDeploymentInput>;

export const createAzureDeployment = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/azure',
  summary: 'Creates an Azure deployment of a customer and deploys it',
  permission: 'signedIn',
  params: customerIdParams,
  body: azureDeploymentInput,
  status: 202,
  response: createdDeployment,
});

export const createOnsiteDeployment = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/onsite',
  summary: "Creates an on-site deployment of a customer on a new hosting group of the customer's machines",
  permission: 'signedIn',
  params: customerIdParams,
  body: onsiteDeploymentInput,
  status: 202,
  response: createdDeployment,
});

export const enableDeployment = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/enable',
  summary: 'Enables a disabled deployment (409 when it is enabled)',
  permission: 'signedIn',
  params: deploymentParams,
  status: 202,
  response: job,
});

export const disableDeployment = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deployments/:deploymentId/disable',
  summary: 'Disables an enabled deployment (409 when it is disabled)',
  permission: 'signedIn',
  params: deploymentParams,
  status: 202,
  response: job,
});
