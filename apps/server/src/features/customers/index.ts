// The customers feature's public file (decision 008): the customer record access every customer-scoped feature shares.
export { findCustomer, requireSubscription, summaryColumns, toCustomerSummary, type CustomerRow } from './customer-access';
export { createFeatureBranch, hostingReasons } from './create-service';
export { runBulkAction } from './actions-service';
