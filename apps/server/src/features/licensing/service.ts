import type { CurrencyRate, CustomerLicenceList, LicenceCost } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, licenseCurrencyRates, licenseOfferings } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { graceStateOf, isAllOfferings } from './licensing-rules';

export type LicensingDeps = { db: Db; auth: AuthContext };

const graceDate = sql<string | null>`(${customers.licenseDetails}->>'gracePeriodExpiryDate')`;
const offeringOf = sql<string | null>`(${customers.licenseDetails}->>'licenseOfferingId')`;

export const listCustomerLicences = async ({
  deps,
  offering,
  page,
  pageSize,
  today = new Date(),
}: {
  deps: LicensingDeps;
  offering: string;
  page: number;
  pageSize: number;
  today?: Date;
}): Promise<CustomerLicenceList> => {
  const subscriptionId = requireSubscription(deps.auth);
  const isAll = isAllOfferings(offering);
  if (!isAll) {
    const [known] = await deps.db.select().from(licenseOfferings).where(eq(licenseOfferings.id, offering));
    if (!known) throw new AppError('badRequest', `Offering must be All or a licence offering; ${offering} is not one.`);
  }
  const where = and(eq(customers.subscriptionId, subscriptionId), isAll ? undefined : sql`${offeringOf} = ${offering}`);
  const [rows, offeringNames] = await Promise.all([
    deps.db
      .select({
        customerId: customers.id,
        alias: customers.alias,
        name: customers.name,
        licenseOfferingId: offeringOf,
        currencyCode: sql<string | null>`(${customers.licenseDetails}->>'currencyCode')`,
        gracePeriodExpiryDate: graceDate,
      })
      .from(customers)
      .where(where)
      // Soonest expiry first (the ones to act on), then those without a grace period; the index keeps it cheap.
      .orderBy(sql`${graceDate} asc nulls last`, asc(customers.alias))
      // One row more than a page says whether another page follows.
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize),
    // A handful of offerings: named here rather than joined, so the page is read straight off the index.
    deps.db.select({ id: licenseOfferings.id, friendlyName: licenseOfferings.friendlyName }).from(licenseOfferings),
  ]);
  return {
    results: rows.slice(0, pageSize).map((row) => ({
      ...row,
      offeringName: offeringNames.find((o) => o.id === row.licenseOfferingId)?.friendlyName ?? null,
      graceState: graceStateOf(row.gracePeriodExpiryDate, today),
    })),
    hasNextPage: rows.length > pageSize,
    page,
    pageSize,
  };
};

type RateColumn = 'activeUserRate' | 'additionalOfficeRate' | 'airCastPerHourCost';

/** The standard rate of each licence currency, in currency order. */
export const listRates = async ({ db, column }: { db: Db; column: RateColumn }): Promise<CurrencyRate[]> =>
  db
    .select({ currencyCode: licenseCurrencyRates.currencyCode, rate: licenseCurrencyRates[column] })
    .from(licenseCurrencyRates)
    .orderBy(asc(licenseCurrencyRates.currencyCode));

type StoredLicence = Partial<{
  currencyCode: string;
  activeUserRate: number;
  additionalOfficeRate: number;
  visualModeCost: number;
  remoteAttendeeCost: number;
  paymentGatewayRate: number;
  airCastPerHourCost: number;
}>;

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A customer's licence rates beside the standard ones of its currency (the payment gateway rate has none). */
export const getLicenceCost = async ({ deps, id }: { deps: LicensingDeps; id: string }): Promise<LicenceCost> => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const licence = (customer.licenseDetails ?? {}) as StoredLicence;
  const currencyCode = typeof licence.currencyCode === 'string' ? licence.currencyCode : null;
  const [standard] = currencyCode
    ? await deps.db.select().from(licenseCurrencyRates).where(eq(licenseCurrencyRates.currencyCode, currencyCode))
    : [];
  const item = (name: string, key: keyof StoredLicence, standardRate: number | null) => ({
    item: name,
    customerRate: numberOrNull(licence[key]),
    standardRate,
  });
  return {
    customerId: customer.id,
    alias: customer.alias,
    currencyCode,
    items: [
      item('Active user rate', 'activeUserRate', standard?.activeUserRate ?? null),
      item('Additional office rate', 'additionalOfficeRate', standard?.additionalOfficeRate ?? null),
      item('Visual mode cost', 'visualModeCost', standard?.visualModeCost ?? null),
      item('Remote attendee cost', 'remoteAttendeeCost', standard?.remoteAttendeeCost ?? null),
      item('AirCast cost per hour', 'airCastPerHourCost', standard?.airCastPerHourCost ?? null),
      item('Payment gateway rate', 'paymentGatewayRate', null),
    ],
  };
};
