import forge from 'node-forge';

/**
 * A self-signed PKCS#12 for `name` made in the test (no private key is committed), its certificate valid from
 * yesterday until `notAfter` (or for `validDays`), with the name as its subject alternative name; and its
 * thumbprint (SHA-1 of the certificate's DER, as the console shows it).
 */
export const makePfx = ({
  name,
  password,
  validDays = 90,
  notAfter = new Date(Date.now() + validDays * 86_400_000),
}: {
  name: string;
  password: string;
  validDays?: number;
  notAfter?: Date;
}) => {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = notAfter;
  cert.setSubject([{ name: 'commonName', value: name }]);
  cert.setIssuer([{ name: 'commonName', value: name }]);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: name }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, cert, password, { algorithm: '3des' });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    buffer: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    thumbprint: forge.md.sha1.create().update(der).digest().toHex().toUpperCase(),
  };
};
