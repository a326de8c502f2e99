import { generateClientCertificate, type ClientCertificate } from '../../lib/client-certificate';

export type ManagementCertificate = ClientCertificate;

/** The subject every management certificate of this console carries. */
export const managementCertificateSubject = 'EventsAIR Operations Console management';

/**
 * A new management certificate: a self-signed client certificate for two years with its private key. The
 * file carries no password of its own: the console keeps it sealed (lib/secrets.ts) and hands it only to a
 * signed-in operator who asks for it.
 */
export const generateManagementCertificate = ({ now = new Date() }: { now?: Date } = {}): ManagementCertificate =>
  generateClientCertificate({ subject: managementCertificateSubject, password: null, now });
