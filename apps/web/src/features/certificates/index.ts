// The certificates feature's public file.
export { CertificatesPage } from './certificates-page';
