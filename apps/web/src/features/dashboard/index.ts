// The dashboard feature's public file (decision 008): the console's configuration, for the operations tools.
export { configurationQuery } from './dashboard-queries';
