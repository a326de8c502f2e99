import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { databaseServers } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { applyPlatformChanges } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import { isPlatformError, type PlatformChange, type PlatformRequest } from '../../platform/types';

export type ProvisionPayload = { serverId: string; serverName: string; location: string; subscriptionId: string };

const statusOf = (disposition: 'progress' | 'succeeded' | 'failed') =>
  disposition === 'succeeded' ? 'ready' : disposition === 'failed' ? 'failed' : 'provisioning';

/**
 * Writes the console's record of its servers from the platform's structured result, before the change
 * is pushed, so a console that reloads the list on a provisioning event reads the new state.
 */
export const recordServerChanges = async (db: Db, subscriptionId: string, changes: readonly PlatformChange[]) => {
  for (const change of changes) {
    if (change.kind !== 'databaseServer' || change.subscriptionId !== subscriptionId) continue;
    if (change.event === 'provisioned') {
      await db
        .update(databaseServers)
        .set({ status: statusOf(change.disposition), statusMessage: change.message, updatedAt: new Date() })
        .where(and(eq(databaseServers.subscriptionId, subscriptionId), eq(databaseServers.serverName, change.serverName)));
    }
  }
};

/** doc2 §4: each phase of the provisioning reports a disposition (progress, then succeeded; or failed). */
export const provisionJob: JobDefinition<ProvisionPayload> = {
  type: 'databaseServer.provision',
  describe: (p) => ({
    name: `Create database server ${p.serverName} in ${p.location}`,
    target: { type: 'fleet', id: p.serverId, name: p.serverName },
  }),
  steps: (p) =>
    platformPhases['databaseServer.provision'].map((phase, index): JobStepDefinition<ProvisionPayload> => ({
      name: phase,
      run: async ({ platform, db, live, stepId, signal }) => {
        const request: PlatformRequest = {
          operation: 'databaseServer.provision',
          target: { serverName: p.serverName, subscriptionId: p.subscriptionId, location: p.location },
          operationId: stepId,
          phase: index,
          signal,
        };
        try {
          const result = await platform.perform(request);
          await recordServerChanges(db, p.subscriptionId, result.changes);
          await applyPlatformChanges({ db, live, changes: result.changes });
          return { message: result.message };
        } catch (error) {
          if (isPlatformError(error) && error.changes.length > 0) {
            await recordServerChanges(db, p.subscriptionId, error.changes);
            await applyPlatformChanges({ db, live, changes: error.changes });
          }
          throw error;
        }
      },
    })),
  // A job that ended without the platform saying so (cancelled, out of retries) leaves no server provisioning.
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (!isFaulted) return;
    await db
      .update(databaseServers)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(databaseServers.id, payload.serverId), eq(databaseServers.status, 'provisioning')));
  },
};
