import type { ManagementCertificateStatus } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { managementCertificateConnections, managementCertificates, subscriptions } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import type { PlatformMonitor } from '../../platform/monitor';
import { requireSubscription } from '../customers';
import { generateManagementCertificate } from './certificate';
import { certificateInstallJob } from './certificate-jobs';

export type CertificateDeps = { db: Db; auth: AuthContext; config: Config; jobs: Jobs | undefined; monitor: PlatformMonitor };

type FailedConnection = ManagementCertificateStatus['failedConnectionResults'][number];

const currentCertificate = async (db: Db, { isLocked = false } = {}) => {
  const query = db.select().from(managementCertificates).where(eq(managementCertificates.isCurrent, true));
  const [row] = isLocked ? await query.for('update') : await query;
  return row ?? null;
};

/**
 * The subscriptions (of `subscriptionIds`) the current certificate cannot connect to: those that refused it
 * when it was installed, and those the platform reports refusing it now. The header alarm reads this too.
 */
export const readCertificateConnections = async ({
  db,
  monitor,
  subscriptionIds,
}: {
  db: Db;
  monitor: PlatformMonitor;
  subscriptionIds: readonly string[];
}): Promise<{ thumbprint: string | null; connected: number; failed: FailedConnection[] }> => {
  const mine = new Set(subscriptionIds);
  const current = await currentCertificate(db);
  const recorded = current
    ? await db
        .select({
          subscriptionId: managementCertificateConnections.subscriptionId,
          subscriptionName: subscriptions.name,
          isConnected: managementCertificateConnections.isConnected,
          reason: managementCertificateConnections.reason,
        })
        .from(managementCertificateConnections)
        .innerJoin(subscriptions, eq(subscriptions.id, managementCertificateConnections.subscriptionId))
        .where(eq(managementCertificateConnections.thumbprint, current.thumbprint))
        .orderBy(asc(subscriptions.name))
    : [];
  const failed = new Map<string, FailedConnection>();
  for (const row of recorded)
    if (!row.isConnected && mine.has(row.subscriptionId))
      failed.set(row.subscriptionId, {
        subscriptionId: row.subscriptionId,
        subscriptionName: row.subscriptionName,
        reason: row.reason ?? 'The subscription refused the certificate',
      });
  for (const live of (await monitor.managementCertificateStatus()).failedConnectionResults)
    if (mine.has(live.subscriptionId) && !failed.has(live.subscriptionId)) failed.set(live.subscriptionId, live);
  const connected = recorded.filter((r) => r.isConnected && mine.has(r.subscriptionId) && !failed.has(r.subscriptionId)).length;
  return { thumbprint: current?.thumbprint ?? null, connected, failed: [...failed.values()] };
};

/** doc2 §7 GET /azure/managementcertificate. */
export const readStatus = async ({ deps }: { deps: CertificateDeps }): Promise<ManagementCertificateStatus> => {
  requireSubscription(deps.auth);
  const current = await currentCertificate(deps.db);
  const connections = await readCertificateConnections({
    db: deps.db,
    monitor: deps.monitor,
    subscriptionIds: deps.auth.subscriptionIds,
  });
  return {
    thumbprint: current?.thumbprint ?? null,
    subject: current?.subject ?? null,
    notAfterUtc: current?.notAfter.toISOString() ?? null,
    createdAtUtc: current?.createdAt.toISOString() ?? null,
    createdByName: current?.createdByName ?? null,
    connectedSubscriptionCount: connections.connected,
    failedConnectionResults: connections.failed,
  };
};

/** Stores a new current certificate (the previous one stays, no longer current); answers it. */
export const storeNewCertificate = async ({
  db,
  secretsKey,
  createdByName,
}: {
  db: Db;
  secretsKey: string;
  createdByName: string | null;
}) => {
  const certificate = generateManagementCertificate();
  await db.update(managementCertificates).set({ isCurrent: false }).where(eq(managementCertificates.isCurrent, true));
  await db.insert(managementCertificates).values({
    thumbprint: certificate.thumbprint,
    subject: certificate.subject,
    notAfter: certificate.notAfter,
    pfxEncrypted: encryptSecret(certificate.pfx, secretsKey),
    isCurrent: true,
    createdByName,
  });
  return certificate;
};

/**
 * doc2 §7 POST /azure/managementcertificate/{thumbprint}/replace: the path is the operator's typed
 * confirmation (doc2 §5), so anything but the current thumbprint is refused naming both. The current row
 * is locked, so two replacements cannot both pass the check.
 */
export const replaceCertificate = async ({ deps, thumbprint }: { deps: CertificateDeps; thumbprint: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  if (!deps.jobs)
    throw new AppError('unavailable', 'Background jobs are not running on this server, so the certificate cannot be installed');
  const current = await currentCertificate(deps.db, { isLocked: true });
  if (!current) throw new AppError('notFound', 'There is no management certificate to replace.');
  if (thumbprint.toUpperCase() !== current.thumbprint)
    throw new AppError(
      'conflict',
      `thumbprint: ${thumbprint} is not the current certificate's thumbprint ${current.thumbprint}; type it exactly to replace the certificate.`,
    );
  const created = await storeNewCertificate({
    db: deps.db,
    secretsKey: deps.config.secretsEncryptionKey,
    createdByName: deps.auth.operator.name,
  });
  const everySubscription = await deps.db.select({ id: subscriptions.id }).from(subscriptions).orderBy(asc(subscriptions.id));
  const job = await deps.jobs.start(certificateInstallJob, {
    payload: { thumbprint: created.thumbprint, subject: created.subject, subscriptionIds: everySubscription.map((s) => s.id) },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { thumbprint: created.thumbprint, job };
};

/** doc2 §7 GET /azure/managementcertificate/pfx: the current certificate with its private key. */
export const readPfx = async ({ deps }: { deps: CertificateDeps }) => {
  requireSubscription(deps.auth);
  const current = await currentCertificate(deps.db);
  if (!current) throw new AppError('notFound', 'There is no management certificate to download.');
  return {
    fileName: `management-${current.thumbprint.slice(0, 8)}.pfx`,
    content: decryptSecret(current.pfxEncrypted, deps.config.secretsEncryptionKey),
  };
};

/** Whether a current certificate exists (the seed makes one when none does). */
export const hasCurrentCertificate = async (db: Db) => (await currentCertificate(db)) !== null;
