// The customer deployments feature's public file (decision 008): its section of the details page.
export { DeploymentsSection } from './deployments-section';
