// The customer details feature's public file (decision 008). It owns the customer record as the details page reads it:
// the features that change one part of a customer (customizations, payments, licence, domains) change it through
// changeCustomer and read the stored jsonb through these readers, so customer-details never imports them back.
export { changeCustomer, type DetailDeps } from './details-service';
export { asCustomizations } from './stored-customizations';
export { asNames } from './stored-gateways';
