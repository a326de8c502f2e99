import { constants } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  azureLocations,
  cloudServices,
  licenseCurrencyRates,
  licenseOfferings,
  releaseChannels,
  releases,
  serverPlans,
} from '../../db/schema';

type PlanFilter = (typeof constants.planFilterTypes)[number];

export const listLicenseOfferings = ({ db }: { db: Db }) =>
  db
    .select({ id: licenseOfferings.id, friendlyName: licenseOfferings.friendlyName })
    .from(licenseOfferings)
    .orderBy(asc(licenseOfferings.position), asc(licenseOfferings.id));

export const listCurrencyRates = ({ db }: { db: Db }) =>
  db.select().from(licenseCurrencyRates).orderBy(asc(licenseCurrencyRates.currencyCode));

export const listDaysOfWeek = () => [...constants.daysOfWeek];

export const listBasePlans = ({ db }: { db: Db }) =>
  db
    .select({ id: serverPlans.id, name: serverPlans.name, weekday: serverPlans.weekday, weekendDay: serverPlans.weekendDay })
    .from(serverPlans)
    .where(eq(serverPlans.category, 'Base'))
    .orderBy(asc(serverPlans.name));

export const listLocations = async ({ db }: { db: Db }) => {
  const rows = await db.select().from(azureLocations).orderBy(asc(azureLocations.displayName));
  return rows.map((r) => ({ ...r, currentAtUtc: r.currentAtUtc.toISOString() }));
};

export const listCloudServices = ({ db, subscriptionId, type }: { db: Db; subscriptionId: string; type: PlanFilter }) =>
  db
    .select({
      id: cloudServices.id,
      serviceName: cloudServices.serviceName,
      location: cloudServices.location,
      type: cloudServices.type,
      instanceCount: cloudServices.instanceCount,
      instanceSize: cloudServices.instanceSize,
    })
    .from(cloudServices)
    .where(and(eq(cloudServices.subscriptionId, subscriptionId), type === 'ALL' ? undefined : eq(cloudServices.type, type)))
    .orderBy(asc(cloudServices.serviceName));

export const listReleaseChannels = ({ db }: { db: Db }) =>
  db
    .select({
      id: releaseChannels.id,
      name: releaseChannels.name,
      currentVersion: releases.version,
      currentReleaseId: releaseChannels.currentReleaseId,
      stabilityIndex: releaseChannels.stabilityIndex,
    })
    .from(releaseChannels)
    .leftJoin(releases, eq(releases.id, releaseChannels.currentReleaseId))
    .orderBy(asc(releaseChannels.name));
