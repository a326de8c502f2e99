import { z } from 'zod';
import { tokenInQuery } from '../download-token';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { cloudServiceSummary } from '../azure/list-cloud-services';
import {
  cloudServiceBootstrapperPackageId,
  cloudServiceInstanceActions,
  cloudServiceInstanceSizes,
  cloudServiceInstanceStates,
  cloudServiceNamePattern,
  cloudServiceStatuses,
  cudaAppIdPattern,
  deploymentSlots,
} from './cloud-service-rules';

const serviceId = z.object({ id: z.uuid({ message: 'must be a cloud service id' }) });

export const cloudServiceInstance = z.object({
  instanceId: z.string(),
  status: z.enum(cloudServiceInstanceStates),
});

export const cloudServiceDeployment = z.object({
  deploymentSlot: z.enum(deploymentSlots),
  packageVersion: z.string(),
  instances: z.array(cloudServiceInstance),
});

export type CloudServiceDeployment = z.infer<typeof cloudServiceDeployment>;

export const cloudServiceCustomer = z.object({ id: z.string(), alias: z.string() });

/** doc2 §3 Cloud service: instances by deployment slot, instance size, bootstrapper package, customers. */
export const cloudServiceDetail = cloudServiceSummary.extend({
  status: z.enum(cloudServiceStatuses),
  bootstrapperPackageId: z.string(),
  packageVersion: z.string(),
  customerIds: z.array(z.string()),
  customers: z.array(cloudServiceCustomer),
  deployments: z.array(cloudServiceDeployment),
  /** The hosting group whose machines run the service, for the desired-state link; null when none. */
  hostingGroupId: z.string().nullable(),
});

export type CloudServiceDetail = z.infer<typeof cloudServiceDetail>;

export const cloudServiceConfig = z.object({
  supportedInstanceSizes: z.array(z.string()),
  bootstrapperVersion: z.string(),
});

export type CloudServiceConfig = z.infer<typeof cloudServiceConfig>;

export const createCloudServiceBody = z.object({
  serviceName: z
    .string()
    .trim()
    .regex(cloudServiceNamePattern, { message: 'must be 3 to 63 lower-case letters, digits or hyphens, starting with a letter' }),
  location: z.string().trim().min(1, { message: 'is required' }),
  instanceSize: z.enum(cloudServiceInstanceSizes, { message: 'must be one of the supported instance sizes' }),
  instanceCount: z.number().int().min(1, { message: 'must be at least 1' }).max(20, { message: 'must be at most 20' }).default(2),
});

export const reconfigureCloudServiceBody = z.object({
  packageId: z.literal(cloudServiceBootstrapperPackageId, { message: 'must be the bootstrapper package' }),
  version: z
    .string()
    .trim()
    .regex(/^\d+\.\d+\.\d+(\.\d+)?$/, { message: 'must be a version such as 4.12.0' }),
  instanceSize: z.enum(cloudServiceInstanceSizes, { message: 'must be one of the supported instance sizes' }),
});

export const jobStarted = z.object({ job });

/**
 * doc2 §7 GET {id}/actualdetails: what the cloud reports about the service now, beside the console's own
 * copy (`existsInCloud` false and empty fields when the cloud has no such service).
 */
export const cloudServiceActualDetails = z.object({
  serviceName: z.string(),
  existsInCloud: z.boolean(),
  instanceSize: z.string().nullable(),
  packageVersion: z.string().nullable(),
  deployments: z.array(cloudServiceDeployment),
  reportedAtUtc: z.string(),
});

export type CloudServiceActualDetails = z.infer<typeof cloudServiceActualDetails>;

/** doc2 §7 POST {id}/moveToBarracuda (customerIds, cudaAppId): customers of this service behind the firewall. */
export const moveToBarracudaBody = z.object({
  customerIds: z
    .array(z.uuid({ message: 'must be customer ids' }))
    .min(1, { message: 'must name at least one customer' })
    .max(5000),
  cudaAppId: z
    .string({ message: 'is required' })
    .trim()
    .regex(cudaAppIdPattern, { message: 'must be the firewall application id: up to 64 letters, digits or hyphens' }),
});

export type MoveToBarracudaBody = z.infer<typeof moveToBarracudaBody>;

export const cloudServiceEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/azure/cloudservices/config',
    summary: 'The instance sizes a cloud service may use and the bootstrapper version',
    permission: 'signedIn',
    response: cloudServiceConfig,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/azure/cloudservices/create',
    summary: 'Creates a shared cloud service (a job)',
    permission: 'signedIn',
    body: createCloudServiceBody,
    response: jobStarted,
    status: 202,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/azure/cloudservices/:id',
    summary: 'A cloud service: instances by deployment slot, instance size, bootstrapper package and customers',
    permission: 'signedIn',
    params: serviceId,
    response: cloudServiceDetail,
  }),
  reconfigure: defineEndpoint({
    method: 'POST',
    path: '/api/azure/cloudservices/:id/reconfigure',
    summary: 'Deploys a bootstrapper version on an instance size (a job)',
    permission: 'signedIn',
    params: serviceId,
    body: reconfigureCloudServiceBody,
    response: jobStarted,
    status: 202,
  }),
  vipSwap: defineEndpoint({
    method: 'POST',
    path: '/api/azure/cloudservices/:id/vipswap',
    summary: 'Swaps the production and staging deployments (a job)',
    permission: 'signedIn',
    params: serviceId,
    response: jobStarted,
    status: 202,
  }),
  deleteDeployment: defineEndpoint({
    method: 'DELETE',
    path: '/api/azure/cloudservices/:id/deployments/:slot',
    summary: 'Deletes the deployment in a slot (a job)',
    permission: 'signedIn',
    isDestructive: true,
    params: serviceId.extend({ slot: z.enum(deploymentSlots, { message: 'must be production or staging' }) }),
    response: jobStarted,
    status: 202,
  }),
  instanceAction: defineEndpoint({
    method: 'POST',
    path: '/api/azure/cloudservices/:id/deployments/:slot/instances/:instanceId',
    summary: 'Reboots or reimages one instance, chosen by the action query value (a job)',
    permission: 'signedIn',
    params: serviceId.extend({
      slot: z.enum(deploymentSlots, { message: 'must be production or staging' }),
      instanceId: z.string().min(1).max(100),
    }),
    query: z.object({ action: z.enum(cloudServiceInstanceActions, { message: 'must be reboot or reimage' }) }),
    response: jobStarted,
    status: 202,
  }),
  actualDetails: defineEndpoint({
    method: 'GET',
    path: '/api/azure/cloudservices/:id/actualdetails',
    summary: 'What the cloud reports about a cloud service now: instance size, package and instances by slot',
    permission: 'signedIn',
    params: serviceId,
    response: cloudServiceActualDetails,
  }),
  moveToBarracuda: defineEndpoint({
    method: 'POST',
    path: '/api/azure/cloudservices/:id/moveToBarracuda',
    summary:
      "Moves customers of the service behind the web application firewall service's application (a job, a step per customer)",
    permission: 'fullDatabaseAccess',
    params: serviceId,
    body: moveToBarracudaBody,
    response: jobStarted,
    status: 202,
  }),
  getShared: defineEndpoint({
    method: 'GET',
    path: '/api/azure/cloudservices/shared/:id',
    summary: 'A shared cloud service, as get answers it; a dedicated one is not found here',
    permission: 'signedIn',
    params: serviceId,
    response: cloudServiceDetail,
  }),
  rdp: defineEndpoint({
    method: 'GET',
    path: '/api/azure/cloudservices/:id/deployments/:slot/instances/:instanceId/rdp',
    summary: 'A Remote Desktop (.rdp) file for one instance, opened in a new window (the id_token in the query)',
    permission: 'signedIn',
    acceptsTokenInQuery: true,
    params: serviceId.extend({
      slot: z.enum(deploymentSlots, { message: 'must be production or staging' }),
      instanceId: z.string().min(1).max(100),
    }),
    query: tokenInQuery,
    produces: 'application/x-rdp',
    response: z.string(),
  }),
  decommission: defineEndpoint({
    method: 'DELETE',
    path: '/api/azure/cloudservices/:id',
    summary: 'Decommissions a cloud service (a job)',
    permission: 'signedIn',
    isDestructive: true,
    params: serviceId,
    response: jobStarted,
    status: 202,
  }),
};
