import type { EmailIpAddress } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { badInUse, filterAddresses, providerSegment, sendersText, whyNotAssignable } from './email-ip-rules';

const address = (overrides: Partial<EmailIpAddress>): EmailIpAddress => ({
  ipAddress: '198.51.100.10',
  state: 'good',
  assignedCount: 0,
  assignedAliases: [],
  changedByName: null,
  changedAtUtc: null,
  ...overrides,
});

describe('email IP rules', () => {
  it('names the provider’s calls by its configured name', () => {
    expect(providerSegment('sendGrid')).toBe('sendGridIpManagement');
  });

  it('says who sends from an address', () => {
    expect(sendersText(address({}))).toBe('No customer');
    expect(sendersText(address({ assignedCount: 1, assignedAliases: ['acme'] }))).toBe('1 customer: acme');
    expect(sendersText(address({ assignedCount: 3, assignedAliases: ['acme', 'globex'] }))).toBe(
      '3 customers: acme, globex and 1 more',
    );
    expect(sendersText(address({ assignedCount: 2, assignedAliases: [] }))).toBe('2 customers of other subscriptions');
  });

  it('refuses to assign a bad address, saying why', () => {
    expect(whyNotAssignable(address({ state: 'bad' }))).toBe('198.51.100.10 is marked bad: mark it good before assigning it');
    expect(whyNotAssignable(address({}))).toBeNull();
  });

  it('filters by state and counts bad addresses still in use', () => {
    const list = [
      address({ ipAddress: 'a' }),
      address({ ipAddress: 'b', state: 'bad', assignedCount: 2 }),
      address({ ipAddress: 'c', state: 'bad' }),
    ];
    expect(filterAddresses(list, 'bad').map((a) => a.ipAddress)).toEqual(['b', 'c']);
    expect(filterAddresses(list, 'all')).toHaveLength(3);
    expect(badInUse(list)).toBe(1);
  });
});
