import { lazyPart } from '../../lib/lazy-part';

// The customer details feature's public file (decision 008): the page frame and its own sections. The app layer
// (app/customer-details-screen.tsx) puts these and the other features' sections together.
export {
  CustomerDetailsPage,
  type CustomerHeaderExtra,
  type CustomerPanels,
  type CustomerSection,
} from './customer-details-page';
export { customerDetailsQuery } from './details-queries';
export { LifecycleSection } from './lifecycle-section';
export {
  customerActionIds,
  customerActionLink,
  customerActions,
  type CustomerAction,
  type CustomerActionId,
} from './customer-actions';

// The panels of the other sections, and the licence editor, load together when one of them is first drawn.
const sections = () => import('./sections');
export const DetailsSection = lazyPart('the customer details', () => sections().then((m) => m.DetailsSection));
export const LogLevelSection = lazyPart('the logging settings', () => sections().then((m) => m.LogLevelSection));
export const EmailSection = lazyPart('the email settings', () => sections().then((m) => m.EmailSection));
export const GdsSection = lazyPart('the GDS settings', () => sections().then((m) => m.GdsSection));
export const LicenceSection = lazyPart('the licence', () => sections().then((m) => m.LicenceSection));
export const LicenceModal = lazyPart('the licence editor', () => sections().then((m) => m.LicenceModal));
export const OperationsSection = lazyPart('the operations', () => sections().then((m) => m.OperationsSection));
export const PlatformSection = lazyPart('the platform settings', () => sections().then((m) => m.PlatformSection));
export const ReleaseSection = lazyPart('the release settings', () => sections().then((m) => m.ReleaseSection));
