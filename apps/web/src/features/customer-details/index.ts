// The customer details feature's public file (decision 008): the page frame and its own sections. The app layer
// (app/customer-details-screen.tsx) puts these and the other features' sections together.
export {
  CustomerDetailsPage,
  type CustomerHeaderExtra,
  type CustomerPanels,
  type CustomerSection,
} from './customer-details-page';
export { DetailsSection, LogLevelSection } from './edit-section';
export { EmailSection } from './email-section';
export { GdsSection } from './gds-section';
export { LicenceModal, LicenceSection } from './licence-section';
export { customerDetailsQuery } from './details-queries';
export { LifecycleSection } from './lifecycle-section';
export { OperationsSection } from './operations-section';
export { PlatformSection } from './platform-section';
export { ReleaseSection } from './release-section';
export {
  customerActionIds,
  customerActionLink,
  customerActions,
  type CustomerAction,
  type CustomerActionId,
} from './customer-actions';
