import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { hostedApplicationKinds, hostedApplicationStates } from '../hosting/fleet';

/**
 * How a customer's site runs, from its applications as the platform last reported them: 'down' when an
 * application of an enabled customer is stopped or faulted, 'starting' while one starts, 'up' when all
 * run, 'stopped' for a disabled customer, 'none' when it has no applications (not deployed yet, or an on-site customer's not reported).
 */
export const customerServiceHealth = z.object({
  customerId: z.uuid(),
  status: z.enum(['up', 'starting', 'down', 'stopped', 'none']),
  applications: z.array(
    z.object({ name: z.string(), kind: z.enum(hostedApplicationKinds), state: z.enum(hostedApplicationStates) }),
  ),
});

export type CustomerServiceHealth = z.infer<typeof customerServiceHealth>;

export const getCustomerServiceHealth = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/service-health',
  summary: "How a customer's site runs: its applications' states",
  permission: 'signedIn',
  params: customerIdParams,
  response: customerServiceHealth,
});
