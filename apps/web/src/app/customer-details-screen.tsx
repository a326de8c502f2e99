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
  type CustomerSection,
} from '../features/customer-details';
import { CustomerDomainSections } from '../features/customer-domains';
import { DeletedSitesSection, PayProviderSection, PaymentGatewaysSection } from '../features/customer-payments';
import { DeadLettersPanel } from '../features/dead-letters';
import { CustomerHealthBanner } from '../features/jobs';

// The customer details screen is where the customer features meet (decision 008): the page frame belongs to
// customer-details, each section to its own feature, and only the app layer knows them all. The order is the page's.
const sections: readonly CustomerSection[] = [
  OperationsSection,
  LifecycleSection,
  DetailsSection,
  EmailSection,
  ReleaseSection,
  LogLevelSection,
  GdsSection,
  LicenceSection,
  PlatformSection,
  CustomerDomainSections,
  DatabasePanel,
  DeadLettersPanel,
  PaymentGatewaysSection,
  CustomizationsSection,
  PayProviderSection,
  DeletedSitesSection,
  DeploymentsSection,
];

export const CustomerDetailsScreen = () => <CustomerDetailsPage sections={sections} HeaderExtra={CustomerHealthBanner} />;
