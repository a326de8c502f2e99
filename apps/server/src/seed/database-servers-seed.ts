import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { databaseServers, simulatedDatabaseServers } from '../db/schema';
import { newAdminPassword, sealPassword } from '../features/database-servers/service';
import type { Config } from '../config';

/**
 * The Database servers screen's first content: in each subscription, servers in three locations named
 * as the simulated fleet names its databases' servers (sql-{location}-01), so customers' databases
 * appear under them once discovered; one is still provisioning and one failed, as a real list has.
 */
export const seedDatabaseServersIfEmpty = async (
  db: Db,
  {
    subscriptionIds,
    locations,
    config,
  }: { subscriptionIds: string[]; locations: string[]; config: Pick<Config, 'secretsEncryptionKey'> },
) => {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(databaseServers);
  if (total > 0) return;
  const statuses = [
    { status: 'ready' as const, statusMessage: 'Create the admin login' },
    { status: 'ready' as const, statusMessage: 'Create the admin login' },
    { status: 'failed' as const, statusMessage: 'The location has no capacity for new servers' },
  ];
  const rows = subscriptionIds.flatMap((subscriptionId) =>
    locations.slice(0, statuses.length).map((location, i) => ({
      subscriptionId,
      serverName: `sql-${location}-01`,
      location,
      ...statuses[i]!,
      encryptedAdminPassword: sealPassword(newAdminPassword(), config),
    })),
  );
  if (rows.length === 0) return;
  await db.insert(databaseServers).values(rows).onConflictDoNothing();
  await db
    .insert(simulatedDatabaseServers)
    .values(rows.filter((r) => r.status === 'ready').map((r) => ({ serverName: r.serverName, location: r.location })))
    .onConflictDoNothing();
};
