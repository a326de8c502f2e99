// The validation feature's public file (decision 008): the checks that creating and changing customers reuse.
export { azureDeploymentReasons, customDomainReasons, customerAliasReasons, resourceGroupFor, splitDomains } from './service';
export { checkSpf } from './spf';
export { serviceBusConnectionStringReasons, sqlConnectionStringReasons } from './connection-strings';
