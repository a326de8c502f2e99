// The monitoring feature's public file (decision 008): which error events an operator may see, for the audit feature.
export { visibleErrorEvents } from './recent-errors';
