import type { ServiceHealth } from '@console/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordErrorEvent } from '../../audit/error-events';
import type { Db } from '../../db/database';
import {
  azureLocations,
  simulatedControllers,
  hostingGroups,
  simulatedCloudIncidents,
  simulatedServiceHealth,
  subscriptions,
} from '../../db/schema';
import { failTargetsInForce, listedTarget, readConditions } from './conditions';
import type { SimulationSettings } from './settings';

type HealthRow = typeof simulatedServiceHealth.$inferSelect;

/** One service a subscription's fleet depends on, and how its health is found. */
type CatalogueEntry = {
  key: string;
  name: string;
  category: string;
  location: string | null;
  hostingGroupId: string | null;
  /** Other names a fail target may use for it (a hosting group identifier, a location). */
  aliases: string[];
  /** Health read from the fleet itself (deployment controllers); null for services that drift. */
  observed: { status: ServiceHealth; message: string | null } | null;
};

/** The services every region the fleet runs in provides. */
export const regionalServices = [
  { key: 'sql', name: 'SQL databases', category: 'Databases' },
  { key: 'storage', name: 'Storage', category: 'Storage' },
  { key: 'servicebus', name: 'Service bus', category: 'Messaging' },
] as const;

/** Services the whole fleet shares. */
export const sharedServices = [
  { key: 'email', name: 'Email provider', category: 'Email' },
  { key: 'dns', name: 'DNS', category: 'Networking' },
  { key: 'cdn', name: 'CDN', category: 'Networking' },
  { key: 'frontdoor', name: 'Front Door', category: 'Networking' },
] as const;

export const injectedFaultPrefix = 'Injected fault:';

const controllerHealth = (statuses: { name: string; status: string }[]): CatalogueEntry['observed'] => {
  const unreachable = statuses.filter((c) => c.status === 'unreachable');
  if (statuses.length === 0) return { status: 'unhealthy', message: 'No deployment controller reports for this hosting group' };
  if (unreachable.length > 0) {
    return { status: 'unhealthy', message: `${unreachable.map((c) => c.name).join(', ')} did not report` };
  }
  const degraded = statuses.filter((c) => c.status === 'degraded');
  if (degraded.length > 0) return { status: 'degraded', message: `${degraded.map((c) => c.name).join(', ')} reported degraded` };
  return { status: 'healthy', message: `${statuses.length} controllers healthy` };
};

/** Every subscription's services as the fleet's tables describe them now. */
const loadCatalogue = async (db: Db): Promise<Map<string, CatalogueEntry[]>> => {
  const [subs, groups, locations, controllers] = await Promise.all([
    db.select({ id: subscriptions.id }).from(subscriptions),
    db.select().from(hostingGroups),
    db.select().from(azureLocations),
    db
      .select({
        hostingGroupId: simulatedControllers.hostingGroupId,
        name: simulatedControllers.name,
        status: simulatedControllers.status,
      })
      .from(simulatedControllers),
  ]);
  const displayName = new Map(locations.map((l) => [l.name, l.displayName]));
  const controllersByGroup = new Map<string, { name: string; status: string }[]>();
  for (const c of controllers) controllersByGroup.set(c.hostingGroupId, [...(controllersByGroup.get(c.hostingGroupId) ?? []), c]);
  const catalogue = new Map<string, CatalogueEntry[]>();
  for (const sub of subs) {
    const own = groups
      .filter((g) => g.subscriptionId === sub.id)
      .sort((a, b) => a.hostingGroupIdentifier.localeCompare(b.hostingGroupIdentifier));
    const entries: CatalogueEntry[] = own.map((group) => ({
      key: `controllers:${group.hostingGroupIdentifier}`,
      name: `Deployment controllers ${group.hostingGroupIdentifier}`,
      category: 'Hosting',
      location: group.azureLocation,
      hostingGroupId: group.id,
      aliases: [group.hostingGroupIdentifier, group.id],
      observed: controllerHealth(controllersByGroup.get(group.id) ?? []),
    }));
    const regions = [...new Set(own.flatMap((g) => (g.azureLocation ? [g.azureLocation] : [])))].sort();
    for (const region of regions) {
      for (const service of regionalServices) {
        const regionName = displayName.get(region) ?? region;
        entries.push({
          key: `${service.key}:${region}`,
          name: `${service.name} (${regionName})`,
          category: service.category,
          location: region,
          hostingGroupId: null,
          aliases: [region, regionName, service.name],
          observed: null,
        });
      }
    }
    for (const service of sharedServices) {
      entries.push({ ...service, location: null, hostingGroupId: null, aliases: [service.name], observed: null });
    }
    catalogue.set(sub.id, entries);
  }
  return catalogue;
};

/** The fleet's own drift between two collections: rare trouble that mostly clears by itself. */
const drift = (status: ServiceHealth, random: () => number): ServiceHealth => {
  const roll = random();
  switch (status) {
    case 'healthy':
      return roll < 0.001 ? 'degraded' : 'healthy';
    case 'degraded':
      return roll < 0.02 ? 'unhealthy' : roll < 0.12 ? 'healthy' : 'degraded';
    case 'unhealthy':
      return roll < 0.05 ? 'healthy' : 'unhealthy';
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
};

const driftMessage: Record<ServiceHealth, string | null> = {
  healthy: null,
  degraded: 'Responses are slower than usual',
  unhealthy: 'Health probe failed three times in a row',
};

/** Cloud services the provider reports incidents for. */
const cloudServices = ['Virtual Machines', 'SQL Database', 'Storage', 'Service Bus', 'App Service', 'Front Door'];

const driftIncidents = async (db: Db, random: () => number, now: Date) => {
  const open = await db.select().from(simulatedCloudIncidents).where(isNull(simulatedCloudIncidents.resolvedAt));
  for (const incident of open) {
    if (random() < 0.05) {
      await db.update(simulatedCloudIncidents).set({ resolvedAt: now }).where(eq(simulatedCloudIncidents.id, incident.id));
    }
  }
  if (open.length < 2 && random() < 0.004) {
    const regions = await db.select().from(azureLocations).where(eq(azureLocations.isSupported, true));
    const region = regions[Math.floor(random() * regions.length)];
    const service = cloudServices[Math.floor(random() * cloudServices.length)]!;
    if (region) {
      const isOutage = random() < 0.2;
      await db.insert(simulatedCloudIncidents).values({
        location: region.name,
        service,
        title: isOutage
          ? `${service} is unavailable in ${region.displayName}`
          : `Increased latency and intermittent errors for ${service} in ${region.displayName}`,
        severity: isOutage ? 'outage' : 'degraded',
        startedAt: now,
      });
    }
  }
};

/**
 * One round of the simulated platform's health collection: every subscription's services get a
 * status and a collection time. A service named by a fail target reports unhealthy; deployment
 * controllers report what the fleet's controllers report; the rest drift when `isDrifting` (the
 * ticker), and otherwise keep their state (an injected fault that was removed clears). A service
 * that becomes unhealthy is recorded as a platform fault, so it shows on the error chart.
 */
export const collectServiceHealth = async ({
  db,
  settings,
  log,
  random = Math.random,
  isDrifting,
  now = new Date(),
}: {
  db: Db;
  settings: Pick<SimulationSettings, 'failTargets'>;
  log?: FastifyBaseLogger;
  random?: () => number;
  isDrifting: boolean;
  now?: Date;
}) => {
  const conditions = await readConditions(db);
  const targets = failTargetsInForce(settings, conditions);
  const catalogue = await loadCatalogue(db);
  const previous = new Map<string, HealthRow>(
    (await db.select().from(simulatedServiceHealth)).map((row) => [`${row.subscriptionId}|${row.key}`, row]),
  );
  const rows: (typeof simulatedServiceHealth.$inferInsert)[] = [];
  const turnedUnhealthy: { subscriptionId: string; name: string; message: string | null }[] = [];
  for (const [subscriptionId, entries] of catalogue) {
    for (const entry of entries) {
      const before = previous.get(`${subscriptionId}|${entry.key}`);
      const listed = listedTarget(targets, [entry.key, entry.name, ...entry.aliases]);
      let status: ServiceHealth;
      let message: string | null;
      if (listed) {
        status = 'unhealthy';
        message = `${injectedFaultPrefix} ${listed} is listed in the simulated platform's fail targets`;
      } else if (entry.observed) {
        ({ status, message } = entry.observed);
      } else if (!before || before.message?.startsWith(injectedFaultPrefix)) {
        status = 'healthy';
        message = null;
      } else if (isDrifting) {
        status = drift(before.status, random);
        message = status === before.status ? before.message : driftMessage[status];
      } else {
        status = before.status;
        message = before.message;
      }
      const isChanged = !before || before.status !== status;
      if (status === 'unhealthy' && before?.status !== 'unhealthy')
        turnedUnhealthy.push({ subscriptionId, name: entry.name, message });
      rows.push({
        subscriptionId,
        key: entry.key,
        name: entry.name,
        category: entry.category,
        location: entry.location,
        hostingGroupId: entry.hostingGroupId,
        status,
        message,
        collectedAt: now,
        changedAt: isChanged ? now : before.changedAt,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(simulatedServiceHealth)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [simulatedServiceHealth.subscriptionId, simulatedServiceHealth.key],
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          location: sql`excluded.location`,
          hostingGroupId: sql`excluded.hosting_group_id`,
          status: sql`excluded.status`,
          message: sql`excluded.message`,
          collectedAt: sql`excluded.collected_at`,
          changedAt: sql`excluded.changed_at`,
        },
      });
  }
  for (const fault of turnedUnhealthy) {
    await recordErrorEvent(
      { db, log },
      {
        source: 'platform',
        message: `${fault.name} is unhealthy${fault.message ? `: ${fault.message}` : ''}`,
        subscriptionId: fault.subscriptionId,
        details: { service: fault.name },
      },
    );
  }
  if (isDrifting) await driftIncidents(db, random, now);
  return { collected: rows.length, turnedUnhealthy: turnedUnhealthy.length };
};
