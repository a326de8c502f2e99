import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const subscription = z.object({
  subscriptionId: z.string(),
  name: z.string(),
});

export type Subscription = z.infer<typeof subscription>;

export const whoamiResult = z.object({
  name: z.string(),
  canGenerateKpiData: z.boolean(),
  hasDbAccess: z.boolean(),
  hasDbRoAccess: z.boolean(),
  hasDbMigrationAccess: z.boolean(),
  subscriptions: z.array(subscription),
  /** The subscription the server last recorded as the operator's choice. */
  currentSubscriptionId: z.string().nullable(),
});

export type WhoamiResult = z.infer<typeof whoamiResult>;

export const getWhoami = defineEndpoint({
  method: 'GET',
  path: '/api/whoami',
  summary: 'The signed-in operator: name, permission flags and subscriptions',
  permission: 'signedIn',
  scope: 'operator',
  response: whoamiResult,
});

export const postWhoami = defineEndpoint({
  method: 'POST',
  path: '/api/whoami',
  summary: 'The signed-in operator: name, permission flags and subscriptions',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  response: whoamiResult,
});
