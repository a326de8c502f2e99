import type { LocationJobStarted } from '@console/contract';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { azureLocations, redisCaches } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { requireSubscription } from '../customers';
import { locationScanJob, redisCacheJob, storageAccountJob } from './location-jobs';

export type LocationDeps = { db: Db; auth: AuthContext; jobs: Jobs | undefined };

const requireJobs = (jobs: Jobs | undefined, what: string) => {
  if (!jobs) throw new AppError('unavailable', `Background jobs are not running on this server, so ${what} cannot start`);
  return jobs;
};

/** doc2 §7 POST /azure/locations/refresh: one scan at a time (a second is a 409 naming the running one). */
export const refreshLocations = async ({ deps }: { deps: LocationDeps }): Promise<LocationJobStarted> => {
  const subscriptionId = requireSubscription(deps.auth);
  const job = await requireJobs(deps.jobs, 'a location scan').start(locationScanJob, {
    payload: { subscriptionId },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { job };
};

/** A location of the console's list that customers may use; resources are created only there. */
const requireSupportedLocation = async (db: Db, name: string) => {
  const [location] = await db.select().from(azureLocations).where(eq(azureLocations.name, name));
  if (!location) throw new AppError('notFound', `Location ${name} is not in the list: scan for locations first.`);
  if (!location.isSupported)
    throw new AppError('badRequest', `name: ${location.displayName} is not supported, so nothing can be created there.`);
  return location;
};

/** A storage account name: 3–24 lower-case letters and digits, unique in the cloud, so a random tail. */
export const storageAccountNameFor = (location: string) => `ea${location.slice(0, 14)}${randomBytes(4).toString('hex')}`;

/** doc2 §7 POST /azure/storageaccounts/{name}/{flag}: a job creating a (premium when flag is true) account. */
export const createStorageAccount = async ({
  deps,
  location,
  isPremium,
}: {
  deps: LocationDeps;
  location: string;
  isPremium: boolean;
}): Promise<LocationJobStarted> => {
  const subscriptionId = requireSubscription(deps.auth);
  const row = await requireSupportedLocation(deps.db, location);
  const job = await requireJobs(deps.jobs, 'a storage account').start(storageAccountJob, {
    payload: {
      subscriptionId,
      location: row.name,
      locationName: row.displayName,
      name: storageAccountNameFor(row.name),
      isPremium,
      createdByName: deps.auth.operator.name,
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { job };
};

/** The cache's name in the cloud: its key and its location. */
export const redisCacheNameFor = (key: string, location: string) => `${key}-${location}`;

/** doc2 §7 POST /azure/redisCaches/{name} (key): a job creating the cache; a key used in the location is a 409. */
export const createRedisCache = async ({
  deps,
  location,
  key,
}: {
  deps: LocationDeps;
  location: string;
  key: string;
}): Promise<LocationJobStarted> => {
  const subscriptionId = requireSubscription(deps.auth);
  const row = await requireSupportedLocation(deps.db, location);
  const name = redisCacheNameFor(key, row.name);
  const [existing] = await deps.db.select().from(redisCaches).where(eq(redisCaches.name, name));
  if (existing) throw new AppError('conflict', `key: ${row.displayName} already has a redis cache with the key ${key}.`);
  const job = await requireJobs(deps.jobs, 'a redis cache').start(redisCacheJob, {
    payload: {
      subscriptionId,
      location: row.name,
      locationName: row.displayName,
      name,
      key,
      createdByName: deps.auth.operator.name,
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { job };
};
