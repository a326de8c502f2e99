import { beforeEach, describe, expect, it } from 'vitest';
import { recentActions, recentCustomers, recentLimit, rememberAction, rememberCustomer, withRecent } from './recent-visits';

describe('withRecent', () => {
  it('puts the item first, drops its earlier entry and keeps the limit', () => {
    const list = [1, 2, 3, 4, 5];
    expect(withRecent(list, 3, (a, b) => a === b)).toEqual([3, 1, 2, 4, 5]);
    expect(withRecent(list, 9, (a, b) => a === b)).toHaveLength(recentLimit);
    expect(withRecent(list, 9, (a, b) => a === b)[0]).toBe(9);
  });
});

describe('the recent lists in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('remembers customers and actions, most recent first, once each', () => {
    rememberCustomer({ id: 'a', alias: 'acme', name: 'Acme' });
    rememberCustomer({ id: 'b', alias: 'beta', name: 'Beta' });
    rememberCustomer({ id: 'a', alias: 'acme', name: 'Acme' });
    expect(recentCustomers().map((c) => c.id)).toEqual(['a', 'b']);
    rememberAction({ customerId: 'a', alias: 'acme', label: 'Repair', href: '/customers/a/operations?action=repair' });
    expect(recentActions()).toHaveLength(1);
  });

  it('reads a damaged or foreign value as an empty list', () => {
    localStorage.setItem('console.recent.customers', '{not json');
    expect(recentCustomers()).toEqual([]);
    localStorage.setItem('console.recent.customers', JSON.stringify([{ id: 1 }, { id: 'x', alias: 'x', name: 'X' }]));
    expect(recentCustomers()).toEqual([{ id: 'x', alias: 'x', name: 'X' }]);
  });
});
