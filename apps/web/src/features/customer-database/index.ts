// The customer database feature's public file (decision 008): its panel of the details page, and the deployment
// chooser the dead letters panel shares.
export { DatabasePanel } from './database-panel';
export { WithDeployment } from './deployment-chooser';
