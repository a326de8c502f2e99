import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCertificateConnections } from '../../db/schema';
import type { JobDefinition } from '../../jobs/types';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import type { PlatformChange } from '../../platform/types';

export type CertificateInstallPayload = { thumbprint: string; subject: string; subscriptionIds: string[] };

/** Keeps which subscriptions accepted the certificate (idempotent: a replay writes the same rows). */
export const writeConnectionResults = async (db: Db, change: Extract<PlatformChange, { kind: 'managementCertificate' }>) => {
  if (change.results.length === 0) return;
  await db
    .insert(managementCertificateConnections)
    .values(
      change.results.map((r) => ({
        subscriptionId: r.subscriptionId,
        thumbprint: change.thumbprint,
        isConnected: r.isConnected,
        reason: r.reason,
        checkedAt: new Date(change.checkedAtUtc),
      })),
    )
    .onConflictDoUpdate({
      target: [managementCertificateConnections.subscriptionId, managementCertificateConnections.thumbprint],
      set: {
        isConnected: sql`excluded.is_connected`,
        reason: sql`excluded.reason`,
        checkedAt: sql`excluded.checked_at`,
      },
    });
};

/** Installs a new management certificate in every subscription and records which accepted it. */
export const certificateInstallJob: JobDefinition<CertificateInstallPayload> = {
  type: 'managementCertificate.install',
  describe: (p) => ({
    name: `Install management certificate ${p.thumbprint}`,
    target: { type: 'fleet', id: 'management-certificate', name: 'Management certificate' },
  }),
  steps: () =>
    platformPhases['managementCertificate.install'].map((name, phase) => ({
      name,
      run: async ({ payload, platform, db, live, stepId, signal }) => {
        const result = await performPlatformRequest({
          platform,
          db,
          live,
          request: {
            operation: 'managementCertificate.install',
            target: { thumbprint: payload.thumbprint, name: payload.subject },
            args: { subscriptionIds: payload.subscriptionIds },
            operationId: stepId,
            phase,
            signal,
          },
        });
        for (const change of result.changes) {
          if (change.kind !== 'managementCertificate') continue;
          await writeConnectionResults(db, change);
          // The header alarm reads these results: each subscription's consoles read it again.
          for (const r of change.results)
            await live.push({ hub: 'alarms', event: 'alarmsChanged', payload: {}, subscriptionId: r.subscriptionId });
        }
        return { message: result.message };
      },
    })),
  retryFrom: 'failedStep',
};
