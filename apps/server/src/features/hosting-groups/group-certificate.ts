import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export type GroupCertificate = {
  thumbprint: string;
  subject: string;
  notAfter: Date;
  /** The PKCS#12 (.pfx) bytes: certificate and private key. */
  pfx: Buffer;
  /** The private key's password; null when the key is not protected. */
  privateKeyPassword: string | null;
};

/** A password an operator can type: 24 characters from an unambiguous alphabet. */
const newPassword = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return [...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('');
};

/**
 * The client certificate the machines of an on-site hosting group present to the platform: a
 * self-signed RSA certificate for two years, as a PKCS#12 whose private key is protected by a
 * password unless asked otherwise. The key pair comes from Node's crypto (fast); node-forge builds
 * the certificate and the PKCS#12.
 */
export const generateGroupCertificate = ({
  hostingGroupIdentifier,
  isPrivateKeyProtected,
  now = new Date(),
}: {
  hostingGroupIdentifier: string;
  isPrivateKeyProtected: boolean;
  now?: Date;
}): GroupCertificate => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 2 * 365 * 24 * 3600 * 1000);
  const subject = `${hostingGroupIdentifier}.machines.eventsair.internal`;
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
  const privateKeyPassword = isPrivateKeyProtected ? newPassword() : null;
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, cert, privateKeyPassword, {
    algorithm: '3des',
    friendlyName: subject,
    // Without a password there is nothing to derive a MAC key from: the file is left unsealed.
    useMac: privateKeyPassword !== null,
  });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    thumbprint: createHash('sha1').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase(),
    subject,
    notAfter: cert.validity.notAfter,
    pfx: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    privateKeyPassword,
  };
};
