import {
  knownCertificateIds,
  type CloudHealth,
  type CloudIncident,
  type CloudStatus,
  type ServiceHealth,
  type ServiceStatus,
} from '@console/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  azureLocations,
  deploymentHostingGroups,
  deployments,
  simulatedApplications,
  hostingGroups,
  simulatedCloudIncidents,
  simulatedServiceHealth,
  subscriptions,
} from '../../db/schema';
import type { PlatformMonitor, PlatformSimulationControl } from '../monitor';
import { failTargetsInForce, listedTarget, readConditions, writeConditions } from './conditions';
import { collectServiceHealth, regionalServices } from './health';
import type { SimulationSettings } from './settings';

const toServiceStatus = (row: typeof simulatedServiceHealth.$inferSelect): ServiceStatus => ({
  id: row.key,
  name: row.name,
  category: row.category,
  status: row.status,
  message: row.message,
  collectedAtUtc: row.collectedAt.toISOString(),
});

const applicationHealth: Record<(typeof simulatedApplications.$inferSelect)['state'], ServiceHealth> = {
  running: 'healthy',
  starting: 'degraded',
  stopped: 'degraded',
  faulted: 'unhealthy',
};

const severityRank: Record<CloudHealth, number> = { available: 0, degraded: 1, outage: 2 };

const worst = (states: CloudHealth[]): CloudHealth =>
  states.reduce<CloudHealth>((acc, s) => (severityRank[s] > severityRank[acc] ? s : acc), 'available');

/** The simulated platform's monitoring: what it reports, read from its own record of the fleet. */
export const createSimulatedMonitor = ({
  db,
  settings,
  log,
}: {
  db: Db;
  settings: SimulationSettings;
  log?: FastifyBaseLogger;
}): { monitor: PlatformMonitor; simulation: PlatformSimulationControl } => {
  const targets = async () => failTargetsInForce(settings, await readConditions(db));

  const monitor: PlatformMonitor = {
    cloudStatus: async () => {
      const regions = await db
        .select()
        .from(azureLocations)
        .where(eq(azureLocations.isSupported, true))
        .orderBy(asc(azureLocations.name));
      const open = await db.select().from(simulatedCloudIncidents).where(isNull(simulatedCloudIncidents.resolvedAt));
      const inForce = await targets();
      const checkedAt = new Date();
      const displayName = new Map(regions.map((r) => [r.name, r.displayName]));
      const incidents: CloudIncident[] = open.map((row) => ({
        id: row.id,
        region: row.location,
        regionDisplayName: displayName.get(row.location) ?? row.location,
        service: row.service,
        title: row.title,
        severity: row.severity,
        startedAtUtc: row.startedAt.toISOString(),
      }));
      for (const region of regions) {
        const listed = listedTarget(inForce, [region.name, region.displayName]);
        if (!listed) continue;
        incidents.push({
          id: `injected:${region.name}`,
          region: region.name,
          regionDisplayName: region.displayName,
          service: 'All services',
          title: `Outage in ${region.displayName} (injected fault: ${listed} is listed in the simulated platform's fail targets)`,
          severity: 'outage',
          startedAtUtc: checkedAt.toISOString(),
        });
      }
      const regionStatuses = regions.map((region) => ({
        name: region.name,
        displayName: region.displayName,
        status: worst(incidents.filter((i) => i.region === region.name).map((i) => i.severity)),
      }));
      const status: CloudStatus['status'] = worst(regionStatuses.map((r) => r.status));
      return { status, checkedAtUtc: checkedAt.toISOString(), regions: regionStatuses, incidents };
    },

    serviceStatuses: async ({ subscriptionId }) => {
      const rows = await db
        .select()
        .from(simulatedServiceHealth)
        .where(eq(simulatedServiceHealth.subscriptionId, subscriptionId))
        .orderBy(asc(simulatedServiceHealth.category), asc(simulatedServiceHealth.name));
      return rows.map(toServiceStatus);
    },

    deploymentServiceStatuses: async ({ deploymentId }) => {
      const [deployment] = await db
        .select({
          subscriptionId: hostingGroups.subscriptionId,
          hostingGroupId: hostingGroups.id,
          location: deployments.azureLocation,
        })
        .from(deployments)
        .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.deploymentId, deployments.id))
        .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentHostingGroups.hostingGroupId))
        .where(eq(deployments.id, deploymentId));
      const services = deployment
        ? await db
            .select()
            .from(simulatedServiceHealth)
            .where(
              and(
                eq(simulatedServiceHealth.subscriptionId, deployment.subscriptionId),
                or(
                  eq(simulatedServiceHealth.hostingGroupId, deployment.hostingGroupId),
                  deployment.location
                    ? inArray(
                        simulatedServiceHealth.key,
                        regionalServices.map((s) => `${s.key}:${deployment.location}`),
                      )
                    : undefined,
                ),
              ),
            )
            .orderBy(asc(simulatedServiceHealth.name))
        : [];
      const applications = await db
        .select()
        .from(simulatedApplications)
        .where(eq(simulatedApplications.deploymentId, deploymentId))
        .orderBy(asc(simulatedApplications.name));
      return [
        ...services.map(toServiceStatus),
        ...applications.map((app) => ({
          id: `application:${app.id}`,
          name: app.name,
          category: 'Applications',
          status: applicationHealth[app.state],
          message: `${app.kind} application ${app.state}, version ${app.version}`,
          collectedAtUtc: app.updatedAt.toISOString(),
        })),
      ];
    },

    managementCertificateStatus: async () => {
      const inForce = await targets();
      const subs = await db.select().from(subscriptions).orderBy(asc(subscriptions.name));
      return {
        failedConnectionResults: subs.flatMap((sub) => {
          const listed = listedTarget(inForce, [sub.id, sub.name]);
          return listed
            ? [
                {
                  subscriptionId: sub.id,
                  subscriptionName: sub.name,
                  reason: `The subscription refused the management certificate: 403 Forbidden (injected fault: ${listed} is listed in the simulated platform's fail targets)`,
                },
              ]
            : [];
        }),
      };
    },

    installedHostingCertificates: async () => {
      const { missingCertificates } = await readConditions(db);
      return knownCertificateIds.filter((id) => !missingCertificates.includes(id));
    },

    defaultDatabase: async () => ((await readConditions(db)).hasDefaultDatabase ? { name: 'customer-template' } : null),
  };

  const read = async () => ({
    ...(await readConditions(db)),
    configuredFailTargets: settings.failTargets,
    faultRate: settings.faultRate,
  });

  const simulation: PlatformSimulationControl = {
    read,
    write: async (conditions) => {
      await writeConditions(db, conditions);
      // Collected now, in the same transaction, so the next refresh shows the change.
      await collectServiceHealth({ db, settings, log, isDrifting: false });
      return read();
    },
  };

  return { monitor, simulation };
};
