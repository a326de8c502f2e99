import type { WhoamiResult } from '@console/contract';

export type Permissions = Pick<WhoamiResult, 'hasDbAccess' | 'hasDbRoAccess' | 'hasDbMigrationAccess' | 'canGenerateKpiData'>;

export type Screen = {
  path: string;
  title: string;
  /** Which operators see this screen in the navigation (doc2 §6); everyone when absent. */
  isVisible?: (permissions: Permissions) => boolean;
};

export type NavGroup = { label: string; screens: Screen[] };

export const dashboardScreen: Screen = { path: '/', title: 'Dashboard' };
export const customersScreen: Screen = { path: '/customers', title: 'Customers' };
export const releasesScreen: Screen = { path: '/releases', title: 'Releases' };
export const auditScreen: Screen = { path: '/operations/audit', title: 'Audit' };
export const releaseChannelsScreen: Screen = { path: '/operations/releasechannels', title: 'Release channels' };

/** The Azure group's six items (doc1 §2); databases need database access (doc2 §6). */
export const azureGroup: NavGroup = {
  label: 'Azure',
  screens: [
    { path: '/azure/locations', title: 'Locations' },
    { path: '/azure/databases', title: 'Databases', isVisible: (p) => p.hasDbAccess },
    { path: '/azure/autoscaling', title: 'Autoscaling' },
    { path: '/azure/appserviceplans', title: 'App service plans' },
    { path: '/azure/managementCertificate', title: 'Management certificate' },
    { path: '/azure/featureManagement', title: 'Feature management' },
  ],
};

export const operationsGroup: NavGroup = {
  label: 'Operations',
  screens: [
    auditScreen,
    releaseChannelsScreen,
    { path: '/operations/cloudservices', title: 'Cloud services' },
    { path: '/operations/performance', title: 'Performance test bench' },
    { path: '/operations/retentionpolicies', title: 'Retention policies' },
    { path: '/operations/desiredstate', title: 'Desired-state investigations' },
    { path: '/operations/serverplans', title: 'Server plans' },
    { path: '/operations/licenses', title: 'Customer licenses' },
    { path: '/operations/upgradecosts', title: 'Upgrade costs' },
    { path: '/operations/kpi', title: 'Generate KPI data', isVisible: (p) => p.canGenerateKpiData },
    { path: '/operations/aircast', title: 'Aircast data export' },
    { path: '/operations/emailip', title: 'Email IP management' },
    { path: '/operations/certificates', title: 'Certificates' },
    { path: '/operations/ossecKeys', title: 'Intrusion-detection keys' },
  ],
};

export const topScreens = [dashboardScreen, customersScreen, releasesScreen];
export const navGroups = [azureGroup, operationsGroup];

export const canSee = (screen: Screen, permissions: Permissions | undefined) =>
  !screen.isVisible || (permissions !== undefined && screen.isVisible(permissions));

/** The navigation an operator sees: groups keep only the screens their flags allow. */
export const visibleNavigation = (permissions: Permissions | undefined) => ({
  topScreens: topScreens.filter((s) => canSee(s, permissions)),
  groups: navGroups
    .map((group) => ({ ...group, screens: group.screens.filter((s) => canSee(s, permissions)) }))
    .filter((group) => group.screens.length > 0),
});

export const allScreens: Screen[] = [...topScreens, ...navGroups.flatMap((g) => g.screens)];

/** doc1 §2: environment in upper case, then the product name, then the route title. */
export const formatPageTitle = (
  environment: string | undefined,
  productName: string | undefined,
  routeTitle: string | undefined,
) => [environment?.toUpperCase(), productName, routeTitle].filter(Boolean).join(' - ');
