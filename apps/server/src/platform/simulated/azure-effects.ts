import { eq, sql } from 'drizzle-orm';
import { simulatedLocations, simulatedResources, simulatedTrustedCertificates } from '../../db/schema';
import { PlatformError, type CloudResourceTarget, type LocationScanTarget, type ManagementCertificateTarget } from '../types';
import { listedTarget } from './conditions';
import type { EffectContext, EffectResult } from './effects';

/** The simulated cloud's locations when its world is new: most are open to customers, some are not. */
export const simulatedLocationCatalogue: readonly { name: string; displayName: string; isSupported: boolean }[] = [
  { name: 'australiaeast', displayName: 'Australia East', isSupported: true },
  { name: 'australiasoutheast', displayName: 'Australia Southeast', isSupported: true },
  { name: 'brazilsouth', displayName: 'Brazil South', isSupported: false },
  { name: 'canadacentral', displayName: 'Canada Central', isSupported: true },
  { name: 'centralindia', displayName: 'Central India', isSupported: false },
  { name: 'eastus', displayName: 'East US', isSupported: true },
  { name: 'japaneast', displayName: 'Japan East', isSupported: true },
  { name: 'northeurope', displayName: 'North Europe', isSupported: true },
  { name: 'southafricanorth', displayName: 'South Africa North', isSupported: false },
  { name: 'southeastasia', displayName: 'Southeast Asia', isSupported: true },
  { name: 'uksouth', displayName: 'UK South', isSupported: true },
  { name: 'westeurope', displayName: 'West Europe', isSupported: true },
  { name: 'westus2', displayName: 'West US 2', isSupported: true },
];

const worldLocations = async (tx: EffectContext['tx']) => {
  await tx
    .insert(simulatedLocations)
    .values([...simulatedLocationCatalogue])
    .onConflictDoNothing();
  return tx.select().from(simulatedLocations).orderBy(simulatedLocations.name);
};

/** `location.scan`: the first phase lists, the second reports every location and where customers may go. */
export const scanLocations = async ({ tx, request, phase, phaseCount }: EffectContext): Promise<EffectResult> => {
  const target = request.target as LocationScanTarget;
  const locations = await worldLocations(tx);
  if (phase < phaseCount - 1) return { message: `Found ${locations.length} locations`, changes: [] };
  const supported = locations.filter((l) => l.isSupported).length;
  return {
    message: `${supported} of ${locations.length} locations are open to customers`,
    changes: [
      {
        kind: 'locations',
        subscriptionId: target.subscriptionId,
        scannedAtUtc: new Date().toISOString(),
        locations: locations.map((l) => ({ name: l.name, displayName: l.displayName, isSupported: l.isSupported })),
      },
    ],
  };
};

const requireLocation = async (tx: EffectContext['tx'], location: string) => {
  await worldLocations(tx);
  const [row] = await tx.select().from(simulatedLocations).where(eq(simulatedLocations.name, location));
  if (!row) throw new PlatformError(`The cloud has no location ${location}`);
  if (!row.isSupported) throw new PlatformError(`${row.displayName} does not offer this resource to the subscription`);
  return row;
};

/**
 * `storageAccount.create` and `redisCache.create`: the first phase checks the location and that the
 * name is free; the second creates the resource and reports it.
 */
const createResource =
  (resource: 'storageAccount' | 'redisCache', detailsOf: (args: Record<string, unknown>) => Record<string, unknown>) =>
  async ({ tx, request, phase, phaseCount }: EffectContext): Promise<EffectResult> => {
    const target = request.target as CloudResourceTarget;
    const location = await requireLocation(tx, target.location);
    const noun = resource === 'storageAccount' ? 'storage account' : 'redis cache';
    const [existing] = await tx.select().from(simulatedResources).where(eq(simulatedResources.name, target.name));
    if (phase < phaseCount - 1) {
      if (existing) throw new PlatformError(`The ${noun} name ${target.name} is already taken`);
      return { message: `${target.name} is free in ${location.displayName}`, changes: [] };
    }
    const details = detailsOf(request.args ?? {});
    const [created] = await tx
      .insert(simulatedResources)
      .values({ name: target.name, kind: resource, location: target.location, details })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new PlatformError(`The ${noun} name ${target.name} is already taken`);
    return {
      message: `Created ${noun} ${target.name} in ${location.displayName}`,
      changes: [
        {
          kind: 'cloudResource',
          subscriptionId: target.subscriptionId,
          resource,
          name: target.name,
          location: target.location,
          details,
        },
      ],
    };
  };

export const createStorageAccount = createResource('storageAccount', (args) => ({ isPremium: args.isPremium === true }));

export const createRedisCache = createResource('redisCache', (args) => ({ key: String(args.key ?? '') }));

/**
 * `managementCertificate.install`: the second phase trusts the certificate in each subscription and tries
 * it; a subscription listed in the fail targets refuses it (its result says so; the phase still succeeds).
 */
export const installManagementCertificate = async ({
  tx,
  request,
  phase,
  phaseCount,
  settings,
}: EffectContext): Promise<EffectResult> => {
  const target = request.target as ManagementCertificateTarget;
  const subscriptionIds = Array.isArray(request.args?.subscriptionIds)
    ? (request.args.subscriptionIds as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  if (phase < phaseCount - 1)
    return { message: `Uploaded ${target.name} for ${subscriptionIds.length} subscriptions`, changes: [] };
  const results = [];
  for (const subscriptionId of subscriptionIds) {
    const listed = listedTarget(settings.failTargets, [subscriptionId]);
    if (listed) {
      results.push({
        subscriptionId,
        isConnected: false,
        reason: `The subscription refused the certificate: 403 Forbidden (injected fault: ${listed} is listed in PLATFORM_FAIL_TARGETS)`,
      });
      continue;
    }
    await tx
      .insert(simulatedTrustedCertificates)
      .values({ subscriptionId, thumbprint: target.thumbprint })
      .onConflictDoUpdate({ target: simulatedTrustedCertificates.subscriptionId, set: { thumbprint: sql`excluded.thumbprint` } });
    results.push({ subscriptionId, isConnected: true, reason: null });
  }
  const failed = results.filter((r) => !r.isConnected).length;
  return {
    message:
      failed === 0
        ? `${target.thumbprint} connects to ${results.length} subscriptions`
        : `${target.thumbprint} connects to ${results.length - failed} of ${results.length} subscriptions`,
    changes: [{ kind: 'managementCertificate', thumbprint: target.thumbprint, checkedAtUtc: new Date().toISOString(), results }],
  };
};
