// The feature's sections that are not on the page's first section, loaded together with the first of them
// (index.ts): the overview does not carry their editors (issue 30, goal 3).
export { DetailsSection, LogLevelSection } from './edit-section';
export { EmailSection } from './email-section';
export { GdsSection } from './gds-section';
export { LicenceModal, LicenceSection } from './licence-section';
export { OperationsSection } from './operations-section';
export { PlatformSection } from './platform-section';
export { ReleaseSection } from './release-section';
