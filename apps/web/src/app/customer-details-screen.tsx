import { ActivitySection, RecentActivity } from '../features/customer-activity';
import { CustomizationsSection } from '../features/customer-customizations';
import { DatabasePanel } from '../features/customer-database';
import { DeploymentsSection } from '../features/customer-deployments';
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
import { CustomerDomainSections } from '../features/customer-domains';
import { DeletedSitesSection, PayProviderSection, PaymentGatewaysSection } from '../features/customer-payments';
import { DeadLettersPanel } from '../features/dead-letters';
import { CustomerHealthBanner } from '../features/jobs';

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
