// The upgrade costs feature's public file (decision 008): its screen, loaded by the router on first visit.
export { UpgradeCostsPage } from './upgrade-costs-page';
