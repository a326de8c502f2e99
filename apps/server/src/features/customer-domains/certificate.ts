import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { AppError } from '../../lib/app-error';

/** The configured key (SECRETS_ENCRYPTION_KEY, config.ts) as the 32 bytes AES-256 takes. */
const keyOf = (secretsKey: string) => createHash('sha256').update(secretsKey).digest();

/** AES-256-GCM: iv, tag and ciphertext, base64. */
export const encryptSecret = (plain: Buffer, secretsKey: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const encrypted = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
};

/** The plain bytes of what `encryptSecret` stored. */
export const decryptSecret = (stored: string, secretsKey: string): Buffer => {
  const data = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]);
};

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
  if (content.length > maxBytes) throw new AppError('badRequest', `File: the certificate is larger than ${maxBytes / 1024} KB.`);
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(content).toString('binary')));
  } catch {
    throw new AppError('badRequest', 'File: this is not a PKCS#12 (.pfx or .p12) certificate file.');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/password|mac/i.test(message)) throw new AppError('badRequest', 'Password: the password does not open this certificate.');
    throw new AppError('badRequest', 'File: this is not a PKCS#12 (.pfx or .p12) certificate file.');
  }
  const certBag = forge.pki.oids.certBag!;
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const keyBag = forge.pki.oids.keyBag!;
  const cert = p12.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
  const hasKey =
    (p12.getBags({ bagType: shrouded })[shrouded]?.length ?? 0) + (p12.getBags({ bagType: keyBag })[keyBag]?.length ?? 0) > 0;
  if (!cert) throw new AppError('badRequest', 'File: the file holds no certificate.');
  if (!hasKey) throw new AppError('badRequest', 'File: the file holds no private key for its certificate.');
  if (cert.validity.notAfter < now)
    throw new AppError('badRequest', `File: the certificate expired on ${cert.validity.notAfter.toISOString().slice(0, 10)}.`);
  if (cert.validity.notBefore > now) throw new AppError('badRequest', 'File: the certificate is not valid yet.');
  const altNames =
    (cert.getExtension('subjectAltName') as { altNames?: { type: number; value: string }[] } | null)?.altNames ?? [];
  const names = altNames.filter((a) => a.type === 2).map((a) => a.value);
  const commonName = cert.subject.getField('CN')?.value as string | undefined;
  if (names.length === 0 && commonName) names.push(commonName);
  if (!names.some((n) => covers(n, domain)))
    throw new AppError('badRequest', `File: the certificate's names (${names.join(', ') || 'none'}) do not cover ${domain}.`);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const thumbprint = createHash('sha1').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase();
  return { thumbprint, subject: commonName ?? names[0]!, names, notAfter: cert.validity.notAfter.toISOString() };
};
