// The customer payments feature's public file (decision 008): its sections of the details page.
export { DeletedSitesSection } from './deleted-sites-section';
export { PayProviderSection } from './pay-provider-section';
export { PaymentGatewaysSection } from './payment-gateways-section';
