// The customers feature's public file (decision 008): what the customer details sections and the deployments
// feature reuse of it. Everything else in this folder is its own.
export { useJobAction } from './customer-queries';
export { referenceQueries } from './reference-queries';
export { applyCurrency, canDecommission, isSettled, visibleOfferings } from './customer-rules';
export { licenceAmountFields, licenceRateFields, option } from './form-helpers';
export { LicenceAmountInput } from './licence-amount-input';
export { DecommissionModal } from './decommission-modal';
export { SupportUserModal } from './support-user-modal';
export { PlacementFields } from './placement-fields';
export { azurePlacementProblem, type AzurePlacement } from './azure-placement';
