import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { boostUsage } from './licence';

export const resetBoostUsage = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/boostUsage/:usageId/reset',
  summary: "Gives a plan's boost hours back in full",
  permission: 'signedIn',
  params: customerIdParams.extend({ usageId: z.uuid({ message: 'must be a boost usage id' }) }),
  response: boostUsage,
});
