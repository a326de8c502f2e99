/**
 * Who may call an endpoint (doc1 §6, doc2 §6). Every endpoint declares one of these; the server
 * enforces it before the handler and the web app reads the same declaration to hide or disable a
 * control and say why.
 */
export const permissions = [
  /** No sign-in (health, the federated sign-in configuration). */
  'anyone',
  /** Any signed-in operator. */
  'signedIn',
  /** Database details: any of the three database flags. */
  'anyDatabaseAccess',
  /** Database password, default database upload, web application firewall moves: full database access. */
  'fullDatabaseAccess',
  /** Read-only database password: full or read-only database access. */
  'readOnlyDatabaseAccess',
  /** Compatibility level updates: database migration access. */
  'databaseMigrationAccess',
  /** KPI data generation. */
  'generateKpiData',
] as const;

export type Permission = (typeof permissions)[number];

/** Calls that exist only in some environments (feature branches outside production, beta cleanup in it). */
export const environmentRules = ['outsideProduction', 'productionOnly'] as const;

export type EnvironmentRule = (typeof environmentRules)[number];

/**
 * What a call acts on: `subscription` calls act in the operator's selected subscription and are refused
 * to an operator without one; `operator` calls concern only the operator (whoami, reference lists).
 */
export type EndpointScope = 'subscription' | 'operator';

/** The permission flags of a signed-in operator (the whoami result). */
export type OperatorFlags = {
  hasDbAccess: boolean;
  hasDbRoAccess: boolean;
  hasDbMigrationAccess: boolean;
  canGenerateKpiData: boolean;
};

export const holdsPermission = (permission: Permission, flags: OperatorFlags): boolean => {
  switch (permission) {
    case 'anyone':
    case 'signedIn':
      return true;
    case 'anyDatabaseAccess':
      return flags.hasDbAccess || flags.hasDbRoAccess || flags.hasDbMigrationAccess;
    case 'fullDatabaseAccess':
      return flags.hasDbAccess;
    case 'readOnlyDatabaseAccess':
      return flags.hasDbAccess || flags.hasDbRoAccess;
    case 'databaseMigrationAccess':
      return flags.hasDbMigrationAccess;
    case 'generateKpiData':
      return flags.canGenerateKpiData;
    default: {
      const exhaustive: never = permission;
      return exhaustive;
    }
  }
};

/** Why an operator without the permission cannot make the call, in the words an operator uses. */
export const permissionRefusals: Record<Exclude<Permission, 'anyone' | 'signedIn'>, string> = {
  anyDatabaseAccess: 'This needs database access, read-only database access or database migration access.',
  fullDatabaseAccess: 'This needs full database access.',
  readOnlyDatabaseAccess: 'This needs full or read-only database access.',
  databaseMigrationAccess: 'This needs database migration access.',
  generateKpiData: 'This needs permission to generate KPI data.',
};

export const environmentRefusals: Record<EnvironmentRule, string> = {
  outsideProduction: 'This is not available in production.',
  productionOnly: 'This is available only in production.',
};

export const noSubscriptionRefusal = 'You are not a member of any subscription.';

export const undeclaredRefusal = 'This call does not declare who may make it, so nobody may.';

export type Caller = {
  flags: OperatorFlags;
  isProduction: boolean;
  hasSubscription: boolean;
};

type Declared = { permission: Permission; environment?: EnvironmentRule; scope?: EndpointScope };

/**
 * Why this caller may not make this call (a 403 reason, or a control's "why not"), or null when they
 * may. A signed-in caller is assumed: anonymous callers are refused before this with 401.
 */
export const refusalFor = (endpoint: Declared, caller: Caller): string | null => {
  // Default deny: a call without a known declaration is made by nobody.
  if (!permissions.includes(endpoint.permission)) return undeclaredRefusal;
  if (endpoint.permission === 'anyone') return null;
  if (endpoint.environment === 'outsideProduction' && caller.isProduction) return environmentRefusals.outsideProduction;
  if (endpoint.environment === 'productionOnly' && !caller.isProduction) return environmentRefusals.productionOnly;
  if (endpoint.permission !== 'signedIn' && !holdsPermission(endpoint.permission, caller.flags)) {
    return permissionRefusals[endpoint.permission];
  }
  if ((endpoint.scope ?? 'subscription') === 'subscription' && !caller.hasSubscription) return noSubscriptionRefusal;
  return null;
};
