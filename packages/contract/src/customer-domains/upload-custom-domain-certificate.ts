import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { certificateUploadFields, customDomain } from './custom-domain';

/**
 * A .pfx/.p12 for the custom domain (multipart field 'file') and its password. The server checks the
 * file, password, expiry and names before storing anything; the size limit there is the transport's,
 * the certificate's own limit (maxCertificateBytes) is answered with a 400.
 */
export const uploadCustomDomainCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/certificates/customDomainNameCertificate/:id',
  summary: "Uploads the certificate (.pfx or .p12 and its password) for a customer's custom domain",
  permission: 'signedIn',
  params: customerIdParams,
  upload: {
    field: 'file',
    maxBytes: 1024 * 1024,
    extensions: ['.pfx', '.p12'],
    fields: certificateUploadFields,
    wrongEndingStatus: 400,
  },
  response: customDomain,
});
