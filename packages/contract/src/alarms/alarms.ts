import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** doc2 §3: known certificate ids exist for wildcard SSL, code signing and cloud service RDP. */
export const knownHostingCertificates = [
  { id: 'wildcard-ssl', name: 'Wildcard SSL' },
  { id: 'code-signing', name: 'Code signing' },
  { id: 'cloud-service-rdp', name: 'Cloud service RDP' },
] as const;

export type KnownCertificateId = (typeof knownHostingCertificates)[number]['id'];

export const knownCertificateIds = knownHostingCertificates.map((c) => c.id) as [KnownCertificateId, ...KnownCertificateId[]];

export const failedConnectionResult = z.object({
  subscriptionId: z.string(),
  subscriptionName: z.string(),
  reason: z.string(),
});

/** The states the header alarms are raised from (doc2 §8). */
export const alarmState = z.object({
  /** doc2 §3 Management certificate status: the subscriptions it could not connect to (of the caller's). */
  managementCertificate: z.object({ failedConnectionResults: z.array(failedConnectionResult) }),
  /** The known hosting certificates and whether each is installed. */
  hostingCertificates: z.array(z.object({ id: z.enum(knownCertificateIds), name: z.string(), isPresent: z.boolean() })),
  defaultDatabase: z.object({ isConfigured: z.boolean(), name: z.string().nullable() }),
});

export type AlarmState = z.infer<typeof alarmState>;

export const getAlarms = defineEndpoint({
  method: 'GET',
  path: '/api/operations/alarms',
  summary: 'What the header alarms are raised from: management certificate, hosting certificates, default database',
  permission: 'signedIn',
  scope: 'operator',
  response: alarmState,
});
