import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { PlatformHostingCertificates } from '../types';
import { readConditions, writeConditions } from './conditions';

/**
 * The simulated cloud's hosting certificates are one of its conditions (`missingCertificates`): an
 * installed certificate is no longer missing. Read and written under one advisory lock, as the default
 * database condition is.
 */
export const createSimulatedHostingCertificates = ({ db }: { db: Db }): PlatformHostingCertificates => ({
  install: async ({ id }) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform.simulation'))`);
      const conditions = await readConditions(tx);
      if (conditions.missingCertificates.includes(id as never)) {
        await writeConditions(tx, { ...conditions, missingCertificates: conditions.missingCertificates.filter((c) => c !== id) });
      }
    });
  },
});
