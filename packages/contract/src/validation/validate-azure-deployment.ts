import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { validationResult } from './validation-result';

export const azureDeploymentCandidate = z.object({
  customerAlias: z.string().max(100),
  location: z.string().max(100),
});

export const validateAzureDeployment = defineEndpoint({
  method: 'POST',
  path: '/api/validate/azuredeployment',
  summary: 'Checks that an Azure deployment can be made for an alias in a location',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: azureDeploymentCandidate,
  response: validationResult,
});
