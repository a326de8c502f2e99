import type { QueryClient } from '@tanstack/react-query';
import { performanceCheckKinds } from '@console/contract';
import {
  lazyRouteComponent,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Navigate,
  Outlet,
  redirect,
  useMatches,
  type RouterHistory,
} from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditSearchSchema } from '../features/audit/audit-search';
import { customerSearchSchema } from '../features/customers/customer-search';
import { customerSearchQuery, firstLettersQuery, releaseChannelsQuery } from '../features/customers/search-queries';
import { federatedConfigQuery } from '../features/auth/federated-config';
import { whoamiQuery } from '../features/auth/whoami';
import { alarmsQuery } from '../features/alarms/header-alarms';
import type { SignInSearch } from '../features/auth/sign-in-page';
import { firstCustomerSection, isCustomerSectionId, sectionOfPanel } from '../features/customer-details/customer-sections';
import { holdLiveReads } from '../lib/live-ready';
import { getToken } from '../lib/session';
import {
  allScreens,
  auditScreen,
  customersScreen,
  dashboardScreen,
  formatPageTitle,
  releaseChannelsScreen,
  releasesScreen,
} from './navigation';
import { NotBuiltPage } from './not-built-page';
import { Shell } from './shell';

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface StaticDataRouteOption {
    title?: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

const PageTitle = () => {
  const matches = useMatches();
  const config = useQuery(federatedConfigQuery);
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = formatPageTitle(config.data?.environment, config.data?.productName, title);
  }, [config.data, title]);
  return null;
};

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <PageTitle />
      <Outlet />
    </>
  ),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  staticData: { title: 'Sign in' },
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    returnUrl: typeof search.returnUrl === 'string' ? search.returnUrl : undefined,
    signedOut: search.signedOut === true || search.signedOut === 'true' ? true : undefined,
    code: typeof search.code === 'string' ? search.code : undefined,
    state: typeof search.state === 'string' ? search.state : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
  }),
  // A signed-in operator's first page does not carry the sign-in screen.
  component: lazyRouteComponent(() => import('../features/auth/sign-in-page'), 'SignInPage'),
});

/** Every route but /signin needs sign-in; an anonymous visitor is sent there with a returnUrl. */
const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/signin', search: { returnUrl: location.href } });
    holdLiveReads();
  },
  // What the shell shows is asked for as the route loads, beside the screen's code, rather than once
  // the shell has rendered (issue 10: the first paint no longer waits on it). Not awaited: the shell
  // shows at once, and its queries pick these answers up.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(whoamiQuery);
    void queryClient.prefetchQuery(federatedConfigQuery);
    void queryClient.prefetchQuery(alarmsQuery);
  },
  component: Shell,
});

const auditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/operations/audit',
  staticData: { title: auditScreen.title },
  validateSearch: auditSearchSchema,
  // Screens load on first visit: the shell stays small however many screens the console grows.
  component: lazyRouteComponent(() => import('../features/audit/audit-page'), 'AuditPage'),
});

const customersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers',
  staticData: { title: customersScreen.title },
  validateSearch: customerSearchSchema,
  loaderDeps: ({ search }) => search,
  // Also on intent (a pointer resting on a link here): the page opens with its data.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(firstLettersQuery);
    void queryClient.prefetchQuery(releaseChannelsQuery);
    void queryClient.prefetchQuery(customerSearchQuery(deps));
  },
  component: lazyRouteComponent(() => import('../features/customers/customers-page'), 'CustomersPage'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  staticData: { title: dashboardScreen.title },
  component: lazyRouteComponent(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});

const desiredStateScreen = allScreens.find((screen) => screen.path === '/operations/desiredstate')!;

const desiredStateRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: desiredStateScreen.path,
  staticData: { title: desiredStateScreen.title },
  component: lazyRouteComponent(() => import('../features/desired-state/investigations-page'), 'InvestigationsPage'),
});

const emailIpScreen = allScreens.find((screen) => screen.path === '/operations/emailip')!;

const emailIpRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: emailIpScreen.path,
  staticData: { title: emailIpScreen.title },
  component: lazyRouteComponent(() => import('../features/email-ip-pool/email-ip-page'), 'EmailIpPage'),
});

const databasesScreen = allScreens.find((screen) => screen.path === '/azure/databases')!;

const databasesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: databasesScreen.path,
  staticData: { title: databasesScreen.title },
  component: lazyRouteComponent(() => import('../features/database-servers/database-servers-page'), 'DatabaseServersPage'),
});

const licencesScreen = allScreens.find((screen) => screen.path === '/operations/licenses')!;

const licencesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: licencesScreen.path,
  staticData: { title: licencesScreen.title },
  component: lazyRouteComponent(() => import('../features/licensing/licences-page'), 'LicencesPage'),
});

const releasesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: releasesScreen.path,
  staticData: { title: releasesScreen.title },
  component: lazyRouteComponent(() => import('../features/releases'), 'ReleasesPage'),
});

const releaseChannelsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: releaseChannelsScreen.path,
  staticData: { title: releaseChannelsScreen.title },
  component: lazyRouteComponent(() => import('../features/releases'), 'ReleaseChannelsPage'),
});

const performanceScreen = allScreens.find((screen) => screen.path === '/operations/performance')!;

const performanceBenchRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: performanceScreen.path,
  staticData: { title: performanceScreen.title },
  component: lazyRouteComponent(() => import('../features/performance-checks/performance-bench-page'), 'PerformanceBenchPage'),
});

/** doc2 §2: `/operations/performance/{standard|pageHit|hardware}/{id}`, a check's result page. */
const performanceResultRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/operations/performance/$kind/$checkId',
  staticData: { title: 'Performance check result' },
  beforeLoad: ({ params }) => {
    if (!(performanceCheckKinds as readonly string[]).includes(params.kind))
      throw redirect({ to: performanceScreen.path, replace: true });
  },
  component: lazyRouteComponent(() => import('../features/performance-checks/performance-result-page'), 'PerformanceResultPage'),
});

const kpiScreen = allScreens.find((screen) => screen.path === '/operations/kpi')!;

const kpiRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: kpiScreen.path,
  staticData: { title: kpiScreen.title },
  component: lazyRouteComponent(() => import('../features/kpi/kpi-page'), 'KpiPage'),
});

const aircastExportScreen = allScreens.find((screen) => screen.path === '/operations/aircast')!;

const aircastExportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: aircastExportScreen.path,
  staticData: { title: aircastExportScreen.title },
  component: lazyRouteComponent(() => import('../features/aircast-export/aircast-export-page'), 'AircastExportPage'),
});

const operationsScreen = (path: string) => allScreens.find((screen) => screen.path === path)!;

const serverPlansScreen = operationsScreen('/operations/serverplans');
const upgradeCostsScreen = operationsScreen('/operations/upgradecosts');
const retentionPoliciesScreen = operationsScreen('/operations/retentionpolicies');

const serverPlansRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: serverPlansScreen.path,
  staticData: { title: serverPlansScreen.title },
  component: lazyRouteComponent(() => import('../features/server-plans'), 'ServerPlansPage'),
});

const upgradeCostsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: upgradeCostsScreen.path,
  staticData: { title: upgradeCostsScreen.title },
  component: lazyRouteComponent(() => import('../features/upgrade-costs'), 'UpgradeCostsPage'),
});

const retentionPoliciesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: retentionPoliciesScreen.path,
  staticData: { title: retentionPoliciesScreen.title },
  component: lazyRouteComponent(() => import('../features/retention-policies'), 'RetentionPoliciesPage'),
});

const azureScreen = (path: string) => allScreens.find((screen) => screen.path === path)!;

const azureRoutes = (
  [
    ['/azure/locations', 'LocationsPage'],
    ['/azure/managementCertificate', 'ManagementCertificatePage'],
    ['/azure/featureManagement', 'FeatureManagementPage'],
    ['/azure/autoscaling', 'AutoscalingPage'],
  ] as const
).map(([path, page]) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: azureScreen(path).path,
    staticData: { title: azureScreen(path).title },
    component: lazyRouteComponent(() => import('../features/azure'), page),
  }),
);

const appServicePlansScreen = allScreens.find((screen) => screen.path === '/azure/appserviceplans')!;

const appServicePlansRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: appServicePlansScreen.path,
  staticData: { title: appServicePlansScreen.title },
  component: lazyRouteComponent(() => import('../features/app-service-plans'), 'AppServicePlansPage'),
});

const appServicePlanRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/azure/appserviceplans/$planId',
  staticData: { title: 'App service plan' },
  component: lazyRouteComponent(() => import('../features/app-service-plans'), 'AppServicePlanPage'),
});

const cloudServicesScreen = operationsScreen('/operations/cloudservices');

const cloudServicesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: cloudServicesScreen.path,
  staticData: { title: cloudServicesScreen.title },
  component: lazyRouteComponent(() => import('../features/cloud-services/cloud-services-page'), 'CloudServicesPage'),
});

/** doc2 §2 Cloud services: a service's detail view. */
const cloudServiceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/operations/cloudservices/$cloudServiceId',
  staticData: { title: 'Cloud service' },
  component: lazyRouteComponent(() => import('../features/cloud-services/cloud-service-page'), 'CloudServicePage'),
});

const certificatesScreen = operationsScreen('/operations/certificates');

const certificatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: certificatesScreen.path,
  staticData: { title: certificatesScreen.title },
  component: lazyRouteComponent(() => import('../features/certificates'), 'CertificatesPage'),
});

const ossecKeysScreen = operationsScreen('/operations/ossecKeys');

const ossecKeysRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ossecKeysScreen.path,
  staticData: { title: ossecKeysScreen.title },
  component: lazyRouteComponent(() => import('../features/ossec-keys'), 'OssecKeysPage'),
});

const builtPaths = new Set([
  certificatesScreen.path,
  ossecKeysScreen.path,
  '/azure/locations',
  '/azure/managementCertificate',
  '/azure/featureManagement',
  '/azure/autoscaling',
  appServicePlansScreen.path,
  cloudServicesScreen.path,
  auditScreen.path,
  customersScreen.path,
  dashboardScreen.path,
  desiredStateScreen.path,
  emailIpScreen.path,
  databasesScreen.path,
  licencesScreen.path,
  releasesScreen.path,
  releaseChannelsScreen.path,
  performanceScreen.path,

  kpiScreen.path,
  aircastExportScreen.path,

  serverPlansScreen.path,
  upgradeCostsScreen.path,
  retentionPoliciesScreen.path,
]);

/** `/customers/{id}` opens the first section; an old panel link (`#security`) opens the section that holds it. */
const customerDetailsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers/$customerId',
  beforeLoad: ({ params, location }) => {
    throw redirect({
      to: '/customers/$customerId/$section',
      params: { customerId: params.customerId, section: sectionOfPanel(location.hash) ?? firstCustomerSection },
      hash: location.hash || undefined,
      replace: true,
    });
  },
});

const customerSectionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/customers/$customerId/$section',
  staticData: { title: 'Customer details' },
  beforeLoad: ({ params }) => {
    if (!isCustomerSectionId(params.section)) {
      throw redirect({
        to: '/customers/$customerId/$section',
        params: { customerId: params.customerId, section: firstCustomerSection },
        replace: true,
      });
    }
  },
  component: lazyRouteComponent(() => import('./customer-details-screen'), 'CustomerDetailsScreen'),
});

const hostingGroupRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/hosting-groups/$hostingGroupId',
  staticData: { title: 'Hosting group' },
  component: lazyRouteComponent(() => import('../features/hosting-groups/hosting-group-page'), 'HostingGroupPage'),
});

/** Where GET /operations/desiredstate/hostinggroups/{id} says a hosting group's desired state is shown. */
const hostingGroupDesiredStateRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/hosting-groups/$hostingGroupId/desired-state',
  staticData: { title: 'Hosting group desired state' },
  component: lazyRouteComponent(
    () => import('../features/desired-state/hosting-group-desired-state-page'),
    'HostingGroupDesiredStatePage',
  ),
});

const notBuiltRoutes = allScreens
  .filter((screen) => !builtPaths.has(screen.path))
  .map((screen) =>
    createRoute({
      getParentRoute: () => shellRoute,
      path: screen.path,
      staticData: { title: screen.title },
      component: () => <NotBuiltPage screen={screen} />,
    }),
  );

const routeTree = rootRoute.addChildren([
  signInRoute,
  shellRoute.addChildren([
    dashboardRoute,
    auditRoute,
    customersRoute,
    customerDetailsRoute,
    customerSectionRoute,
    hostingGroupRoute,
    hostingGroupDesiredStateRoute,
    appServicePlansRoute,
    appServicePlanRoute,
    desiredStateRoute,
    emailIpRoute,
    databasesRoute,
    licencesRoute,
    releasesRoute,
    releaseChannelsRoute,
    performanceBenchRoute,
    performanceResultRoute,

    kpiRoute,
    aircastExportRoute,

    serverPlansRoute,
    upgradeCostsRoute,
    retentionPoliciesRoute,
    ...azureRoutes,
    cloudServicesRoute,
    cloudServiceRoute,
    certificatesRoute,
    ossecKeysRoute,
    ...notBuiltRoutes,
  ]),
]);

/** `history` is the browser's unless given (tests give a memory history). */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Unknown paths redirect to / (doc1 §2).
    defaultNotFoundComponent: () => <Navigate to="/" replace />,
  });
