import type { ActivityKind, CustomerActivityEntry } from '@console/contract';

/** What each kind of change did, as the activity sentence says it: done, and tried (a refused call). */
const kindPhrases: Record<ActivityKind, readonly [done: string, tried: string]> = {
  lifecycle: ['changed the state', 'tried to change the state'],
  details: ['changed the details', 'tried to change the details'],
  licence: ['changed the licence', 'tried to change the licence'],
  deployments: ['changed the deployments', 'tried to change the deployments'],
  domains: ['changed the domains', 'tried to change the domains'],
  database: ['changed the database', 'tried to change the database'],
  payments: ['changed the payments', 'tried to change the payments'],
  customizations: ['changed the customizations', 'tried to change the customizations'],
  operations: ['ran an operation', 'tried to run an operation'],
  other: ['made a change', 'tried to make a change'],
};

/** The kinds as the filter offers them. */
export const kindLabels: Record<ActivityKind, string> = {
  lifecycle: 'State',
  details: 'Details',
  licence: 'Licence',
  deployments: 'Deployments',
  domains: 'Domains',
  database: 'Database',
  payments: 'Payments',
  customizations: 'Customizations',
  operations: 'Operations',
  other: 'Other',
};

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "10 minutes ago", "yesterday", "just now": how long before `now` something happened. */
export const timeAgo = (at: string, now: number): string => {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
};

/** "Dana Reader changed the licence 10 minutes ago: 'renewal'" (a refused attempt says it tried). */
export const activitySentence = (entry: CustomerActivityEntry, now: number): string => {
  const who = entry.operatorName ?? 'The console';
  const [done, tried] = kindPhrases[entry.kind];
  const what = entry.outcome === 'failed' ? tried : done;
  const why = entry.changeReason ? `: '${entry.changeReason}'` : '';
  return `${who} ${what} ${timeAgo(entry.at, now)}${why}`;
};
