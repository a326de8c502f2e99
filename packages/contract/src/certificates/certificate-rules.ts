/** Hosting certificate rules the browser needs too (zod-free, exported from browser.ts). */

/** Where each known hosting certificate is used (doc2 §2 Certificates: "where each is used"). */
export const hostingCertificateUses = {
  'wildcard-ssl': 'HTTPS on every cloud service and app service plan',
  'code-signing': 'Signing the ClickOnce deployments and the bootstrapper package',
  'cloud-service-rdp': 'Remote desktop to cloud service instances',
} as const;

/** A certificate that expires within this many days is marked, as the licences are. */
export const certificateExpiryWarningDays = 30;

/** A thumbprint as typed: spaces and colons (as Windows and OpenSSL show it) dropped, upper-cased. */
export const normalizeThumbprint = (typed: string) => typed.replace(/[\s:]/g, '').toUpperCase();

export type CertificateValidity = 'expired' | 'expiring' | 'valid';

/** Whether a certificate has expired, expires within the warning days, or is valid for longer. */
export const certificateValidityAt = (notAfterUtc: string, now: Date): CertificateValidity => {
  const left = Date.parse(notAfterUtc) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= certificateExpiryWarningDays * 24 * 3600 * 1000 ? 'expiring' : 'valid';
};
