import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Feature: the features a customer can have turned on (doc2 feature management keeps the list). */
export const feature = z.object({ featureId: z.string() });

export const listFeatures = defineEndpoint({
  method: 'GET',
  path: '/api/azure/featureManagement',
  summary: 'The features that can be turned on per customer',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(feature),
});
