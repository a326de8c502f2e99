import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentDatabases } from '../../db/schema';
import { platformSteps } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';
import type { Live } from '../../live/live';
import { readDatabaseRow, toDatabaseDetails } from './database-record';

type DatabaseRef = {
  customerId: string;
  alias: string;
  deploymentId: string;
  subscriptionId: string;
  serverName: string;
  databaseName: string;
};

export type ReconfigurePayload = DatabaseRef & {
  minPerformanceLevelId: string;
  maxPerformanceLevelId: string;
  maxSizeInGb: number;
};

export type CompatibilityPayload = DatabaseRef & { level: number };

const targetOf = (p: DatabaseRef) => ({
  type: 'deployment' as const,
  id: p.deploymentId,
  name: p.alias,
  customerId: p.customerId,
});

/**
 * Ends a database change: the record takes the new values only when every phase took effect, and is
 * no longer updating either way; every console of the subscription is sent the details as they now are.
 * Idempotent (it may run twice after a crash).
 */
const finish = async ({
  live,
  db,
  payload,
  isFaulted,
  values,
}: {
  live: Live;
  db: Db;
  payload: DatabaseRef;
  isFaulted: boolean;
  values: Partial<typeof deploymentDatabases.$inferInsert>;
}) => {
  await db
    .update(deploymentDatabases)
    .set({ ...(isFaulted ? {} : values), isUpdating: false, updatedAt: new Date() })
    .where(eq(deploymentDatabases.deploymentId, payload.deploymentId));
  const row = await readDatabaseRow(db, payload.deploymentId);
  if (!row) return;
  await live.push({
    hub: 'databaseServers',
    event: 'databaseUpdated',
    payload: { serverName: row.serverName, databaseName: row.databaseName, details: toDatabaseDetails(row) },
    subscriptionId: payload.subscriptionId,
  });
};

const databaseTarget = (p: DatabaseRef) => ({
  serverName: p.serverName,
  databaseName: p.databaseName,
  subscriptionId: p.subscriptionId,
});

export const databaseJobs = (live: Live) => {
  const reconfigure: JobDefinition<ReconfigurePayload> = {
    type: 'database.reconfigure',
    describe: (p) => ({ name: `Reconfigure the database of ${p.alias}`, target: targetOf(p) }),
    steps: (p) =>
      platformSteps<ReconfigurePayload, 'database.reconfigure'>({
        operation: 'database.reconfigure',
        target: databaseTarget(p),
        args: {
          deploymentId: p.deploymentId,
          minPerformanceLevelId: p.minPerformanceLevelId,
          maxPerformanceLevelId: p.maxPerformanceLevelId,
          maxSizeInGB: p.maxSizeInGb,
        },
        targetId: p.deploymentId,
      }),
    onCompleted: ({ payload, db, isFaulted }) =>
      finish({
        live,
        db,
        payload,
        isFaulted,
        values: {
          minPerformanceLevelId: payload.minPerformanceLevelId,
          maxPerformanceLevelId: payload.maxPerformanceLevelId,
          maxSizeInGb: payload.maxSizeInGb,
        },
      }),
  };
  const compatibility: JobDefinition<CompatibilityPayload> = {
    type: 'database.updateCompatibilityLevel',
    describe: (p) => ({ name: `Update the compatibility level of ${p.alias}'s database to ${p.level}`, target: targetOf(p) }),
    steps: (p) =>
      platformSteps<CompatibilityPayload, 'database.updateCompatibilityLevel'>({
        operation: 'database.updateCompatibilityLevel',
        target: databaseTarget(p),
        args: { deploymentId: p.deploymentId, level: p.level },
        targetId: p.deploymentId,
      }),
    onCompleted: ({ payload, db, isFaulted }) =>
      finish({ live, db, payload, isFaulted, values: { compatibilityLevel: payload.level } }),
  };
  return { reconfigure, compatibility };
};
