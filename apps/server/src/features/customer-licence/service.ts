import {
  choosableLicenceOfferings,
  totalPeakBoostHours,
  type BoostUsage,
  type LicenceEditPayload,
  type TimeZone,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { boostUsages, licenseCurrencyRates, licenseOfferings, serverPlans, stripeAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { changeCustomer, type DetailDeps } from '../customer-details';

export const listPeakPlans = async ({ db }: { db: Db }) => {
  const rows = await db
    .select({ id: serverPlans.id, name: serverPlans.name, blockHours: serverPlans.blockHours })
    .from(serverPlans)
    .where(eq(serverPlans.category, 'PeakLoad'))
    .orderBy(asc(serverPlans.name));
  return rows.map((r) => ({ ...r, blockHours: r.blockHours ?? 0 }));
};

export const listStripeAccounts = ({ db }: { db: Db }) =>
  db.select().from(stripeAccounts).orderBy(asc(stripeAccounts.currencyCode), asc(stripeAccounts.name));

const offsetOf = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';

const timeZoneIds = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
const knownTimeZones = new Set(timeZoneIds);

/**
 * Offsets are whole quarter hours and change at a quarter hour of local time, so at a quarter hour of UTC:
 * the list made once in each quarter hour is exact for all of it (making it costs about 25 ms).
 */
const quarterHourMs = 15 * 60 * 1000;
let madeFor: { quarter: number; zones: TimeZone[] } | null = null;

/** Every IANA time zone the runtime knows, with its offset at this moment (it moves with daylight saving). */
export const listTimeZones = ({ now = new Date() }: { now?: Date } = {}): TimeZone[] => {
  const quarter = Math.floor(now.getTime() / quarterHourMs);
  if (madeFor?.quarter !== quarter) {
    madeFor = {
      quarter,
      zones: timeZoneIds.map((id) => ({
        id,
        displayName: `(${offsetOf(id, now).replace('GMT', 'UTC')}) ${id.replaceAll('_', ' ')}`,
      })),
    };
  }
  return madeFor.zones;
};

const isKnownTimeZone = (id: string) => knownTimeZones.has(id);

const usagesOf = async (db: Db, customerId: string): Promise<BoostUsage> => {
  const rows = await db.select().from(boostUsages).where(eq(boostUsages.customerId, customerId));
  const toUsage = (kind: 'base' | 'peak') => {
    const row = rows.find((r) => r.planKind === kind);
    return row
      ? {
          id: row.id,
          boostHours: row.boostHours,
          remainingBoostHours: row.remainingBoostHours,
          resetAt: row.resetAt?.toISOString() ?? null,
        }
      : null;
  };
  return { basePlanBoostUsage: toUsage('base'), peakLoadPlanBoostUsage: toUsage('peak') };
};

/**
 * Grants a plan's boost hours: a new booking starts full; a changed one keeps the hours already used
 * (remaining moves by the change in granted hours, never below 0); no plan, no usage.
 */
const grantBoostHours = async ({
  db,
  customerId,
  planKind,
  hours,
  isNewBooking,
}: {
  db: Db;
  customerId: string;
  planKind: 'base' | 'peak';
  hours: number | null;
  isNewBooking: boolean;
}) => {
  const [existing] = await db
    .select()
    .from(boostUsages)
    .where(and(eq(boostUsages.customerId, customerId), eq(boostUsages.planKind, planKind)));
  if (hours === null) {
    if (existing) await db.delete(boostUsages).where(eq(boostUsages.id, existing.id));
    return;
  }
  if (!existing) {
    await db.insert(boostUsages).values({ customerId, planKind, boostHours: hours, remainingBoostHours: hours });
    return;
  }
  const remaining = isNewBooking
    ? hours
    : Math.min(hours, Math.max(0, existing.remainingBoostHours + (hours - existing.boostHours)));
  await db.update(boostUsages).set({ boostHours: hours, remainingBoostHours: remaining }).where(eq(boostUsages.id, existing.id));
};

const planOf = async (db: Db, id: string, category: 'Base' | 'PeakLoad') => {
  const [plan] = await db
    .select()
    .from(serverPlans)
    .where(and(eq(serverPlans.id, id), eq(serverPlans.category, category)));
  return plan;
};

/**
 * doc1 §3 Licence edit payload, checked against the reference lists: the offering (never the hidden
 * one unless the customer already has it), the currency, the Stripe account in that currency, the time
 * zone, a Base plan and a PeakLoad plan; then the plans' boost hours are granted (doc1 §4 arithmetic).
 */
export const updateLicence = async ({ deps, id, payload }: { deps: DetailDeps; id: string; payload: LicenceEditPayload }) => {
  const db = deps.db;
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(deps.auth), id });
  const { licenseDetails, basePlanDetails, peakLoadPlanDetails } = payload;
  const offerings = await db.select().from(licenseOfferings);
  const offering = offerings.find((o) => o.id === licenseDetails.licenseOfferingId);
  const currentOfferingId = (customer.licenseDetails as { licenseOfferingId?: unknown }).licenseOfferingId;
  if (!offering) throw new AppError('badRequest', `Licence offering: ${licenseDetails.licenseOfferingId} is not an offering`);
  if (choosableLicenceOfferings([offering]).length === 0 && currentOfferingId !== offering.id) {
    throw new AppError('badRequest', `Licence offering: ${offering.friendlyName} cannot be chosen`);
  }
  const [currency] = await db
    .select()
    .from(licenseCurrencyRates)
    .where(eq(licenseCurrencyRates.currencyCode, licenseDetails.currencyCode));
  if (!currency) throw new AppError('badRequest', `Currency: ${licenseDetails.currencyCode} is not a licence currency`);
  if (licenseDetails.stripeAccountId) {
    const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.id, licenseDetails.stripeAccountId));
    if (!account) throw new AppError('badRequest', `Stripe account: ${licenseDetails.stripeAccountId} is not a Stripe account`);
    if (account.currencyCode !== licenseDetails.currencyCode) {
      throw new AppError(
        'badRequest',
        `Stripe account: ${account.name} settles in ${account.currencyCode}, not ${licenseDetails.currencyCode}`,
      );
    }
  }
  if (licenseDetails.timeZoneId && !isKnownTimeZone(licenseDetails.timeZoneId)) {
    throw new AppError('badRequest', `Time zone: ${licenseDetails.timeZoneId} is not a time zone`);
  }
  const basePlan = basePlanDetails.basePlanId ? await planOf(db, basePlanDetails.basePlanId, 'Base') : null;
  if (basePlanDetails.basePlanId && !basePlan) throw new AppError('badRequest', 'Base plan: must be one of the base plans');
  const peakPlan = peakLoadPlanDetails ? await planOf(db, peakLoadPlanDetails.peakLoadPlanId, 'PeakLoad') : null;
  if (peakLoadPlanDetails && !peakPlan) throw new AppError('badRequest', 'Peak load plan: must be one of the peak plans');
  if (peakLoadPlanDetails?.peakLoadPlanBoostUsageId) {
    const usages = await usagesOf(db, customer.id);
    if (usages.peakLoadPlanBoostUsage?.id !== peakLoadPlanDetails.peakLoadPlanBoostUsageId) {
      throw new AppError('badRequest', "Peak load plan: the boost usage is not this customer's peak plan usage");
    }
  }
  const previousPeak = customer.peakLoadPlanDetails as { peakLoadPlanId?: string; peakStartDate?: string } | null;
  const previousBase = (customer.basePlanDetails as { basePlanId?: string }).basePlanId ?? null;
  await grantBoostHours({
    db,
    customerId: customer.id,
    planKind: 'base',
    hours: basePlan?.blockHours ?? null,
    isNewBooking: previousBase !== (basePlan?.id ?? null),
  });
  await grantBoostHours({
    db,
    customerId: customer.id,
    planKind: 'peak',
    hours:
      peakLoadPlanDetails && peakPlan
        ? totalPeakBoostHours(peakLoadPlanDetails.peakDays, { blockHours: peakPlan.blockHours ?? 0 })
        : null,
    isNewBooking:
      previousPeak?.peakLoadPlanId !== peakLoadPlanDetails?.peakLoadPlanId ||
      previousPeak?.peakStartDate !== peakLoadPlanDetails?.peakStartDate,
  });
  return changeCustomer({
    deps,
    id,
    change: {
      licenseDetails,
      basePlanDetails: { firstDayOfWeek: basePlanDetails.firstDayOfWeek, basePlanId: basePlan?.id ?? null },
      peakLoadPlanDetails: peakLoadPlanDetails ? { ...peakLoadPlanDetails, peakLoadPlanBoostUsageId: undefined } : null,
    },
  });
};

export const getBoostUsage = async ({ deps, id }: { deps: DetailDeps; id: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  return usagesOf(deps.db, customer.id);
};

/** Gives the plan's boost hours back in full; the page of every operator reads the usage again. */
export const resetBoostUsage = async ({ deps, id, usageId }: { deps: DetailDeps; id: string; usageId: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const [usage] = await deps.db
    .select()
    .from(boostUsages)
    .where(and(eq(boostUsages.id, usageId), eq(boostUsages.customerId, customer.id)));
  if (!usage) throw new AppError('notFound', `Boost usage ${usageId} of ${customer.alias} was not found`);
  await deps.db
    .update(boostUsages)
    .set({ remainingBoostHours: usage.boostHours, resetAt: new Date() })
    .where(eq(boostUsages.id, usage.id));
  await changeCustomer({ deps, id, change: {} });
  return usagesOf(deps.db, customer.id);
};

export const getCustomerServerPlan = async ({ deps, id }: { deps: DetailDeps; id: string }) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const basePlanId = (customer.basePlanDetails as { basePlanId?: unknown }).basePlanId;
  if (typeof basePlanId !== 'string') return null;
  const [plan] = await deps.db
    .select({
      id: serverPlans.id,
      name: serverPlans.name,
      category: serverPlans.category,
      weekday: serverPlans.weekday,
      weekendDay: serverPlans.weekendDay,
      blockHours: serverPlans.blockHours,
    })
    .from(serverPlans)
    .where(eq(serverPlans.id, basePlanId));
  return plan ?? null;
};
