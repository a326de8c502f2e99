import { describe, expect, it } from 'vitest';
import { matchesQuery, paletteGroups, type OfferedAction } from './palette-items';

const screens = [
  { title: 'Dashboard', path: '/' },
  { title: 'Customers', path: '/customers' },
  { title: 'Release channels', path: '/operations/releasechannels' },
];
const channels = [
  { id: 'c1', name: 'Stable', currentVersion: '5.2.0' },
  { id: 'c2', name: 'Beta', currentVersion: null },
];
const none = { results: [], suggestion: null };
const noRecent = { customers: [], actions: [] };
const actions: OfferedAction[] = [
  { id: 'repair', label: 'Repair', href: '/customers/x/operations?action=repair', disabledReason: null },
  {
    id: 'reconfigureDatabase',
    label: 'Reconfigure database',
    href: '/customers/x/database?action=reconfigureDatabase',
    disabledReason: 'Needs full database access.',
  },
];
const base = { screens, channels, customers: none, currentCustomer: null, customerActions: [], recent: noRecent };

describe('matchesQuery', () => {
  it('matches every word anywhere, ignoring case', () => {
    expect(matchesQuery('Release channels', 'chan rel')).toBe(true);
    expect(matchesQuery('Release channels', 'audit')).toBe(false);
    expect(matchesQuery('Anything', '  ')).toBe(true);
  });
});

describe('paletteGroups', () => {
  it('offers the recent customers and actions first, then every screen, when the box is empty', () => {
    const groups = paletteGroups({
      ...base,
      query: '',
      recent: {
        customers: [{ id: 'a', alias: 'acme', name: 'Acme Events' }],
        actions: [{ customerId: 'a', alias: 'acme', label: 'Repair', href: '/customers/a/operations?action=repair' }],
      },
    });
    expect(groups.map((g) => g.label)).toEqual(['Recent customers', 'Recent actions', 'Screens']);
    expect(groups[0]!.items[0]).toMatchObject({ label: 'Acme Events', description: 'acme', href: '/customers/a' });
    expect(groups[1]!.items[0]).toMatchObject({ label: 'Repair on acme', href: '/customers/a/operations?action=repair' });
    expect(groups[2]!.items).toHaveLength(3);
  });

  it("offers the open customer's actions, disabled with the reason where the operator may not", () => {
    const groups = paletteGroups({ ...base, query: '', currentCustomer: { id: 'x', alias: 'xeno' }, customerActions: actions });
    const group = groups.find((g) => g.label === 'Actions on xeno')!;
    expect(group.items.map((i) => [i.label, i.disabledReason])).toEqual([
      ['Repair', null],
      ['Reconfigure database', 'Needs full database access.'],
    ]);
    expect(group.items[1]!.description).toBe('Needs full database access.');
    expect(group.items[0]!.remember).toEqual({ customerId: 'x', alias: 'xeno', label: 'Repair', href: actions[0]!.href });
  });

  it('filters actions, screens and channels by the query and keeps the server’s customers as they came', () => {
    const groups = paletteGroups({
      ...base,
      query: 'rel',
      currentCustomer: { id: 'x', alias: 'xeno' },
      customerActions: actions,
      customers: { results: [{ id: 'k', alias: 'kestrel', name: 'Kestrel Conferences' }], suggestion: null },
    });
    expect(groups.map((g) => g.label)).toEqual(['Customers', 'Screens']);
    expect(groups[1]!.items.map((i) => i.label)).toEqual(['Release channels']);
    const stable = paletteGroups({ ...base, query: 'stab' });
    expect(stable[0]!.items[0]).toMatchObject({ label: 'Stable', href: '/operations/releasechannels?channel=c1' });
  });

  it('says which suggestion found the customers of a misspelt query', () => {
    const groups = paletteGroups({
      ...base,
      query: 'acne',
      customers: { results: [{ id: 'a', alias: 'acme', name: 'Acme Events' }], suggestion: 'acme' },
    });
    expect(groups[0]!.label).toBe('Customers (did you mean acme?)');
  });

  it('lists the releases and hosting groups the server found, each a deep link, after the channels', () => {
    const groups = paletteGroups({
      ...base,
      query: '24.3',
      releases: [{ id: 'r1', version: '24.3.0-rc.1' }],
      hostingGroups: [
        { id: 'g1', hostingGroupIdentifier: 'hg-24.3', kind: 'azure', azureLocation: 'uksouth' },
        { id: 'g2', hostingGroupIdentifier: 'onsite-24.3', kind: 'onsite', azureLocation: null },
      ],
    });
    expect(groups.map((g) => g.label)).toEqual(['Releases', 'Hosting groups']);
    expect(groups[0]!.items[0]).toMatchObject({ label: '24.3.0-rc.1', href: '/releases?version=24.3.0-rc.1' });
    expect(groups[1]!.items.map((i) => [i.href, i.description])).toEqual([
      ['/hosting-groups/g1', 'Azure hosting group in uksouth'],
      ['/hosting-groups/g2', 'On-site hosting group'],
    ]);
    // With an empty box they are not searched.
    expect(paletteGroups({ ...base, query: '' }).some((g) => g.label === 'Releases')).toBe(false);
  });
});
