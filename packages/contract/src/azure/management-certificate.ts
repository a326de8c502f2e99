import { z } from 'zod';
import { tokenInQuery } from '../download-token';
import { defineEndpoint } from '../endpoint';
import { failedConnectionResult } from '../alarms/alarms';
import { job } from '../jobs/job';

/** A certificate thumbprint: 40 hexadecimal digits (SHA-1). */
export const managementThumbprintParam = z
  .string()
  .regex(/^[0-9A-Fa-f]{40}$/, { message: 'must be a certificate thumbprint of 40 hexadecimal digits' });

/** doc2 §3 Management certificate status: failedConnectionResults, with the certificate it is about. */
export const managementCertificateStatus = z.object({
  thumbprint: z.string().nullable(),
  subject: z.string().nullable(),
  notAfterUtc: z.string().nullable(),
  createdAtUtc: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** The subscriptions checked with the current certificate, and which of them answered. */
  connectedSubscriptionCount: z.number().int(),
  failedConnectionResults: z.array(failedConnectionResult),
});

export type ManagementCertificateStatus = z.infer<typeof managementCertificateStatus>;

export const getManagementCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/azure/managementcertificate',
  summary: "The management certificate's thumbprint and the subscriptions it cannot connect to",
  permission: 'signedIn',
  response: managementCertificateStatus,
});

export const managementCertificateReplaced = z.object({ thumbprint: z.string(), job });

export const replaceManagementCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/azure/managementcertificate/:thumbprint/replace',
  summary:
    'Generates a new management certificate and installs it in the subscriptions (a job); the path names the current thumbprint as typed confirmation',
  permission: 'signedIn',
  params: z.object({ thumbprint: managementThumbprintParam }),
  response: managementCertificateReplaced,
});

export const managementPfxQuery = tokenInQuery;

export const downloadManagementCertificatePfx = defineEndpoint({
  method: 'GET',
  path: '/api/azure/managementcertificate/pfx',
  summary: 'Downloads the current management certificate with its private key as a PKCS#12 (.pfx) file',
  permission: 'signedIn',
  acceptsTokenInQuery: true,
  query: managementPfxQuery,
  produces: 'application/x-pkcs12',
  response: z.string().meta({ format: 'binary' }),
});
