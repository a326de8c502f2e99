// Free of zod: the browser's contract (browser.ts) carries it.

/** What part of a customer a change touched: the customer page's sections, and anything else. */
export const activityKinds = [
  'lifecycle',
  'details',
  'licence',
  'deployments',
  'domains',
  'database',
  'payments',
  'customizations',
  'operations',
  'other',
] as const;

export type ActivityKind = (typeof activityKinds)[number];

/**
 * The kind of change a call of an endpoint makes, read from its path (the audit record keeps the path
 * and the endpoint's summary). Checked in order: the first pattern that matches names the kind.
 */
const kindPatterns: readonly (readonly [RegExp, ActivityKind])[] = [
  [/deadletters|dnsrepair|restartService|recycleAppPool|fixClickOnce|createSupportUser|customReportStore/i, 'operations'],
  [/\/database\//i, 'database'],
  [/deployments|computemigrations|hostinggroups/i, 'deployments'],
  [/customerLicense|boostUsage|staticIpAddress|moveToAppGateway|resetCreditCardVault|Feature\/|customerServerPlan/i, 'licence'],
  [/paymentgateways|EaPay|DeletedSites|undeleteSite/i, 'payments'],
  [/customizations/i, 'customizations'],
  [/customdomain|urlrewrite|portalalias|IpAddress|SessionTimeout|certificate|txtrecords|domainbinding/i, 'domains'],
  [/\/(enable|disable|repair|decommission)$|quickcreate|\/api\/customers\/?(create)?$/i, 'lifecycle'],
  [
    /updateName|updateMiscDetails|gdsSettings|loglevel|releaseChannel|unlockFromCurrent|email|Teammate|\/api\/customers\/:id$/i,
    'details',
  ],
];

export const activityKindOf = (path: string): ActivityKind =>
  kindPatterns.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
