import { randomBytes } from 'node:crypto';
import { generateClientCertificate } from '../../lib/client-certificate';

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
 * self-signed certificate for two years whose private key is protected by a password unless asked
 * otherwise.
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
  const privateKeyPassword = isPrivateKeyProtected ? newPassword() : null;
  const certificate = generateClientCertificate({
    subject: `${hostingGroupIdentifier}.machines.eventsair.internal`,
    password: privateKeyPassword,
    now,
  });
  return { ...certificate, privateKeyPassword };
};
