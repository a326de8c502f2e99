// The customer database feature's public file (decision 008): a deployment of the caller's subscription, or 404.
export { findDeployment } from './deployment-access';
