import { z } from 'zod';

/** The certificate of a custom domain as the console shows it; its private key and password are never sent. */
export const customDomainCertificate = z.object({
  thumbprint: z.string(),
  subject: z.string(),
  names: z.array(z.string()),
  notAfter: z.string(),
});

/** doc1 §3 customDomainNameDetails, with the uploaded certificate's public facts. */
export const customDomain = z.object({
  customDomainName: z.string().nullable(),
  enableEventsAirDomain: z.boolean(),
  certificate: customDomainCertificate.nullable(),
});

export type CustomDomain = z.infer<typeof customDomain>;

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const customDomainNameBody = z.object({
  customDomainName: z
    .string()
    .trim()
    .regex(domainPattern, { message: 'must be a domain name such as events.example.com' })
    .transform((d) => d.toLowerCase()),
  enableEventsAirDomain: z.boolean().default(false),
});

/** The largest certificate file accepted; a larger one is refused with a 400 saying so. */
export const maxCertificateBytes = 64 * 1024;
