import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import {
  appServicePlanNameMaxLength,
  appServicePlanNamePattern,
  appServicePlanStates,
  appServicePricingTierCodes,
  appServiceSlots,
  instanceCountReasons,
  maxInstanceCount,
} from './app-service-plan-rules';

/** doc2 §7 "App service plans" (under /azure/appserviceplans), besides the list (azure/list-app-service-plans.ts). */

const base = '/api/azure/appserviceplans';

export const appServicePlanIdParams = z.object({ id: z.uuid({ message: 'must be an app service plan id' }) });

const azureName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(appServicePlanNameMaxLength, `${what} must be at most ${appServicePlanNameMaxLength} characters`)
    .regex(appServicePlanNamePattern, `${what} may contain only letters, digits and hyphens, starting with a letter or digit`);

const locationName = z.string().trim().min(1, 'Choose a location').max(100);

export const appServicePricingTier = z.object({ code: z.string(), name: z.string(), maxInstanceCount: z.number().int() });

export const appServicePlanConfig = z.object({ supportedPricingTiers: z.array(appServicePricingTier) });

export const appServiceDeployment = z.object({
  slot: z.enum(appServiceSlots),
  siteName: z.string(),
  state: z.string(),
});

export type AppServiceDeployment = z.infer<typeof appServiceDeployment>;

/** doc2 §3 App service plan: id, planName, pricingTier, instanceCount, deployments. */
export const appServicePlan = z.object({
  id: z.string(),
  planName: z.string(),
  location: z.string(),
  resourceGroup: z.string(),
  type: z.enum(constants.hostingPlans),
  pricingTier: z.string(),
  instanceCount: z.number().int(),
  state: z.enum(appServicePlanStates),
  deployments: z.array(appServiceDeployment),
  updatedAtUtc: z.string(),
});

export type AppServicePlan = z.infer<typeof appServicePlan>;

/** GET {id}/details: the plan with the customers it hosts and where to read its desired state. */
export const appServicePlanDetails = appServicePlan.extend({
  customers: z.array(z.object({ id: z.string(), alias: z.string() })),
  desiredStateUrl: z.string(),
});

export type AppServicePlanDetails = z.infer<typeof appServicePlanDetails>;

/** GET {id}/actualdetails: what the cloud reports about the plan now (null fields when it does not exist there). */
export const appServicePlanActualDetails = z.object({
  planName: z.string(),
  existsInCloud: z.boolean(),
  pricingTier: z.string().nullable(),
  instanceCount: z.number().int().nullable(),
  deployments: z.array(appServiceDeployment),
  attendeeCountServiceState: z.string().nullable(),
  reportedAtUtc: z.string(),
});

export type AppServicePlanActualDetails = z.infer<typeof appServicePlanActualDetails>;

export const resourceGroup = z.object({
  name: z.string(),
  location: z.string(),
  appServicePlans: z.array(z.string()),
});

export type ResourceGroup = z.infer<typeof resourceGroup>;

export const createAppServicePlanInput = z
  .object({
    planName: azureName('Plan name'),
    location: locationName,
    resourceGroup: azureName('Resource group'),
    type: z.enum(constants.hostingPlans),
    pricingTier: z.enum(appServicePricingTierCodes, { message: 'Choose a supported pricing tier' }),
    instanceCount: z.number({ message: 'Enter the instance count' }).int('Instance count must be a whole number'),
  })
  .superRefine((input, ctx) => {
    for (const message of instanceCountReasons(input.pricingTier, input.instanceCount)) {
      ctx.addIssue({ code: 'custom', path: ['instanceCount'], message });
    }
  });

export type CreateAppServicePlanInput = z.infer<typeof createAppServicePlanInput>;

/** The instance count's limit of the chosen tier is checked by the server once it has found the plan (a foreign plan is a 404 first). */
export const reconfigureAppServicePlanInput = z.object({
  selectedAppServicePricingTier: z.enum(appServicePricingTierCodes, { message: 'Choose a supported pricing tier' }),
  instanceCount: z
    .number({ message: 'Enter the instance count' })
    .int('Instance count must be a whole number')
    .min(1, 'Instance count must be at least 1')
    .max(maxInstanceCount, `Instance count must be at most ${maxInstanceCount}`),
});

export type ReconfigureAppServicePlanInput = z.infer<typeof reconfigureAppServicePlanInput>;

export const getAppServicePlanConfig = defineEndpoint({
  method: 'GET',
  path: `${base}/config`,
  summary: 'The pricing tiers an app service plan may be created or reconfigured with',
  permission: 'signedIn',
  response: appServicePlanConfig,
});

export const createAppServicePlan = defineEndpoint({
  method: 'POST',
  path: `${base}/create`,
  summary: 'Creates (commissions) an app service plan in a location and resource group; it runs as a job',
  permission: 'signedIn',
  body: createAppServicePlanInput,
  status: 202,
  response: job,
});

export const getAppServicePlan = defineEndpoint({
  method: 'GET',
  path: `${base}/:id`,
  summary: 'One app service plan with its deployments',
  permission: 'signedIn',
  params: appServicePlanIdParams,
  response: appServicePlan,
});

export const getAppServicePlanDetails = defineEndpoint({
  method: 'GET',
  path: `${base}/:id/details`,
  summary: 'An app service plan with the customers it hosts and its desired-state link',
  permission: 'signedIn',
  params: appServicePlanIdParams,
  response: appServicePlanDetails,
});

export const getAppServicePlanActualDetails = defineEndpoint({
  method: 'GET',
  path: `${base}/:id/actualdetails`,
  summary: 'What the cloud reports about an app service plan now',
  permission: 'signedIn',
  params: appServicePlanIdParams,
  response: appServicePlanActualDetails,
});

export const getResourceGroup = defineEndpoint({
  method: 'GET',
  path: `${base}/resourceGroup/:name`,
  summary: 'A resource group of the subscription with the app service plans in it',
  permission: 'signedIn',
  params: z.object({ name: azureName('Resource group') }),
  response: resourceGroup,
});

export const listResourceGroups = defineEndpoint({
  method: 'GET',
  path: `${base}/resourceGroups/:location`,
  summary: 'The resource groups of the subscription in a location',
  permission: 'signedIn',
  params: z.object({ location: locationName }),
  response: z.array(resourceGroup),
});

export const reconfigureAppServicePlan = defineEndpoint({
  method: 'POST',
  path: `${base}/:id/reconfigure`,
  summary: "Changes an app service plan's pricing tier and instance count; it runs as a job",
  permission: 'signedIn',
  params: appServicePlanIdParams,
  body: reconfigureAppServicePlanInput,
  status: 202,
  response: job,
});

export const deleteAppServicePlanDeployment = defineEndpoint({
  method: 'DELETE',
  path: `${base}/:id/deployments/:slot`,
  summary: 'Deletes the deployment in one slot of an app service plan; it runs as a job',
  permission: 'signedIn',
  isDestructive: true,
  params: appServicePlanIdParams.extend({ slot: z.enum(appServiceSlots, { message: 'Slot must be Production or Staging' }) }),
  status: 202,
  response: job,
});

export const decommissionAppServicePlan = defineEndpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  summary: 'Decommissions an app service plan once its name is typed to confirm; it runs as a job',
  permission: 'signedIn',
  isDestructive: true,
  params: appServicePlanIdParams,
  query: z.object({ confirmPlanName: z.string().trim().min(1, 'Type the plan name to confirm').max(100) }),
  status: 202,
  response: job,
});

export const repairAttendeeCountService = defineEndpoint({
  method: 'POST',
  path: `${base}/repairAttendeeCountService`,
  summary: "Repairs the attendee count service on the subscription's app service plans; it runs as a job",
  permission: 'signedIn',
  status: 202,
  response: job,
});

export const appServicePlanEndpoints = {
  getAppServicePlanConfig,
  createAppServicePlan,
  getAppServicePlan,
  getAppServicePlanDetails,
  getAppServicePlanActualDetails,
  getResourceGroup,
  listResourceGroups,
  reconfigureAppServicePlan,
  deleteAppServicePlanDeployment,
  decommissionAppServicePlan,
  repairAttendeeCountService,
};
