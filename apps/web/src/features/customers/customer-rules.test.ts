import type { Job, LiveEntityChange } from '@console/contract';
import { messages, type CurrencyRates } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  applyCurrency,
  canDecommission,
  describeSearchSummary,
  canDisable,
  canEnable,
  isCustomerListChange,
  isDecommissionConfirmed,
  isShownWorking,
  nextAlias,
  quickCreateProblems,
  reportFileProblem,
  staleSearchNotice,
  visibleOfferings,
} from './customer-rules';
import { searchRequest } from './customer-search';

describe('state rules (doc1 §4)', () => {
  it('enables only a disabled customer and disables only an enabled one', () => {
    expect(canEnable({ state: 'active', isEnabled: false })).toBe(true);
    expect(canEnable({ state: 'active', isEnabled: true })).toBe(false);
    expect(canDisable({ state: 'active', isEnabled: true })).toBe(true);
    expect(canDisable({ state: 'active', isEnabled: false })).toBe(false);
  });
  it('allows neither while the customer is provisioning or decommissioning', () => {
    for (const state of ['provisioning', 'decommissioning'] as const) {
      expect(canEnable({ state, isEnabled: false })).toBe(false);
      expect(canDisable({ state, isEnabled: true })).toBe(false);
    }
    expect(canDisable({ state: 'faulted', isEnabled: true })).toBe(true);
    expect(canDecommission({ state: 'decommissioning' })).toBe(false);
    expect(canDecommission({ state: 'faulted' })).toBe(true);
  });
  it('shows a job in progress as "Working…" on a settled customer, and provisioning or decommissioning as itself', () => {
    expect(isShownWorking({ state: 'active' }, true)).toBe(true);
    expect(isShownWorking({ state: 'faulted' }, true)).toBe(true);
    expect(isShownWorking({ state: 'active' }, false)).toBe(false);
    expect(isShownWorking({ state: 'provisioning' }, true)).toBe(false);
    expect(isShownWorking({ state: 'decommissioning' }, true)).toBe(false);
  });
  it('refreshes customer lists when a customer job starts or ends, not on every step', () => {
    const customerJob = { type: 'customer.disable', target: { type: 'customer', id: 'c1', name: 'acme' }, isCompleted: false };
    const change = (change: 'added' | 'changed' | 'removed', entity: object) => ({ change, entity }) as LiveEntityChange<Job>;
    expect(isCustomerListChange(change('added', customerJob))).toBe(true);
    expect(isCustomerListChange(change('changed', customerJob))).toBe(false);
    expect(isCustomerListChange(change('changed', { ...customerJob, isCompleted: true }))).toBe(true);
    expect(isCustomerListChange(change('removed', { ...customerJob, isCompleted: true }))).toBe(false);
    const bulk = {
      type: 'customers.repair',
      target: { type: 'fleet', id: 'customers.repair', name: '3 customers' },
      isCompleted: true,
    };
    expect(isCustomerListChange(change('changed', bulk))).toBe(true);
    const selfTest = { type: 'operations.selfTest', target: { type: 'fleet', id: 'x', name: 'fleet' }, isCompleted: true };
    expect(isCustomerListChange(change('changed', selfTest))).toBe(false);
    expect(isCustomerListChange(change('added', { ...customerJob, target: null }))).toBe(false);
  });
});

describe('decommission confirmation (doc1 §5)', () => {
  it('is confirmed only by the exact alias', () => {
    expect(isDecommissionConfirmed('acmeevents', 'acmeevents')).toBe(true);
    expect(isDecommissionConfirmed('acmeevent', 'acmeevents')).toBe(false);
    expect(isDecommissionConfirmed('AcmeEvents', 'acmeevents')).toBe(false);
    expect(isDecommissionConfirmed(' acmeevents', 'acmeevents')).toBe(false);
  });
});

describe('alias derivation in the quick create form', () => {
  it('follows the name until the operator types their own alias', () => {
    expect(nextAlias({ name: 'International Conference Centre', alias: '', isAliasEdited: false })).toBe('internationalco');
    expect(nextAlias({ name: 'Acme Events', alias: 'old', isAliasEdited: false })).toBe('acmeevents');
    expect(nextAlias({ name: 'Acme Events', alias: 'acme', isAliasEdited: true })).toBe('acme');
    expect(nextAlias({ name: 'Acme Events', alias: '', isAliasEdited: true })).toBe('acmeevents');
  });
});

describe('licence details', () => {
  const rates: CurrencyRates[] = [
    { currencyCode: 'AUD', activeUserRate: 45, additionalOfficeRate: 300, visualModeCost: 150, remoteAttendeeCost: 3 },
    { currencyCode: 'GBP', activeUserRate: 24, additionalOfficeRate: 160, visualModeCost: 80, remoteAttendeeCost: 1.5 },
  ];
  const licence = {
    currencyCode: 'AUD',
    activeUserRate: 45,
    additionalOfficeRate: 300,
    visualModeCost: 150,
    remoteAttendeeCost: 3,
    airCastPerHourCost: 99,
    paymentGatewayRate: 1.1,
  };
  it('fills the four rates from the chosen currency and leaves the others', () => {
    expect(applyCurrency(licence, 'GBP', rates)).toEqual({
      ...licence,
      currencyCode: 'GBP',
      activeUserRate: 24,
      additionalOfficeRate: 160,
      visualModeCost: 80,
      remoteAttendeeCost: 1.5,
    });
  });
  it('hides the Unspecified offering', () => {
    expect(
      visibleOfferings([
        { id: 'Unspecified', friendlyName: 'Unspecified' },
        { id: 'Standard', friendlyName: 'Standard' },
      ]),
    ).toEqual([{ id: 'Standard', friendlyName: 'Standard' }]);
  });
});

describe('report upload', () => {
  it('needs a report file of an accepted type and size', () => {
    expect(reportFileProblem(null)).toBe(messages.reports.selectFile);
    expect(reportFileProblem(new File(['x'], 'a.exe'))).toContain('Only .rdl');
    expect(reportFileProblem(new File(['<x/>'], 'Sales.RDL'))).toBeNull();
  });
});

describe('search views in the URL', () => {
  it('asks nothing for an empty search and the right call for each view', () => {
    expect(searchRequest({})).toBeNull();
    expect(searchRequest({ query: '  ' })).toBeNull();
    expect(searchRequest({ query: ' acme ', page: 2 })).toMatchObject({ query: { query: 'acme', page: 2, pageSize: 100 } });
    expect(searchRequest({ letter: 'k' })).toMatchObject({ params: { letter: 'k' } });
    expect(searchRequest({ view: 'disabled' })?.endpoint.path).toBe('/api/customers/search/disabled');
    expect(searchRequest({ view: 'channel' })).toBeNull();
    expect(searchRequest({ view: 'channel', channelId: 'c1' })).toMatchObject({ params: { id: 'c1' } });
  });
});

describe('staleSearchNotice', () => {
  it('is silent when the rows answer what is typed', () => {
    expect(staleSearchNotice({ typed: 'acme', asked: 'acme', shownQuery: 'acme', isPreviousAnswer: false })).toBeNull();
    expect(staleSearchNotice({ typed: '', asked: '', shownQuery: '', isPreviousAnswer: false })).toBeNull();
  });
  it('names the typed query and the one still shown while the operator types ahead', () => {
    expect(staleSearchNotice({ typed: 'acmex', asked: 'acme', shownQuery: 'acme', isPreviousAnswer: false })).toBe(
      'Searching for “acmex”… still showing the results for “acme”.',
    );
  });
  it('names the asked query while its answer loads', () => {
    expect(staleSearchNotice({ typed: 'beta', asked: 'beta', shownQuery: 'acme', isPreviousAnswer: true })).toBe(
      'Searching for “beta”… still showing the results for “acme”.',
    );
  });
  it('speaks of previous results while another page of the same query loads', () => {
    expect(staleSearchNotice({ typed: 'acme', asked: 'acme', shownQuery: 'acme', isPreviousAnswer: true })).toBe(
      'Loading… still showing the previous results.',
    );
  });
  it('speaks of previous results when a browse view is shown', () => {
    expect(staleSearchNotice({ typed: '', asked: '', shownQuery: '', isPreviousAnswer: true })).toBe(
      'Loading… still showing the previous results.',
    );
  });
});

describe('quickCreateProblems', () => {
  const valid = { name: 'Acme', licenseOfferingId: 'Professional', currencyCode: 'AUD', hostingPlan: 'Dedicated', location: '' };
  it('accepts the defaults once name, offering and currency are chosen (Dedicated needs no location)', () => {
    expect(quickCreateProblems(valid)).toEqual({});
  });
  it('names every missing field in the operator words', () => {
    expect(quickCreateProblems({ ...valid, name: '  ', licenseOfferingId: '', currencyCode: '' })).toEqual({
      customerName: 'Enter the customer name.',
      licenseOfferingId: 'Choose a licence offering.',
      currencyCode: 'Choose a currency.',
    });
  });
  it('asks for a location only for shared hosting', () => {
    expect(quickCreateProblems({ ...valid, hostingPlan: 'Shared' })).toEqual({
      location: 'Shared hosting needs an Azure location.',
    });
    expect(quickCreateProblems({ ...valid, hostingPlan: 'Shared', location: 'eastus' })).toEqual({});
  });
  it('refuses a negative or too large rate by its name instead of making it 0', () => {
    expect(
      quickCreateProblems({ ...valid, amounts: { activeUserRate: -1, visualModeCost: 2_000_000, remoteAttendeeCost: 0 } }),
    ).toEqual({
      activeUserRate: 'Active user rate must be at least 0.',
      visualModeCost: 'Visual mode cost must be at most 1000000.',
    });
  });
});

describe('describeSearchSummary', () => {
  const row = { id: 'x' } as never;
  const base = {
    stats: { totalResults: 120, isTotalExact: true, prefixMatches: 120, fragmentMatches: 0 },
    page: 2,
    pageSize: 50,
    results: Array.from({ length: 50 }, () => row),
    isPartial: false,
    queryTimeInSeconds: 0.0042,
  };
  it('says which rows of how many, and how long it took', () => {
    expect(describeSearchSummary(base)).toBe('Showing 51–100 of 120 customers · 4 ms');
  });
  it('says "at least" and asks to refine when counting stopped at the limit', () => {
    expect(describeSearchSummary({ ...base, page: 1, stats: { ...base.stats, totalResults: 1000, isTotalExact: false } })).toBe(
      'Showing 1–50 of at least 1,000 customers · 4 ms · refine the search to see every match',
    );
  });
  it('splits prefix and containing matches, and says when nothing matched', () => {
    expect(
      describeSearchSummary({
        ...base,
        page: 1,
        results: [row],
        stats: { totalResults: 1, isTotalExact: true, prefixMatches: 0, fragmentMatches: 1 },
      }),
    ).toBe('Showing 1–1 of 1 customer · 0 by prefix, 1 containing the text · 4 ms');
    expect(describeSearchSummary({ ...base, results: [], stats: { ...base.stats, totalResults: 0 } })).toBe(
      'No customers · 4 ms',
    );
  });
});
