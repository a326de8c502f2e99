// The customer customizations feature's public file (decision 008): its section of the details page.
export { CustomizationsSection } from './customizations-section';
