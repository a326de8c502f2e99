import forge from 'node-forge';

export const fixturePassword = 'fixture-Pa55word';

const day = 86_400_000;

/**
 * A self-signed PKCS#12 for `name`, made in the test (no private key is committed), for the server's
 * tests and the browser specs alike: valid from `notBefore` (60 days ago) until `notAfter` (else
 * `daysLeft` from now), with the name as its subject alternative name; `padding` zero bytes after it
 * (a file too large). With its private key as PEM and its thumbprint (SHA-1 of the certificate's DER,
 * as the console shows it).
 */
export const makePfx = ({
  name,
  password = fixturePassword,
  daysLeft = 30,
  notBefore = new Date(Date.now() - 60 * day),
  notAfter = new Date(Date.now() + daysLeft * day),
  padding = 0,
}: {
  name: string;
  password?: string;
  daysLeft?: number;
  notBefore?: Date;
  notAfter?: Date;
  padding?: number;
}) => {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  cert.setSubject([{ name: 'commonName', value: name }]);
  cert.setIssuer([{ name: 'commonName', value: name }]);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: name }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, cert, password, { algorithm: '3des' });
  const der = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  const certificateDer = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    content: padding ? Buffer.concat([der, Buffer.alloc(padding)]) : der,
    pem: forge.pki.privateKeyToPem(keys.privateKey),
    thumbprint: forge.md.sha1.create().update(certificateDer).digest().toHex().toUpperCase(),
  };
};
