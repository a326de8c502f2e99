// The Azure screens' public file (decision 008): their pages, loaded by the router on first visit.
export { LocationsPage } from './locations-page';
export { ManagementCertificatePage } from './management-certificate-page';
export { FeatureManagementPage } from './feature-management-page';
export { AutoscalingPage } from './autoscaling-page';
