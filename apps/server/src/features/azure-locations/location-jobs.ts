import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { azureLocations, redisCaches, storageAccounts } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import type { PlatformChange, PlatformOperation, PlatformOperationTargets, PlatformRequest } from '../../platform/types';

/**
 * The Azure locations jobs: each phase of the platform operation is a step (the drawer shows progress),
 * and the console writes its own records from the structured changes the platform answers — also on a
 * replay, since every write below is idempotent.
 */

type LocationsChange = Extract<PlatformChange, { kind: 'locations' }>;
type ResourceChange = Extract<PlatformChange, { kind: 'cloudResource' }>;

/** Rewrites the console's locations from a scan: new ones are added, known ones updated, none removed (customers use them). */
export const writeLocations = async (db: Db, change: LocationsChange) => {
  if (change.locations.length === 0) return;
  await db
    .insert(azureLocations)
    .values(
      change.locations.map((l) => ({
        name: l.name,
        displayName: l.displayName,
        isSupported: l.isSupported,
        currentAtUtc: new Date(change.scannedAtUtc),
      })),
    )
    .onConflictDoUpdate({
      target: azureLocations.name,
      set: {
        displayName: sql`excluded.display_name`,
        isSupported: sql`excluded.is_supported`,
        currentAtUtc: sql`excluded.current_at_utc`,
      },
    });
};

export const writeResource = async (db: Db, change: ResourceChange, createdByName: string | null) => {
  if (change.resource === 'storageAccount') {
    await db
      .insert(storageAccounts)
      .values({
        name: change.name,
        subscriptionId: change.subscriptionId,
        location: change.location,
        isPremium: change.details.isPremium === true,
        createdByName,
      })
      .onConflictDoNothing();
    return;
  }
  await db
    .insert(redisCaches)
    .values({
      name: change.name,
      subscriptionId: change.subscriptionId,
      location: change.location,
      key: String(change.details.key ?? ''),
      createdByName,
    })
    .onConflictDoNothing();
};

/** Each phase of `operation` as a step; `take` writes the console's records from what a phase changed. */
const phaseSteps = <P, O extends PlatformOperation>({
  operation,
  requestOf,
  take,
}: {
  operation: O;
  requestOf: (payload: P) => { target: PlatformOperationTargets[O]; args?: Record<string, unknown> };
  take: (db: Db, payload: P, changes: readonly PlatformChange[]) => Promise<void>;
}): JobStepDefinition<P>[] =>
  platformPhases[operation].map((name, phase) => ({
    name,
    run: async ({ payload, platform, db, live, stepId, signal }) => {
      const request = { operation, ...requestOf(payload), operationId: stepId, phase, signal } as PlatformRequest;
      const result = await performPlatformRequest({ platform, db, live, request });
      await take(db, payload, result.changes);
      return { message: result.message };
    },
  }));

export type LocationScanPayload = { subscriptionId: string };

export const locationScanJob: JobDefinition<LocationScanPayload> = {
  type: 'location.scan',
  describe: () => ({
    name: 'Scan for Azure locations',
    target: { type: 'fleet', id: 'azure-locations', name: 'Azure locations' },
  }),
  steps: () =>
    phaseSteps<LocationScanPayload, 'location.scan'>({
      operation: 'location.scan',
      requestOf: (p) => ({ target: { name: 'Azure locations', subscriptionId: p.subscriptionId } }),
      take: async (db, _payload, changes) => {
        for (const change of changes) if (change.kind === 'locations') await writeLocations(db, change);
      },
    }),
  retryFrom: 'failedStep',
};

export type CloudResourcePayload = {
  subscriptionId: string;
  location: string;
  locationName: string;
  /** The resource's own name in the cloud. */
  name: string;
  createdByName: string;
  /** Storage accounts: premium or standard. */
  isPremium?: boolean;
  /** Redis caches: the key the operator gave. */
  key?: string;
};

const takeResource = async (db: Db, payload: CloudResourcePayload, changes: readonly PlatformChange[]) => {
  for (const change of changes) if (change.kind === 'cloudResource') await writeResource(db, change, payload.createdByName);
};

const resourceJob = (
  operation: 'storageAccount.create' | 'redisCache.create',
  noun: string,
  argsOf: (p: CloudResourcePayload) => Record<string, unknown>,
): JobDefinition<CloudResourcePayload> => ({
  type: operation,
  describe: (p) => ({
    name: `Create ${noun} ${p.name} in ${p.locationName}`,
    target: { type: 'fleet', id: `location:${p.location}`, name: p.locationName },
  }),
  steps: () =>
    phaseSteps<CloudResourcePayload, typeof operation>({
      operation,
      requestOf: (p) => ({ target: { name: p.name, location: p.location, subscriptionId: p.subscriptionId }, args: argsOf(p) }),
      take: takeResource,
    }),
  retryFrom: 'failedStep',
});

export const storageAccountJob = resourceJob('storageAccount.create', 'storage account', (p) => ({
  isPremium: p.isPremium === true,
}));

export const redisCacheJob = resourceJob('redisCache.create', 'redis cache', (p) => ({ key: p.key ?? '' }));
