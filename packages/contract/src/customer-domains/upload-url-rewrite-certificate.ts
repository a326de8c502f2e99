import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { certificateUploadFields, customDomain, ruleParams } from './custom-domain';

const certificateUpload = {
  field: 'file',
  maxBytes: 1024 * 1024,
  extensions: ['.pfx', '.p12'],
  wrongEndingStatus: 400,
} as const;

/** doc1 §7 addUrlRewrite/{rule}: the rule's certificate (.pfx/.p12, multipart 'file') and its password. */
export const uploadUrlRewriteCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/addUrlRewrite/:rule',
  summary: "Uploads the certificate (.pfx or .p12 and its password) for a URL rewrite rule's domain",
  permission: 'signedIn',
  params: ruleParams,
  upload: { ...certificateUpload, fields: certificateUploadFields },
  response: customDomain,
});

/** doc2 §7 urlRewriteSettingsCertificate/{id}: the same upload, the rule found by its domain name. */
export const uploadUrlRewriteSettingsCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/certificates/urlRewriteSettingsCertificate/:id',
  summary: 'Uploads the certificate for the URL rewrite rule of a customer that has the given domain name',
  permission: 'signedIn',
  params: customerIdParams,
  upload: {
    ...certificateUpload,
    // Checked by the server once the customer is found, so another subscription's customer is a 404 first.
    fields: certificateUploadFields.extend({ domainName: z.string().trim().toLowerCase().max(253).default('') }),
  },
  response: customDomain,
});
