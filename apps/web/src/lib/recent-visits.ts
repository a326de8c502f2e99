/**
 * What the operator opened lately, kept in this browser (localStorage) for the command palette's empty
 * box (issue 32): customers whose page was opened, actions run from the palette. Nothing secret: ids,
 * aliases and names the operator has seen.
 */
export type RecentCustomer = { id: string; alias: string; name: string };
export type RecentAction = { customerId: string; alias: string; label: string; href: string };

export const recentLimit = 5;

const customersKey = 'console.recent.customers';
const actionsKey = 'console.recent.actions';

/** The list with `item` first, an earlier entry for the same thing removed, at most `recentLimit` long. */
export const withRecent = <T>(list: readonly T[], item: T, isSame: (a: T, b: T) => boolean): T[] =>
  [item, ...list.filter((entry) => !isSame(entry, item))].slice(0, recentLimit);

const read = <T>(key: string, isValid: (value: unknown) => value is T): T[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isValid).slice(0, recentLimit) : [];
  } catch {
    return [];
  }
};

const write = (key: string, list: readonly unknown[]) => {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or refused storage only loses the recent list.
  }
};

const hasStrings = (value: unknown, keys: readonly string[]): boolean =>
  typeof value === 'object' && value !== null && keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

const isRecentCustomer = (value: unknown): value is RecentCustomer => hasStrings(value, ['id', 'alias', 'name']);
const isRecentAction = (value: unknown): value is RecentAction => hasStrings(value, ['customerId', 'alias', 'label', 'href']);

export const recentCustomers = () => read(customersKey, isRecentCustomer);
export const recentActions = () => read(actionsKey, isRecentAction);

export const rememberCustomer = (customer: RecentCustomer) =>
  write(
    customersKey,
    withRecent(recentCustomers(), customer, (a, b) => a.id === b.id),
  );

export const rememberAction = (action: RecentAction) =>
  write(
    actionsKey,
    withRecent(recentActions(), action, (a, b) => a.href === b.href),
  );
