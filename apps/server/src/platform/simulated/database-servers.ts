import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { simulatedDatabaseServers } from '../../db/schema';
import { PlatformError, type PlatformDatabaseServers } from '../types';
import { failTargetsInForce, listedTarget, readConditions, writeConditions } from './conditions';
import type { SimulationSettings } from './settings';

const sha256 = (password: string) => createHash('sha256').update(password, 'utf8').digest('hex');

/**
 * The simulated SQL servers' admin logins. The simulation keeps a hash of the password, never the
 * password, and a server named by PLATFORM_FAIL_TARGETS (or the simulation's conditions) refuses the change.
 */
export const createSimulatedDatabaseServers = ({
  db,
  settings,
}: {
  db: Db;
  settings: Pick<SimulationSettings, 'failTargets'>;
}): PlatformDatabaseServers => {
  const serverOf = async (serverName: string) => {
    const [row] = await db.select().from(simulatedDatabaseServers).where(eq(simulatedDatabaseServers.serverName, serverName));
    if (!row) throw new PlatformError(`SQL Server ${serverName} does not exist`);
    return row;
  };
  return {
    setAdminPassword: async ({ serverName, password }) => {
      await serverOf(serverName);
      if (listedTarget(failTargetsInForce(settings, await readConditions(db)), [serverName])) {
        throw new PlatformError('the resource provider answered 409 Conflict: another operation is in progress');
      }
      await db
        .update(simulatedDatabaseServers)
        .set({ adminPasswordSha256: sha256(password) })
        .where(eq(simulatedDatabaseServers.serverName, serverName));
    },
    isAdminPassword: async ({ serverName, password }) => {
      const row = await serverOf(serverName);
      if (!row.adminPasswordSha256) return false;
      return timingSafeEqual(Buffer.from(row.adminPasswordSha256, 'hex'), Buffer.from(sha256(password), 'hex'));
    },
    // The simulated cloud's default database is one of its conditions; an uploaded BACPAC sets it.
    registerDefaultDatabase: async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform.simulation'))`);
        const conditions = await readConditions(tx);
        if (!conditions.hasDefaultDatabase) await writeConditions(tx, { ...conditions, hasDefaultDatabase: true });
      });
    },
  };
};
