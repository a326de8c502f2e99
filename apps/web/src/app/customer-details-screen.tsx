import { ActivitySection, RecentActivity } from '../features/customer-activity';
import {
  CustomerDetailsPage,
  DetailsSection,
  EmailSection,
  GdsSection,
  LicenceSection,
  LifecycleSection,
  LogLevelSection,
  OperationsSection,
  PlatformSection,
  ReleaseSection,
  type CustomerPanels,
} from '../features/customer-details';
import { CustomerHealthBanner } from '../features/jobs';
import { lazyPart } from '../lib/lazy-part';

// The other features' panels load when their section is first shown: a customer's first section (the
// overview) does not carry their code (issue 30, goal 3).
const DeploymentsSection = lazyPart('the deployments', () =>
  import('../features/customer-deployments').then((m) => m.DeploymentsSection),
);
const CustomerDomainSections = lazyPart('the domains', () =>
  import('../features/customer-domains').then((m) => m.CustomerDomainSections),
);
const DatabasePanel = lazyPart('the database', () => import('../features/customer-database').then((m) => m.DatabasePanel));
const payments = () => import('../features/customer-payments');
const PaymentGatewaysSection = lazyPart('the payment gateways', () => payments().then((m) => m.PaymentGatewaysSection));
const PayProviderSection = lazyPart('the pay provider', () => payments().then((m) => m.PayProviderSection));
const DeletedSitesSection = lazyPart('the deleted sites', () => payments().then((m) => m.DeletedSitesSection));
const CustomizationsSection = lazyPart('the customizations', () =>
  import('../features/customer-customizations').then((m) => m.CustomizationsSection),
);
const DeadLettersPanel = lazyPart('the dead letters', () => import('../features/dead-letters').then((m) => m.DeadLettersPanel));

// The customer details screen is where the customer features meet (decision 008): the page frame belongs to
// customer-details, each panel to its own feature, and only the app layer knows them all. Each section shows
// its panels in this order, and only while it is shown, so a panel's data loads with its section.
const panels: CustomerPanels = {
  overview: [LifecycleSection],
  details: [DetailsSection, EmailSection, ReleaseSection, LogLevelSection, GdsSection],
  licence: [LicenceSection, PlatformSection],
  deployments: [DeploymentsSection],
  domains: [CustomerDomainSections],
  database: [DatabasePanel],
  payments: [PaymentGatewaysSection, PayProviderSection, DeletedSitesSection],
  customizations: [CustomizationsSection],
  operations: [OperationsSection, DeadLettersPanel],
  activity: [ActivitySection],
};

export const CustomerDetailsScreen = () => (
  <CustomerDetailsPage panels={panels} recentActivity={RecentActivity} HeaderExtra={CustomerHealthBanner} />
);
