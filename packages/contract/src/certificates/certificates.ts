import { z } from 'zod';
import { knownCertificateIds } from '../alarms/alarms';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

export * from './certificate-rules';

/**
 * doc2 §2, §3, §7 "Certificates": the three known hosting certificates (wildcard SSL, code signing,
 * cloud service RDP) with what each holds now, uploads of a replacement (multipart: file, password,
 * confirmThumbprint) and the wildcard certificate's update across the services that use it.
 */
export const hostingCertificate = z.object({
  id: z.enum(knownCertificateIds),
  name: z.string(),
  /** Where it is used. */
  usedFor: z.string(),
  /** Whether the platform reports it installed (the header alarm's source). */
  isInstalled: z.boolean(),
  /** What the console holds; null fields when none was uploaded. */
  thumbprint: z.string().nullable(),
  subject: z.string().nullable(),
  issuer: z.string().nullable(),
  notBeforeUtc: z.string().nullable(),
  notAfterUtc: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAtUtc: z.string().nullable(),
});

export type HostingCertificate = z.infer<typeof hostingCertificate>;

const certificateIdParams = z.object({
  id: z.enum(knownCertificateIds, { message: 'must be wildcard-ssl, code-signing or cloud-service-rdp' }),
});

export const hostingCertificateUploadFields = z.object({
  password: z.string().max(200, { message: 'must be at most 200 characters' }).default(''),
  confirmThumbprint: z
    .string({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(200, { message: 'must be at most 200 characters' }),
});

export const listHostingCertificates = defineEndpoint({
  method: 'GET',
  path: '/api/certificates',
  summary: 'The known hosting certificates: subject, issuer, thumbprint, validity and where each is used',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(hostingCertificate),
});

export const uploadHostingCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/certificates/:id',
  summary: 'Replaces a known hosting certificate (.pfx or .p12, its password, and its thumbprint typed again to confirm)',
  permission: 'signedIn',
  params: certificateIdParams,
  upload: {
    field: 'file',
    maxBytes: 1024 * 1024,
    extensions: ['.pfx', '.p12'],
    fields: hostingCertificateUploadFields,
    wrongEndingStatus: 400,
  },
  response: hostingCertificate,
});

export const updateWildCardCertificate = defineEndpoint({
  method: 'POST',
  path: '/api/certificates/updateWildCardCertificate',
  summary:
    'Binds the wildcard certificate on every cloud service and app service plan of the subscription (a job, a step per service)',
  permission: 'signedIn',
  status: 202,
  response: z.object({ job }),
});
