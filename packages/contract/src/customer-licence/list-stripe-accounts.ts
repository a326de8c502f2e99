import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { stripeAccount } from './licence';

export const listStripeAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/customers/stripeAccounts',
  summary: 'The Stripe accounts a licence can settle into',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(stripeAccount),
});
