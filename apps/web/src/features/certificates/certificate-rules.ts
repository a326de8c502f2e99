import { certificateValidityAt, normalizeThumbprint, type HostingCertificate } from '@console/contract';

/** What the validity column says: the date, marked when expired or expiring within the warning days. */
export const validityLabel = (certificate: Pick<HostingCertificate, 'notAfterUtc'>, now: Date) => {
  if (!certificate.notAfterUtc) return { kind: 'none' as const, text: 'No certificate held' };
  const kind = certificateValidityAt(certificate.notAfterUtc, now);
  const date = certificate.notAfterUtc.slice(0, 10);
  switch (kind) {
    case 'expired':
      return { kind, text: `Expired on ${date}` };
    case 'expiring':
      return { kind, text: `Expires on ${date} (within 30 days)` };
    case 'valid':
      return { kind, text: `Valid until ${date}` };
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
};

/** The known certificate whose thumbprint is the typed one (spaces, colons and case ignored), if any. */
export const certificateWithThumbprint = (certificates: readonly HostingCertificate[], typed: string) => {
  const wanted = normalizeThumbprint(typed);
  if (wanted === '') return null;
  return certificates.find((c) => c.thumbprint !== null && normalizeThumbprint(c.thumbprint) === wanted) ?? null;
};
