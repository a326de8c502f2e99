// The customer domains feature's public file (decision 008): its sections of the details page, and the email
// account the details feature's email section shows.
export { CustomerDomainSections } from './customer-domain-sections';
export { EmailAccount } from './email-account';
