import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const federatedSignInConfigBody = z.object({
  /** The client the browser asks for; omitted, the server's configured client is used. */
  client_id: z.string().min(1).max(200).optional(),
});

export const federatedSignInConfig = z.object({
  authority: z.string(),
  client_id: z.string(),
  scope: z.string(),
  environment: z.string(),
  productName: z.string(),
  isProduction: z.boolean(),
});

export type FederatedSignInConfig = z.infer<typeof federatedSignInConfig>;

export const getFederatedSignInConfig = defineEndpoint({
  method: 'POST',
  path: '/api/getfederatedsigninconfig',
  summary: 'What the browser needs to start the federated sign-in',
  permission: 'anyone',
  isReadOnly: true,
  body: federatedSignInConfigBody,
  response: federatedSignInConfig,
});
