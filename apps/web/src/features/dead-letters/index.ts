// The dead letters feature's public file (decision 008): its panel of the details page.
export { DeadLettersPanel } from './dead-letters-panel';
