export { readCertificateConnections, storeNewCertificate, hasCurrentCertificate } from './service';
export { writeConnectionResults } from './certificate-jobs';
