import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type ClientCertificate = { thumbprint: string; subject: string; notAfter: Date; pfx: Buffer };

/**
 * A self-signed RSA client certificate for two years, as a PKCS#12 (.pfx) with its private key, protected
 * by `password` when one is given. The key pair comes from Node's crypto (fast); node-forge builds the
 * certificate and the PKCS#12. The thumbprint is the SHA-1 of the certificate's DER, as Windows shows it.
 */
export const generateClientCertificate = ({
  subject,
  password,
  now = new Date(),
}: {
  subject: string;
  password: string | null;
  now?: Date;
}): ClientCertificate => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 2 * 365 * 24 * 3600 * 1000);
  const attributes = [
    { name: 'commonName', value: subject },
    { name: 'organizationName', value: 'EventsAIR hosting' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, password, {
    algorithm: '3des',
    friendlyName: subject,
    // Without a password there is nothing to derive a MAC key from: the file is left unsealed.
    useMac: password !== null,
  });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    thumbprint: createHash('sha1').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase(),
    subject,
    notAfter: cert.validity.notAfter,
    pfx: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
  };
};
