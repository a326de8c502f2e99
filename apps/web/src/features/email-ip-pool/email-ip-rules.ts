import type { EmailIpAddress } from '@console/contract';
import { countOf } from '../../lib/plural';

export const customerNoun = { one: 'customer', other: 'customers' };

/** The first path segment of the pool's calls: the provider's name from the configuration, then IpManagement. */
export const providerSegment = (emailProvider: string) => `${emailProvider}IpManagement`;

/** Who sends from an address, e.g. "3 customers: acme, globex and 1 more". */
export const sendersText = (address: Pick<EmailIpAddress, 'assignedCount' | 'assignedAliases'>): string => {
  if (address.assignedCount === 0) return 'No customer';
  const named = address.assignedAliases;
  if (named.length === 0) return `${countOf(address.assignedCount, customerNoun)} of other subscriptions`;
  const rest = address.assignedCount - named.length;
  return `${countOf(address.assignedCount, customerNoun)}: ${named.join(', ')}${rest > 0 ? ` and ${rest.toLocaleString('en')} more` : ''}`;
};

/** Why an address cannot be assigned now, or null. */
export const whyNotAssignable = (address: Pick<EmailIpAddress, 'ipAddress' | 'state'>): string | null =>
  address.state === 'bad' ? `${address.ipAddress} is marked bad: mark it good before assigning it` : null;

export const stateFilters = ['all', 'good', 'bad'] as const;

export type StateFilter = (typeof stateFilters)[number];

/** The addresses a state filter shows; a bad address still sending for customers comes first among the bad. */
export const filterAddresses = (addresses: readonly EmailIpAddress[], filter: StateFilter): EmailIpAddress[] =>
  filter === 'all' ? [...addresses] : addresses.filter((a) => a.state === filter);

/** How many bad addresses customers still send from: the ones to move first. */
export const badInUse = (addresses: readonly EmailIpAddress[]) =>
  addresses.filter((a) => a.state === 'bad' && a.assignedCount > 0).length;
