import { z } from 'zod';
import { constants } from '../constants';
import { basePlanDetails, newLicenseDetails } from '../customers/quick-create-customer';

/** doc1 §3 Peak plan: a server plan of the PeakLoad category and the boost hours one peak day buys. */
export const peakPlan = z.object({ id: z.uuid(), name: z.string(), blockHours: z.number().int() });

export type PeakPlan = z.infer<typeof peakPlan>;

/** A Stripe account a licence's payments settle into, per currency. */
export const stripeAccount = z.object({ id: z.string(), name: z.string(), currencyCode: z.string() });

export type StripeAccount = z.infer<typeof stripeAccount>;

/** The licence as saved: the rates of a new licence, and where payments settle and which time zone bills. */
export const licenseDetails = newLicenseDetails.extend({
  stripeAccountId: z.string().max(100).nullable().optional(),
  timeZoneId: z.string().max(100).nullable().optional(),
});

export type LicenseDetails = z.infer<typeof licenseDetails>;

/** doc1 §3 Licence edit payload: peakLoadPlanDetails (peak start date, peak days 3/5/7/10/14, plan). */
export const peakLoadPlanDetails = z.object({
  peakStartDate: z.iso.date({ message: 'must be a date' }),
  peakDays: z
    .number()
    .int()
    .refine((days) => (constants.peakDayChoices as readonly number[]).includes(days), {
      message: `must be one of ${constants.peakDayChoices.join(', ')}`,
    }),
  peakLoadPlanId: z.uuid({ message: 'must be a peak plan' }),
  peakLoadPlanBoostUsageId: z.uuid().nullable().optional(),
});

export type PeakLoadPlanDetails = z.infer<typeof peakLoadPlanDetails>;

/** doc1 §3 Licence edit payload. A null peak plan removes it. */
export const licenceEditPayload = z.object({
  licenseDetails,
  basePlanDetails,
  peakLoadPlanDetails: peakLoadPlanDetails.nullable(),
});

export type LicenceEditPayload = z.infer<typeof licenceEditPayload>;

/** The customer's licence as the details page shows it; null parts were never set. */
export const customerLicence = z.object({
  licenseDetails: licenseDetails.nullable(),
  basePlanDetails: z.object({ firstDayOfWeek: z.enum(constants.daysOfWeek), basePlanId: z.string().nullable() }),
  peakLoadPlanDetails: peakLoadPlanDetails.extend({ peakEndDate: z.string(), totalPeakBoostHours: z.number().int() }).nullable(),
});

export type CustomerLicence = z.infer<typeof customerLicence>;

/** doc1 §3 Boost usage of one plan: the hours it grants and those left. */
export const planBoostUsage = z.object({
  id: z.uuid(),
  boostHours: z.number(),
  remainingBoostHours: z.number(),
  resetAt: z.string().nullable(),
});

export const boostUsage = z.object({
  basePlanBoostUsage: planBoostUsage.nullable(),
  peakLoadPlanBoostUsage: planBoostUsage.nullable(),
});

export type BoostUsage = z.infer<typeof boostUsage>;
