import type { HostingCertificate } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { certificateWithThumbprint, validityLabel } from './certificate-rules';

const now = new Date('2026-11-28T12:00:00Z');

const certificate = (over: Partial<HostingCertificate>): HostingCertificate => ({
  id: 'wildcard-ssl',
  name: 'Wildcard SSL',
  usedFor: 'HTTPS',
  isInstalled: true,
  thumbprint: 'AB12CD',
  subject: '*.eventsair.example',
  issuer: 'CA',
  notBeforeUtc: '2026-01-01T00:00:00Z',
  notAfterUtc: '2027-06-01T00:00:00Z',
  uploadedBy: 'Ada Admin',
  uploadedAtUtc: '2026-01-01T00:00:00Z',
  ...over,
});

describe('certificate rules', () => {
  it('marks an expired certificate and one expiring within 30 days', () => {
    expect(validityLabel(certificate({}), now)).toEqual({ kind: 'valid', text: 'Valid until 2027-06-01' });
    expect(validityLabel(certificate({ notAfterUtc: '2026-12-20T00:00:00Z' }), now)).toEqual({
      kind: 'expiring',
      text: 'Expires on 2026-12-20 (within 30 days)',
    });
    expect(validityLabel(certificate({ notAfterUtc: '2026-11-01T00:00:00Z' }), now)).toEqual({
      kind: 'expired',
      text: 'Expired on 2026-11-01',
    });
    expect(validityLabel(certificate({ notAfterUtc: null }), now).kind).toBe('none');
  });

  it('finds a certificate by a thumbprint typed with spaces, colons or in lower case', () => {
    const list = [certificate({}), certificate({ id: 'code-signing', thumbprint: 'FFEE' })];
    expect(certificateWithThumbprint(list, 'ab:12:cd')?.id).toBe('wildcard-ssl');
    expect(certificateWithThumbprint(list, 'ff ee')?.id).toBe('code-signing');
    expect(certificateWithThumbprint(list, '00')).toBeNull();
    expect(certificateWithThumbprint(list, '  ')).toBeNull();
  });
});
