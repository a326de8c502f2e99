import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { AppError } from './app-error';

/** A PKCS#12's certificate as the console shows and checks it. */
export type Pkcs12Certificate = {
  /** SHA-1 of the certificate's DER, upper-case hex, as Windows shows it. */
  thumbprint: string;
  subject: string;
  issuer: string;
  /** DNS names: the subject alternative names, else the common name. */
  names: string[];
  notBefore: Date;
  notAfter: Date;
};

const commonNameOf = (attributes: forge.pki.Certificate['subject']) =>
  (attributes.getField('CN')?.value as string | undefined) ?? (attributes.getField('O')?.value as string | undefined);

/**
 * Opens a PKCS#12 (.pfx/.p12) with its password (node-forge) and answers its certificate; each refusal is
 * a 400 naming the form field at fault (File or Password). The file must hold a private key too.
 */
export const readPkcs12 = ({ content, password, maxBytes }: { content: Uint8Array; password: string; maxBytes: number }) => {
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
  const altNames =
    (cert.getExtension('subjectAltName') as { altNames?: { type: number; value: string }[] } | null)?.altNames ?? [];
  const names = altNames.filter((a) => a.type === 2).map((a) => a.value);
  const subject = commonNameOf(cert.subject);
  if (names.length === 0 && subject) names.push(subject);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    thumbprint: createHash('sha1').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase(),
    subject: subject ?? names[0] ?? '',
    issuer: commonNameOf(cert.issuer) ?? '',
    names,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  } satisfies Pkcs12Certificate;
};
