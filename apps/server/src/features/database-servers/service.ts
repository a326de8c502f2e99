import { messages, type DatabaseServer, type Job } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { azureLocations, customers, databaseServers, deploymentDatabases, deployments, subscriptions } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import type { Live } from '../../live/live';
import { isPlatformError, type Platform } from '../../platform/types';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { requireSubscription } from '../customers';
import type { BlobStorage } from './blob-storage';
import { provisionJob } from './provision-job';

export type DatabaseServerDeps = {
  db: Db;
  auth: AuthContext;
  config: Config;
  jobs: Jobs;
  blobs: BlobStorage;
  platform: Pick<Platform, 'databaseServers'>;
  live: Live;
};

type ServerRow = typeof databaseServers.$inferSelect;

/** An admin password as SQL Server accepts one: 24 characters of upper, lower, digits and symbols. */
export const newAdminPassword = (): string => {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%*+-=?'];
  const all = sets.join('');
  const bytes = randomBytes(24);
  // One of each kind first (the complexity rule), the rest from all of them.
  return [...bytes].map((b, i) => (i < sets.length ? sets[i]! : all)[b % (i < sets.length ? sets[i]! : all).length]).join('');
};

export const sealPassword = (password: string, config: Pick<Config, 'secretsEncryptionKey'>) =>
  encryptSecret(Buffer.from(password, 'utf8'), config.secretsEncryptionKey);

const toServer = (row: ServerRow, databases: string[]): DatabaseServer => ({
  id: row.id,
  serverName: row.serverName,
  location: row.location,
  status: row.status,
  statusMessage: row.statusMessage,
  databases: databases.map((databaseName) => ({ databaseName })),
  createdAtUtc: row.createdAt.toISOString(),
});

/** The databases of the subscription's customers on these servers, by server name. */
const databasesOn = async (db: Db, subscriptionId: string, serverNames: string[]) => {
  const byServer = new Map<string, string[]>();
  if (serverNames.length === 0) return byServer;
  const rows = await db
    .select({ serverName: deploymentDatabases.serverName, databaseName: deploymentDatabases.databaseName })
    .from(deploymentDatabases)
    .innerJoin(deployments, eq(deployments.id, deploymentDatabases.deploymentId))
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(and(eq(customers.subscriptionId, subscriptionId), inArray(deploymentDatabases.serverName, serverNames)))
    .orderBy(asc(deploymentDatabases.databaseName));
  for (const row of rows) byServer.set(row.serverName, [...(byServer.get(row.serverName) ?? []), row.databaseName]);
  return byServer;
};

export const listServers = async ({ deps }: { deps: DatabaseServerDeps }): Promise<DatabaseServer[]> => {
  const subscriptionId = requireSubscription(deps.auth);
  const rows = await deps.db
    .select()
    .from(databaseServers)
    .where(eq(databaseServers.subscriptionId, subscriptionId))
    .orderBy(asc(databaseServers.serverName));
  const databases = await databasesOn(
    deps.db,
    subscriptionId,
    rows.map((r) => r.serverName),
  );
  return rows.map((row) => toServer(row, databases.get(row.serverName) ?? []));
};

export const createServer = async ({
  deps,
  location,
}: {
  deps: DatabaseServerDeps;
  location: string;
}): Promise<{ server: DatabaseServer; job: Job }> => {
  const subscriptionId = requireSubscription(deps.auth);
  const [known] = await deps.db.select().from(azureLocations).where(eq(azureLocations.name, location));
  if (!known) throw new AppError('notFound', `Location ${location} was not found`);
  if (!known.isSupported) throw new AppError('badRequest', `Location ${known.displayName} is not supported for new servers.`);
  // Server names are global in Azure: the location and a random suffix.
  const serverName = `sql-${location}-${randomBytes(3).toString('hex')}`;
  const [row] = await deps.db
    .insert(databaseServers)
    .values({
      subscriptionId,
      serverName,
      location,
      status: 'provisioning',
      statusMessage: 'Queued',
      encryptedAdminPassword: sealPassword(newAdminPassword(), deps.config),
    })
    .returning();
  if (!row) throw new Error('The database server was not recorded');
  const job = await deps.jobs.start(provisionJob, {
    payload: { serverId: row.id, serverName, location, subscriptionId },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { server: toServer(row, []), job };
};

const findServer = async (deps: DatabaseServerDeps, serverName: string) => {
  const subscriptionId = requireSubscription(deps.auth);
  const [row] = await deps.db
    .select()
    .from(databaseServers)
    .where(and(eq(databaseServers.subscriptionId, subscriptionId), eq(databaseServers.serverName, serverName)));
  if (!row) throw new AppError('notFound', `Database server ${serverName} was not found`);
  return { row, subscriptionId };
};

export const getAdminPassword = async ({ deps, serverName }: { deps: DatabaseServerDeps; serverName: string }) => {
  const { row } = await findServer(deps, serverName);
  return { password: decryptSecret(row.encryptedAdminPassword, deps.config.secretsEncryptionKey).toString('utf8') };
};

export const resetAdminPassword = async ({
  deps,
  serverName,
  databaseName,
}: {
  deps: DatabaseServerDeps;
  serverName: string;
  databaseName: string;
}) => {
  const { row, subscriptionId } = await findServer(deps, serverName);
  const databases = (await databasesOn(deps.db, subscriptionId, [serverName])).get(serverName) ?? [];
  if (databaseName !== 'master' && !databases.includes(databaseName)) {
    throw new AppError('notFound', `Database ${databaseName} on server ${serverName} was not found`);
  }
  const password = newAdminPassword();
  // The console's sealed copy first, under the row's lock and in the request's transaction; then the
  // server. A refusal rolls the copy back, so the console never holds a password the server does not.
  const [updated] = await deps.db
    .update(databaseServers)
    .set({ encryptedAdminPassword: sealPassword(password, deps.config), updatedAt: new Date() })
    .where(and(eq(databaseServers.id, row.id), eq(databaseServers.status, 'ready')))
    .returning({ updatedAt: databaseServers.updatedAt });
  if (!updated) throw new AppError('conflict', `Database server ${serverName} is not ready (it is ${row.status}).`);
  try {
    await deps.platform.databaseServers.setAdminPassword({ serverName, subscriptionId, password });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    throw new AppError('unavailable', `${messages.azure.adminPasswordNotReset(serverName)} The server answered: ${error.reason}`);
  }
  return { serverName, resetAtUtc: updated.updatedAt.toISOString() };
};

/** `origin`: the console's, as the caller reached it (the embedded Azurite's uploads are served there). */
export const defaultDatabaseUploadUri = async ({ deps, origin }: { deps: DatabaseServerDeps; origin: string }) => {
  requireSubscription(deps.auth);
  try {
    return { uri: await deps.blobs.uploadUri({ origin }) };
  } catch (error) {
    throw new AppError('unavailable', `Blob storage is not available: ${(error as Error).message}`);
  }
};

/** A BACPAC is a zip package: its first bytes are a zip local file header. */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The browser committed the default database's BACPAC to blob storage: its content is checked (a blob
 * that is not a zip package is removed, so nothing is built from it), then the platform makes it the
 * default database and every console reads its alarms again.
 */
export const confirmDefaultDatabaseUpload = async ({ deps, fileName }: { deps: DatabaseServerDeps; fileName: string }) => {
  requireSubscription(deps.auth);
  let start: Buffer | null;
  let stored: { sizeBytes: number } | null;
  try {
    [start, stored] = await Promise.all([
      deps.blobs.readDefaultDatabaseStart(zipSignature.length),
      deps.blobs.defaultDatabaseBlob(),
    ]);
  } catch (error) {
    throw new AppError('unavailable', `Blob storage is not available: ${(error as Error).message}`);
  }
  if (!start || !stored) throw new AppError('conflict', `No BACPAC has been uploaded yet: upload ${fileName} again.`);
  if (!start.equals(zipSignature)) {
    await deps.blobs.deleteDefaultDatabase();
    throw new AppError('badRequest', `${fileName} is not a BACPAC (a BACPAC is a zip package); it was removed.`);
  }
  try {
    await deps.platform.databaseServers.registerDefaultDatabase({ name: fileName, sizeBytes: stored.sizeBytes });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    throw new AppError('unavailable', `${fileName} was uploaded but not made the default database: ${error.reason}`);
  }
  // The default database is the whole fleet's: every subscription's consoles read their alarms again.
  for (const { id } of await deps.db.select({ id: subscriptions.id }).from(subscriptions)) {
    void deps.live.push({ hub: 'alarms', event: 'alarmsChanged', payload: {}, subscriptionId: id });
  }
  return { fileName, sizeBytes: stored.sizeBytes };
};
