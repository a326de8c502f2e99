// The hosting groups feature's public file (decision 008): the group certificate a new deployment is given.
export { generateGroupCertificate } from './group-certificate';
