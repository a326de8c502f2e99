import type { PermissionFlag } from '@console/contract';

/** The seeded operators of the development identity provider and their permission flags. */
export const devAccounts: { username: string; name: string; flags: Record<PermissionFlag, boolean> }[] = [
  {
    username: 'admin',
    name: 'Ada Admin',
    flags: { hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true },
  },
  {
    username: 'dbreader',
    name: 'Dana Reader',
    flags: { hasDbAccess: false, hasDbRoAccess: true, hasDbMigrationAccess: false, canGenerateKpiData: false },
  },
  {
    username: 'migrator',
    name: 'Miguel Migrator',
    flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: true, canGenerateKpiData: false },
  },
  {
    username: 'support',
    name: 'Sam Support',
    flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false },
  },
];
