import { maxCertificateBytes, type CustomDomain } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import type { UploadedFile } from '../../http/read-upload';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers/customer-access';
import { checkCertificate, encryptSecret, type CheckedCertificate } from './certificate';

type Stored = {
  customDomainName?: string | null;
  enableEventsAirDomain?: boolean;
  certificate?: (CheckedCertificate & { encryptedPfx: string; encryptedPassword: string }) | null;
};

type Deps = { db: Db; auth: AuthContext; secretsKey: string };

const toCustomDomain = (stored: Stored): CustomDomain => ({
  customDomainName: stored.customDomainName ?? null,
  enableEventsAirDomain: stored.enableEventsAirDomain ?? false,
  certificate: stored.certificate
    ? {
        thumbprint: stored.certificate.thumbprint,
        subject: stored.certificate.subject,
        names: stored.certificate.names,
        notAfter: stored.certificate.notAfter,
      }
    : null,
});

const load = async ({ db, auth }: Deps, id: string) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id });
  const [row] = await db
    .select({ details: customers.customDomainNameDetails })
    .from(customers)
    .where(eq(customers.id, customer.id));
  return { customer, stored: (row?.details ?? {}) as Stored };
};

const save = async (db: Db, id: string, stored: Stored) => {
  await db.update(customers).set({ customDomainNameDetails: stored, updatedAt: new Date() }).where(eq(customers.id, id));
  return toCustomDomain(stored);
};

export const setCustomDomainName = async ({
  deps,
  id,
  customDomainName,
  enableEventsAirDomain,
}: {
  deps: Deps;
  id: string;
  customDomainName: string;
  enableEventsAirDomain: boolean;
}) => {
  const { customer, stored } = await load(deps, id);
  // A certificate for another name no longer fits: it is dropped with the old name.
  const certificate = stored.customDomainName === customDomainName ? stored.certificate : null;
  return save(deps.db, customer.id, { customDomainName, enableEventsAirDomain, certificate });
};

export const removeCustomDomain = async ({ deps, id }: { deps: Deps; id: string }) => {
  const { customer } = await load(deps, id);
  return save(deps.db, customer.id, { customDomainName: null, enableEventsAirDomain: false, certificate: null });
};

export const uploadCustomDomainCertificate = async ({
  deps,
  id,
  file,
  password,
}: {
  deps: Deps;
  id: string;
  file: UploadedFile | null;
  password: string;
}) => {
  const { customer, stored } = await load(deps, id);
  if (!file) throw new AppError('badRequest', 'File: Please select a p12 or pfx file to upload');
  if (!stored.customDomainName)
    throw new AppError('badRequest', 'Custom domain: set the custom domain name before uploading its certificate.');
  const checked = checkCertificate({
    content: file.content,
    password,
    domain: stored.customDomainName,
    maxBytes: maxCertificateBytes,
  });
  return save(deps.db, customer.id, {
    ...stored,
    certificate: {
      ...checked,
      encryptedPfx: encryptSecret(Buffer.from(file.content), deps.secretsKey),
      encryptedPassword: encryptSecret(Buffer.from(password, 'utf8'), deps.secretsKey),
    },
  });
};
