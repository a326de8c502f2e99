import { z } from 'zod';
import { constants } from '../constants';
import { quickCreateResponse } from '../customers/quick-create-customer';
import { defineEndpoint } from '../endpoint';

/** doc1 §3 Feature-branch customer. */
export const featureBranchInput = z.object({
  branchName: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(100)
    .regex(/^[A-Za-z0-9._/-]+$/, { message: 'may hold letters, digits and . _ / - only' }),
  customerAlias: z.string().max(100),
  version: z.string().trim().min(1, { message: 'is required' }).max(50),
  selectedAzureLocation: z.string().min(1, { message: 'is required' }).max(100),
  selectedHostingPlan: z.enum(constants.hostingPlans),
  selectedSharedCloudService: z.uuid().nullable().optional(),
  isDeployOnlineOnly: z.boolean().default(false),
  isDeployAsAppService: z.boolean().default(false),
  appServicePlan: z.uuid().nullable().optional(),
});

export type FeatureBranchInput = z.infer<typeof featureBranchInput>;

export const createFeatureBranch = defineEndpoint({
  method: 'POST',
  path: '/api/featurebranches',
  summary: 'Creates a feature-branch customer (never in production)',
  permission: 'signedIn',
  environment: 'outsideProduction',
  body: featureBranchInput,
  status: 201,
  response: quickCreateResponse,
});
