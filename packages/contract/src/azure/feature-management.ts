import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { featureIdMaxLength, featureIdPattern, featureIdRule } from './azure-rules';
import { feature } from './list-features';

const featureId = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(featureIdMaxLength, { message: `must be at most ${featureIdMaxLength} characters` })
  .regex(featureIdPattern, { message: featureIdRule });

export const addFeature = defineEndpoint({
  method: 'POST',
  path: '/api/azure/featureManagement/addFeature',
  summary: 'Adds a feature that customers can have turned on',
  permission: 'signedIn',
  body: z.object({ featureId }),
  response: feature,
});

export const removeFeature = defineEndpoint({
  method: 'POST',
  path: '/api/azure/featureManagement/removeFeature/:id',
  summary: 'Removes a feature: no customer can have it turned on afterwards (doc2 §5: after retyping its id)',
  permission: 'signedIn',
  isDestructive: true,
  params: z.object({ id: featureId }),
  response: null,
});
