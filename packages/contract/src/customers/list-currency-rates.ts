import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The four rates a currency fills in a new licence (doc1 §5). */
export const currencyRates = z.object({
  currencyCode: z.string(),
  activeUserRate: z.number(),
  additionalOfficeRate: z.number(),
  visualModeCost: z.number(),
  remoteAttendeeCost: z.number(),
});

export type CurrencyRates = z.infer<typeof currencyRates>;

export const listCurrencyRates = defineEndpoint({
  method: 'GET',
  path: '/api/customers/currencyRates',
  summary: 'Licence currencies and the rates each fills in (not named by the spec; see docs/decisions/021)',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(currencyRates),
});
