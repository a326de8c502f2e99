import type { CustomerDetails } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { customerActionIds, customerActionLink, customerActions } from './customer-actions';

const customer = (overrides: Partial<CustomerDetails>) =>
  ({
    id: 'c1',
    alias: 'acme',
    state: 'active',
    isPinnedToReleaseChannel: false,
    releaseChannelId: 'ch',
    releaseChannelVersion: '5.2.0',
    ...overrides,
  }) as CustomerDetails;

const action = (id: (typeof customerActionIds)[number]) => customerActions.find((a) => a.id === id)!;

describe('customerActions', () => {
  it('declares every action once, each with a deep link into its section', () => {
    expect(customerActions.map((a) => a.id)).toEqual([...customerActionIds]);
    expect(customerActionLink('c 1', action('repair'))).toBe('/customers/c%201/operations?action=repair');
    expect(customerActionLink('c1', action('reconfigureDatabase'))).toBe('/customers/c1/database?action=reconfigureDatabase');
  });

  it('offers the operations only to a settled customer, as the page does', () => {
    expect(action('repair').whyNotNow(customer({}))).toBeNull();
    expect(action('repair').whyNotNow(customer({ state: 'provisioning' }))).toBe('acme is provisioning; wait until it settles.');
  });

  it('offers pin to an unpinned customer following a release, and unlock to a pinned one', () => {
    expect(action('pinToCurrentVersion').whyNotNow(customer({}))).toBeNull();
    expect(action('pinToCurrentVersion').whyNotNow(customer({ isPinnedToReleaseChannel: true }))).toBe('acme is already pinned.');
    expect(action('pinToCurrentVersion').whyNotNow(customer({ releaseChannelVersion: null }))).toBe(
      'acme follows no release yet.',
    );
    expect(action('unlockFromCurrentVersion').whyNotNow(customer({}))).toBe('acme is not pinned.');
    expect(action('unlockFromCurrentVersion').whyNotNow(customer({ isPinnedToReleaseChannel: true }))).toBeNull();
  });
});
