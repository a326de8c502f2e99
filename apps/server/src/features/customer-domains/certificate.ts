import { AppError } from '../../lib/app-error';
import { readPkcs12 } from '../../lib/pkcs12';

export { decryptSecret, encryptSecret } from '../../lib/secrets';

export type CheckedCertificate = { thumbprint: string; subject: string; names: string[]; notAfter: string };

const covers = (name: string, domain: string) => {
  const n = name.toLowerCase();
  if (n === domain) return true;
  if (n.startsWith('*.')) return domain.split('.').slice(1).join('.') === n.slice(2) && domain.split('.').length > 2;
  return false;
};

/** Parses a PKCS#12 with its password and checks it suits the domain; each refusal names its reason. */
export const checkCertificate = ({
  content,
  password,
  domain,
  maxBytes,
  now = new Date(),
}: {
  content: Uint8Array;
  password: string;
  domain: string;
  maxBytes: number;
  now?: Date;
}): CheckedCertificate => {
  const cert = readPkcs12({ content, password, maxBytes });
  if (cert.notAfter < now)
    throw new AppError('badRequest', `File: the certificate expired on ${cert.notAfter.toISOString().slice(0, 10)}.`);
  if (cert.notBefore > now) throw new AppError('badRequest', 'File: the certificate is not valid yet.');
  if (!cert.names.some((n) => covers(n, domain)))
    throw new AppError(
      'badRequest',
      `File: the certificate's names (${cert.names.join(', ') || 'none'}) do not cover ${domain}.`,
    );
  return { thumbprint: cert.thumbprint, subject: cert.subject, names: cert.names, notAfter: cert.notAfter.toISOString() };
};
