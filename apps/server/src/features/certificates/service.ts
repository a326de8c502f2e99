import {
  hostingCertificateUses,
  knownHostingCertificates,
  normalizeThumbprint,
  type HostingCertificate,
  type Job,
  type KnownCertificateId,
} from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { appServicePlans, cloudServices, hostingCertificates, subscriptions } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { readPkcs12 } from '../../lib/pkcs12';
import { encryptSecret } from '../../lib/secrets';
import type { Live } from '../../live/live';
import type { PlatformMonitor } from '../../platform/monitor';
import { isPlatformError, type Platform } from '../../platform/types';
import { requireSubscription } from '../customers';
import { updateWildcardJob } from './wildcard-job';

export type CertificateDeps = {
  db: Db;
  auth: AuthContext;
  config: Pick<Config, 'secretsEncryptionKey'>;
  jobs: Jobs;
  live: Live;
  platform: Pick<Platform, 'hostingCertificates'> & { monitor: Pick<PlatformMonitor, 'installedHostingCertificates'> };
};

type Row = typeof hostingCertificates.$inferSelect;

/** The certificate's own limit (the transport's is the contract's `upload.maxBytes`). */
export const maxHostingCertificateBytes = 64 * 1024;

const toCertificate = (
  known: (typeof knownHostingCertificates)[number],
  row: Row | undefined,
  installed: readonly string[],
): HostingCertificate => ({
  id: known.id,
  name: known.name,
  usedFor: hostingCertificateUses[known.id],
  isInstalled: installed.includes(known.id),
  thumbprint: row?.thumbprint ?? null,
  subject: row?.subject ?? null,
  issuer: row?.issuer ?? null,
  notBeforeUtc: row?.notBefore.toISOString() ?? null,
  notAfterUtc: row?.notAfter.toISOString() ?? null,
  uploadedBy: row?.uploadedByName ?? null,
  uploadedAtUtc: row?.uploadedAt.toISOString() ?? null,
});

export const listCertificates = async ({ deps }: { deps: CertificateDeps }): Promise<HostingCertificate[]> => {
  const [rows, installed] = await Promise.all([
    deps.db.select().from(hostingCertificates),
    deps.platform.monitor.installedHostingCertificates(),
  ]);
  return knownHostingCertificates.map((known) =>
    toCertificate(
      known,
      rows.find((r) => r.id === known.id),
      installed,
    ),
  );
};

/** Tells every console to read its alarms again (the hosting certificates alarm is the fleet's). */
const pushAlarms = async (deps: CertificateDeps) => {
  for (const { id } of await deps.db.select({ id: subscriptions.id }).from(subscriptions)) {
    void deps.live.push({ hub: 'alarms', event: 'alarmsChanged', payload: {}, subscriptionId: id });
  }
};

/**
 * doc2 §7 POST /certificates/{id}: the file is opened with its password and refused unless its thumbprint
 * equals the one typed to confirm; then it is sealed, installed by the platform (the alarm clears) and
 * recorded. A refusal by the platform rolls the record back (one transaction with the audit).
 */
export const uploadCertificate = async ({
  deps,
  id,
  file,
  password,
  confirmThumbprint,
  now = new Date(),
}: {
  deps: CertificateDeps;
  id: KnownCertificateId;
  file: { content: Uint8Array } | null;
  password: string;
  confirmThumbprint: string;
  now?: Date;
}): Promise<HostingCertificate> => {
  requireSubscription(deps.auth);
  if (!file || file.content.length === 0) throw new AppError('badRequest', 'File: choose the certificate file (.pfx or .p12).');
  const cert = readPkcs12({ content: file.content, password, maxBytes: maxHostingCertificateBytes });
  if (normalizeThumbprint(confirmThumbprint) !== cert.thumbprint) {
    throw new AppError(
      'badRequest',
      `Confirm thumbprint: the file's thumbprint is ${cert.thumbprint}, not ${normalizeThumbprint(confirmThumbprint)}.`,
    );
  }
  if (cert.notAfter < now)
    throw new AppError('badRequest', `File: the certificate expired on ${cert.notAfter.toISOString().slice(0, 10)}.`);
  const values = {
    thumbprint: cert.thumbprint,
    subject: cert.subject,
    issuer: cert.issuer,
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    pfxEncrypted: encryptSecret(Buffer.from(file.content), deps.config.secretsEncryptionKey),
    passwordEncrypted: encryptSecret(Buffer.from(password, 'utf8'), deps.config.secretsEncryptionKey),
    uploadedByName: deps.auth.operator.name,
    uploadedAt: now,
  };
  // One row per known id: the upsert is a single statement, so two uploads at once leave the later one.
  const [row] = await deps.db
    .insert(hostingCertificates)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: hostingCertificates.id, set: values })
    .returning();
  try {
    await deps.platform.hostingCertificates.install({
      id,
      thumbprint: cert.thumbprint,
      pfx: Buffer.from(file.content),
      password,
    });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    throw new AppError('unavailable', `The certificate was not installed: ${error.reason}`);
  }
  await pushAlarms(deps);
  const known = knownHostingCertificates.find((k) => k.id === id)!;
  return toCertificate(known, row, await deps.platform.monitor.installedHostingCertificates());
};

/** doc2 §7 POST updateWildCardCertificate: a job binding the held wildcard certificate on every service of the subscription. */
export const updateWildcard = async ({ deps }: { deps: CertificateDeps }): Promise<{ job: Job }> => {
  const subscriptionId = requireSubscription(deps.auth);
  const [wildcard] = await deps.db.select().from(hostingCertificates).where(eq(hostingCertificates.id, 'wildcard-ssl'));
  if (!wildcard) throw new AppError('conflict', 'There is no wildcard certificate to update with: upload one first.');
  const [services, plans] = await Promise.all([
    deps.db
      .select({ name: cloudServices.serviceName })
      .from(cloudServices)
      .where(eq(cloudServices.subscriptionId, subscriptionId))
      .orderBy(asc(cloudServices.serviceName)),
    deps.db
      .select({ name: appServicePlans.planName })
      .from(appServicePlans)
      .where(eq(appServicePlans.subscriptionId, subscriptionId))
      .orderBy(asc(appServicePlans.planName)),
  ]);
  const targets = [
    ...services.map((s) => ({ name: s.name, serviceKind: 'cloudService' as const })),
    ...plans.map((p) => ({ name: p.name, serviceKind: 'appServicePlan' as const })),
  ];
  if (targets.length === 0) throw new AppError('conflict', 'No service of this subscription uses the wildcard certificate.');
  const job = await deps.jobs.start(updateWildcardJob, {
    payload: { subscriptionId, thumbprint: wildcard.thumbprint, services: targets },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { job };
};
