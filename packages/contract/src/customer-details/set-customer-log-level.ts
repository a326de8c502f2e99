import { z } from 'zod';
import { logLevels } from '../constants';
import { defineEndpoint } from '../endpoint';
import { customerDetails } from './customer-details';

const levels = logLevels.map((l) => String(l.value)) as [string, ...string[]];

export const customerLogLevelParams = z.object({
  id: z.uuid({ message: 'must be a customer id' }),
  level: z.enum(levels, { message: 'must be one of 0 (Verbose) to 5 (Fatal)' }).transform(Number),
});

export const setCustomerLogLevel = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/loglevel/:level',
  summary: "Sets a customer's own log level (0 Verbose … 5 Fatal)",
  permission: 'signedIn',
  params: customerLogLevelParams,
  response: customerDetails,
});
