import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { whoamiResult } from './whoami';

export const moveToOtherSubscriptionBody = z.object({
  subscriptionId: z.string().min(1).max(100),
});

export const moveToOtherSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/movetoothersubscription',
  summary: "Switches the operator's current subscription",
  permission: 'signedIn',
  scope: 'operator',
  body: moveToOtherSubscriptionBody,
  response: whoamiResult,
});
