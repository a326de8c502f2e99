import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';

/** The session time-out bounds in minutes (decision 071): five minutes to a day. */
export const sessionTimeoutBounds = { min: 5, max: 1440, default: 60 } as const;

/** doc1 §3 ipRestrictionRules: an address or CIDR range, allowed or denied. */
export const ipRestrictionRule = z.object({ ipAddress: z.string(), allowed: z.boolean() });

export type IpRestrictionRule = z.infer<typeof ipRestrictionRule>;

/** doc1 §3 securityConfiguration, with the session time-out in minutes. */
export const securityConfiguration = z.object({
  isRestrictedByIpAddress: z.boolean(),
  ipRestrictionRules: z.array(ipRestrictionRule),
  sessionTimeoutMinutes: z.number().int(),
});

export type SecurityConfiguration = z.infer<typeof securityConfiguration>;

/** The address is checked by the server (IPv4, IPv6 or a CIDR range of either) so the reason names it. */
export const ipAddressEntry = z.object({
  ipAddress: z.string().trim().min(1, { message: 'is required' }).max(64, { message: 'must be at most 64 characters' }),
  allowed: z.boolean().default(true),
});

export const getCustomerSecurity = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/security',
  summary: "Reads a customer's IP restriction rules, whether they are in force, and its session time-out",
  permission: 'signedIn',
  params: customerIdParams,
  response: securityConfiguration,
});

export const addIpAddressEntry = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/addIpAddressEntry',
  summary: 'Adds an IP restriction rule (an address or CIDR range, allowed or denied) to a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: ipAddressEntry,
  response: securityConfiguration,
});

export const removeIpAddressEntry = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/removeIpAddressEntry/:ip',
  summary: 'Removes the IP restriction rule of an address or range from a customer',
  permission: 'signedIn',
  isDestructive: true,
  params: z.object({ id: z.uuid({ message: 'must be a customer id' }), ip: z.string().min(1).max(64) }),
  response: securityConfiguration,
});

export const restrictByIpAddress = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/restrictByIpAddress/:flag',
  summary: "Turns a customer's IP restriction on or off",
  permission: 'signedIn',
  params: z.object({ id: z.uuid({ message: 'must be a customer id' }), flag: z.enum(['true', 'false']) }),
  response: securityConfiguration,
});

export const updateSessionTimeout = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/updateSessionTimeout/:value',
  summary: `Sets a customer's session time-out in minutes (${sessionTimeoutBounds.min} to ${sessionTimeoutBounds.max})`,
  permission: 'signedIn',
  params: z.object({ id: z.uuid({ message: 'must be a customer id' }), value: z.string().min(1).max(20) }),
  response: securityConfiguration,
  isFormEdit: true,
});
