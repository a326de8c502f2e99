import { performanceLevels, type DatabaseDetails, type PerformanceLevel } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deploymentDatabases } from '../../db/schema';
import { encryptSecret } from '../../lib/secrets';
import type { Platform, DeploymentTarget } from '../../platform/types';

export type DatabaseRow = typeof deploymentDatabases.$inferSelect;

const levelOf = (id: string): PerformanceLevel => performanceLevels.find((l) => l.id === id) ?? { id, name: id, edition: id };

/** The details an operator sees; the passwords never leave through here. */
export const toDatabaseDetails = (row: DatabaseRow): DatabaseDetails => ({
  deploymentId: row.deploymentId,
  databaseName: row.databaseName,
  serverName: row.serverName,
  minPerformanceLevel: levelOf(row.minPerformanceLevelId),
  maxPerformanceLevel: levelOf(row.maxPerformanceLevelId),
  maxSizeInGB: row.maxSizeInGb,
  currentCompatibilityLevel: row.compatibilityLevel,
  isUpdating: row.isUpdating,
});

export const readDatabaseRow = async (db: Db, deploymentId: string): Promise<DatabaseRow | null> => {
  const [row] = await db.select().from(deploymentDatabases).where(eq(deploymentDatabases.deploymentId, deploymentId));
  return row ?? null;
};

/**
 * The console's record of a deployment's database: made the first time it is needed from what the
 * platform reports, with the passwords encrypted at rest (SECRETS_ENCRYPTION_KEY). Two first reads at
 * once keep the one stored first.
 */
export const ensureDatabaseRow = async ({
  db,
  platform,
  secretsKey,
  target,
}: {
  db: Db;
  platform: Platform;
  secretsKey: string;
  target: DeploymentTarget;
}): Promise<DatabaseRow> => {
  const existing = await readDatabaseRow(db, target.deploymentId);
  if (existing) return existing;
  const discovered = await platform.databases.discover(target);
  await db
    .insert(deploymentDatabases)
    .values({
      deploymentId: target.deploymentId,
      serverName: discovered.serverName,
      databaseName: discovered.databaseName,
      minPerformanceLevelId: discovered.minPerformanceLevelId,
      maxPerformanceLevelId: discovered.maxPerformanceLevelId,
      maxSizeInGb: discovered.maxSizeInGb,
      compatibilityLevel: discovered.compatibilityLevel,
      encryptedPassword: encryptSecret(Buffer.from(discovered.password, 'utf8'), secretsKey),
      encryptedReadOnlyPassword: encryptSecret(Buffer.from(discovered.readOnlyPassword, 'utf8'), secretsKey),
    })
    .onConflictDoNothing();
  return (await readDatabaseRow(db, target.deploymentId))!;
};
