import { sessionTimeoutBounds, type IpRestrictionRule, type SecurityConfiguration } from '@console/contract';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';

export type SecurityDeps = { db: Db; auth: AuthContext };

const maxRules = 200;

const asSecurity = (value: unknown): SecurityConfiguration => {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const rules = Array.isArray(v.ipRestrictionRules)
    ? v.ipRestrictionRules.filter((r): r is IpRestrictionRule => !!r && typeof (r as IpRestrictionRule).ipAddress === 'string')
    : [];
  const timeout = v.sessionTimeoutMinutes;
  return {
    isRestrictedByIpAddress: v.isRestrictedByIpAddress === true,
    ipRestrictionRules: rules.map((r) => ({ ipAddress: r.ipAddress, allowed: r.allowed !== false })),
    sessionTimeoutMinutes: typeof timeout === 'number' && Number.isInteger(timeout) ? timeout : sessionTimeoutBounds.default,
  };
};

/** Dotted-decimal IPv4 (no octal, hex or short forms) or IPv6 without a zone, as node's `net.isIP` reads them. */
const isPlainAddress = (text: string) => isIP(text) !== 0 && !text.includes('%');

/**
 * An IPv4 or IPv6 address, or a CIDR range of either, in its normal form (`net.isIP` checks the
 * address, ipaddr.js the range; a range's address must be its network address). Anything else is
 * refused naming the field.
 */
export const normalIpEntry = (text: string): string => {
  const entry = text.trim();
  const slash = entry.indexOf('/');
  if (slash < 0) {
    if (!isPlainAddress(entry)) throw new AppError('badRequest', `IP address: “${entry}” is not a valid IPv4 or IPv6 address.`);
    return ipaddr.parse(entry).toString();
  }
  const notRange = new AppError('badRequest', `IP address: “${entry}” is not a valid CIDR range such as 203.0.113.0/24.`);
  if (!isPlainAddress(entry.slice(0, slash)) || !/^\d{1,3}$/.test(entry.slice(slash + 1))) throw notRange;
  let range: [ipaddr.IPv4 | ipaddr.IPv6, number];
  try {
    range = ipaddr.parseCIDR(entry);
  } catch {
    throw notRange;
  }
  const [address, prefix] = range;
  const network =
    address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(entry) : ipaddr.IPv6.networkAddressFromCIDR(entry);
  if (network.toString() !== address.toString())
    throw new AppError(
      'badRequest',
      `IP address: “${entry}” has host bits set; the range starts at ${network.toString()}/${prefix}.`,
    );
  return `${address.toString()}/${prefix}`;
};

const load = async ({ db, auth }: SecurityDeps, id: string) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id });
  const [row] = await db
    .select({ security: customers.securityConfiguration })
    .from(customers)
    .where(eq(customers.id, customer.id));
  return { customer, security: asSecurity(row?.security) };
};

const save = async (db: Db, customerId: string, security: SecurityConfiguration) => {
  await db.update(customers).set({ securityConfiguration: security, updatedAt: new Date() }).where(eq(customers.id, customerId));
  return security;
};

export const getSecurity = async ({ deps, id }: { deps: SecurityDeps; id: string }) => (await load(deps, id)).security;

export const addIpAddressEntry = async ({
  deps,
  id,
  ipAddress,
  allowed,
}: {
  deps: SecurityDeps;
  id: string;
  ipAddress: string;
  allowed: boolean;
}) => {
  const { customer, security } = await load(deps, id);
  const entry = normalIpEntry(ipAddress);
  if (security.ipRestrictionRules.some((r) => r.ipAddress === entry))
    throw new AppError('conflict', `IP address: ${customer.alias} already has a rule for ${entry}.`);
  if (security.ipRestrictionRules.length >= maxRules)
    throw new AppError('conflict', `${customer.alias} already has ${maxRules} IP restriction rules.`);
  return save(deps.db, customer.id, {
    ...security,
    ipRestrictionRules: [...security.ipRestrictionRules, { ipAddress: entry, allowed }],
  });
};

export const removeIpAddressEntry = async ({ deps, id, ip }: { deps: SecurityDeps; id: string; ip: string }) => {
  const { customer, security } = await load(deps, id);
  const entry = normalIpEntry(ip);
  if (!security.ipRestrictionRules.some((r) => r.ipAddress === entry))
    throw new AppError('notFound', `${customer.alias} has no IP restriction rule for ${entry}`);
  return save(deps.db, customer.id, {
    ...security,
    ipRestrictionRules: security.ipRestrictionRules.filter((r) => r.ipAddress !== entry),
  });
};

export const restrictByIpAddress = async ({ deps, id, flag }: { deps: SecurityDeps; id: string; flag: 'true' | 'false' }) => {
  const { customer, security } = await load(deps, id);
  return save(deps.db, customer.id, { ...security, isRestrictedByIpAddress: flag === 'true' });
};

/** Decision 071: a whole number of minutes from 5 to 1440 (a day). */
export const updateSessionTimeout = async ({ deps, id, value }: { deps: SecurityDeps; id: string; value: string }) => {
  const { customer, security } = await load(deps, id);
  const minutes = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(minutes) || minutes < sessionTimeoutBounds.min || minutes > sessionTimeoutBounds.max)
    throw new AppError(
      'badRequest',
      `Session timeout: must be a whole number of minutes from ${sessionTimeoutBounds.min} to ${sessionTimeoutBounds.max}.`,
    );
  return save(deps.db, customer.id, { ...security, sessionTimeoutMinutes: minutes });
};
