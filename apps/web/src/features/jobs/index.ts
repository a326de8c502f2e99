// The jobs feature's public file (decision 008): what other screens show of jobs. The shell imports the
// drawer and the footer status directly (the app layer knows every feature).
export { CustomerHealthBanner } from './customer-health-banner';
