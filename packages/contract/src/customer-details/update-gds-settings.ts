import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/**
 * doc1 §3 gdsSettings; doc1 §5: turning GDS off clears the processing PCC and the API key. The API key
 * is write-only: a new one replaces the one set, none (null or empty) keeps it.
 */
export const gdsSettings = z.object({
  gdsEnabled: z.boolean({ message: 'must be on or off' }),
  gdsProcessingPcc: z.string().trim().max(20).nullable().default(null),
  cdsApiKey: z.string().trim().max(200).nullable().default(null),
});

export type GdsSettings = z.infer<typeof gdsSettings>;

export const updateGdsSettings = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/gdsSettings',
  summary: "Changes a customer's GDS settings",
  permission: 'signedIn',
  params: customerIdParams,
  body: gdsSettings,
  response: customerDetails,
  isFormEdit: true,
});
