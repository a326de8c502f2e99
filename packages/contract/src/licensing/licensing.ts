import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { allOfferings, licenceGraceStates } from './licensing-rules';

export * from './licensing-rules';

/** doc2 §3 License list entry: a customer's licence as the licences list shows it. */
export const customerLicenceEntry = z.object({
  customerId: z.uuid(),
  alias: z.string(),
  name: z.string(),
  licenseOfferingId: z.string().nullable(),
  /** The offering's friendly name (doc2 §3 Offerings: friendlyName). */
  offeringName: z.string().nullable(),
  currencyCode: z.string().nullable(),
  /** YYYY-MM-DD, or null when the licence has no grace period. */
  gracePeriodExpiryDate: z.string().nullable(),
  /** Against today (UTC): expired, expiring within licenceExpiringSoonDays, current, or no grace period. */
  graceState: z.enum(licenceGraceStates),
});

export type CustomerLicenceEntry = z.infer<typeof customerLicenceEntry>;

export const customerLicenceListQuery = z.object({
  offering: z
    .string()
    .trim()
    .min(1, { message: 'must be All or a licence offering' })
    .max(50, { message: 'must be at most 50 characters' })
    .default(allOfferings),
  page: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, {
      message: 'must be at least 1',
    })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(100, { message: 'must be at most 100' })
    .default(25),
});

export const customerLicenceList = z.object({
  results: z.array(customerLicenceEntry),
  /**
   * Whether a page follows. No total: counting a subscription's licences costs more than reading a page
   * (tens of ms at 100,000 customers), and the screen leafs through pages.
   */
  hasNextPage: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type CustomerLicenceList = z.infer<typeof customerLicenceList>;

export const listCustomerLicences = defineEndpoint({
  method: 'GET',
  path: '/api/operations/licensing/customerLicenseList',
  summary: "The licences of the subscription's customers, soonest grace period expiry first, filtered by offering",
  permission: 'signedIn',
  query: customerLicenceListQuery,
  response: customerLicenceList,
});

/** A standard rate of one licence currency. */
export const currencyRate = z.object({ currencyCode: z.string(), rate: z.number() });

export type CurrencyRate = z.infer<typeof currencyRate>;

export const listActiveUserRates = defineEndpoint({
  method: 'GET',
  path: '/api/operations/licensing/activeUserRates',
  summary: 'The standard active user rate of each licence currency',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(currencyRate),
});

export const listAdditionalOfficeRates = defineEndpoint({
  method: 'GET',
  path: '/api/operations/licensing/additionalOfficeRates',
  summary: 'The standard additional office rate of each licence currency',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(currencyRate),
});

export const listAirCastCosts = defineEndpoint({
  method: 'GET',
  path: '/api/operations/licensing/airCastCost',
  summary: 'The standard AirCast cost per hour of each licence currency',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(currencyRate),
});

/** One priced item of a customer's licence, beside the standard price of its currency. */
export const licenceCostItem = z.object({
  item: z.string(),
  customerRate: z.number().nullable(),
  standardRate: z.number().nullable(),
});

export const licenceCost = z.object({
  customerId: z.uuid(),
  alias: z.string(),
  currencyCode: z.string().nullable(),
  items: z.array(licenceCostItem),
});

export type LicenceCost = z.infer<typeof licenceCost>;

export const getLicenceCost = defineEndpoint({
  method: 'GET',
  path: '/api/operations/licensing/licenseCost/:id',
  summary: "A customer's licence rates and costs beside the standard ones of its currency",
  permission: 'signedIn',
  params: customerIdParams,
  response: licenceCost,
});
