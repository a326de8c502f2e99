import forge from 'node-forge';

export const fixturePassword = 'fixture-Pa55word';

/** A PKCS#12 made in the test (no committed private key): names, validity and padding chosen per case. */
export const makePfx = ({
  name,
  daysLeft = 30,
  padding = 0,
  password = fixturePassword,
}: {
  name: string;
  daysLeft?: number;
  padding?: number;
  password?: string;
}) => {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60 * 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + daysLeft * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: name }]);
  cert.setIssuer([{ name: 'commonName', value: name }]);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: name }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, cert, password, { algorithm: '3des' });
  const der = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  const pem = forge.pki.privateKeyToPem(keys.privateKey);
  return { content: padding ? Buffer.concat([der, Buffer.alloc(padding)]) : der, pem };
};
