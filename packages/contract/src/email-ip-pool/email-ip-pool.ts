import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * doc2 §7 Email IP pool: `/api/operations/{emailProvider}IpManagement/…`, the provider's name from the
 * installation's configuration (`emailProvider` in GET /api/operations/configuration). The path's first
 * segment carries it, e.g. `sendGridIpManagement`; any other provider's name is a 404.
 */
export const emailIpStates = ['good', 'bad'] as const;

export type EmailIpState = (typeof emailIpStates)[number];

/** One sending address of the provider's pool: its reputation and who sends from it. */
export const emailIpAddress = z.object({
  ipAddress: z.string(),
  state: z.enum(emailIpStates),
  /** How many customers (the provider's sub users) of the fleet send from it. */
  assignedCount: z.number().int(),
  /** The aliases of the operator's own subscription's customers that send from it, in alias order (first 20). */
  assignedAliases: z.array(z.string()),
  changedByName: z.string().nullable(),
  changedAtUtc: z.string().nullable(),
});

export type EmailIpAddress = z.infer<typeof emailIpAddress>;

export const emailIpPool = z.object({
  provider: z.string(),
  addresses: z.array(emailIpAddress),
});

export type EmailIpPool = z.infer<typeof emailIpPool>;

const providerSegment = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*IpManagement$/, { message: 'must be the email provider name followed by IpManagement' });

export const emailIpProviderParams = z.object({ provider: providerSegment });

const ipAddressParam = z.union([z.ipv4(), z.ipv6()], { message: 'must be an IP address' });

export const emailIpParams = z.object({ provider: providerSegment, ip: ipAddressParam });

export const listEmailIpPool = defineEndpoint({
  method: 'GET',
  path: '/api/operations/:provider',
  summary: "The email provider's sending IP pool with each address's state and the customers sending from it",
  permission: 'signedIn',
  params: emailIpProviderParams,
  response: emailIpPool,
});

export const makeEmailIpGood = defineEndpoint({
  method: 'POST',
  path: '/api/operations/:provider/makeIpGood/:ip',
  summary: 'Marks a sending IP address good: it may be assigned again',
  permission: 'signedIn',
  params: emailIpParams,
  response: emailIpAddress,
});

export const makeEmailIpBad = defineEndpoint({
  method: 'POST',
  path: '/api/operations/:provider/makeIpBad/:ip',
  summary: 'Marks a sending IP address bad (e.g. blocklisted): it is no longer assigned',
  permission: 'signedIn',
  params: emailIpParams,
  response: emailIpAddress,
});

export const assignEmailIp = defineEndpoint({
  method: 'POST',
  path: '/api/operations/:provider/assignIp/:ip',
  summary: 'Makes a customer send from a good IP address of the pool',
  permission: 'signedIn',
  params: emailIpParams,
  body: z.object({ customerId: z.uuid({ message: 'must be a customer id' }) }),
  response: emailIpAddress,
});

export const assignEmailIpToSubUsers = defineEndpoint({
  method: 'POST',
  path: '/api/operations/:provider/assignIpToSubUsers',
  summary: "Makes every customer (sub user) of the operator's subscription send from a good IP address",
  permission: 'signedIn',
  params: emailIpProviderParams,
  body: z.object({ ipAddress: ipAddressParam }),
  response: z.object({ address: emailIpAddress, customersAssigned: z.number().int() }),
});
