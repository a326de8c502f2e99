// The auth feature's public file (decision 008): who the signed-in operator is, for the header and tools.
export { whoamiQuery } from './whoami';
export { federatedConfigQuery } from './federated-config';
