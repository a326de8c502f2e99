import {
  constants,
  licenceAmountProblem,
  peakEndDate,
  totalPeakBoostHours,
  type CurrencyRates,
  type CustomerLicence,
  type LicenceEditPayload,
  type PeakPlan,
  type StripeAccount,
} from '@console/contract';
import { applyCurrency, licenceAmountFields } from '../customers';
import { countOf } from '../../lib/plural';

/** The licence form's state: numbers as the inputs hold them, a peak plan only when one is booked. */
export type LicenceForm = {
  licenseOfferingId: string;
  currencyCode: string;
  activeUserRate: number;
  additionalOfficeRate: number;
  visualModeCost: number;
  remoteAttendeeCost: number;
  airCastPerHourCost: number;
  paymentGatewayRate: number;
  gracePeriodExpiryDate: string;
  stripeAccountId: string;
  timeZoneId: string;
  firstDayOfWeek: string;
  basePlanId: string;
  hasPeakPlan: boolean;
  peakStartDate: string;
  peakDays: number;
  peakLoadPlanId: string;
  peakLoadPlanBoostUsageId: string | null;
};

export const licenceFormFrom = (licence: CustomerLicence, peakUsageId: string | null): LicenceForm => {
  const details = licence.licenseDetails;
  const peak = licence.peakLoadPlanDetails;
  return {
    licenseOfferingId: details?.licenseOfferingId ?? '',
    currencyCode: details?.currencyCode ?? '',
    activeUserRate: details?.activeUserRate ?? 0,
    additionalOfficeRate: details?.additionalOfficeRate ?? 0,
    visualModeCost: details?.visualModeCost ?? 0,
    remoteAttendeeCost: details?.remoteAttendeeCost ?? 0,
    airCastPerHourCost: details?.airCastPerHourCost ?? 0,
    paymentGatewayRate: details?.paymentGatewayRate ?? 0,
    gracePeriodExpiryDate: details?.gracePeriodExpiryDate ?? '',
    stripeAccountId: details?.stripeAccountId ?? '',
    timeZoneId: details?.timeZoneId ?? '',
    firstDayOfWeek: licence.basePlanDetails.firstDayOfWeek,
    basePlanId: licence.basePlanDetails.basePlanId ?? '',
    hasPeakPlan: peak !== null,
    peakStartDate: peak?.peakStartDate ?? '',
    peakDays: peak?.peakDays ?? constants.peakDayChoices[0],
    peakLoadPlanId: peak?.peakLoadPlanId ?? '',
    peakLoadPlanBoostUsageId: peak ? peakUsageId : null,
  };
};

/**
 * doc1 §5: choosing a currency fills the four rates; a Stripe account in another currency no longer
 * fits, so the one account of the new currency is chosen (or none).
 */
export const withCurrency = (
  form: LicenceForm,
  currencyCode: string,
  rates: CurrencyRates[],
  accounts: StripeAccount[],
): LicenceForm => {
  const filled = applyCurrency(form, currencyCode, rates);
  const current = accounts.find((a) => a.id === form.stripeAccountId);
  if (current?.currencyCode === currencyCode) return filled;
  const inCurrency = accounts.filter((a) => a.currencyCode === currencyCode);
  return { ...filled, stripeAccountId: inCurrency.length === 1 ? inCurrency[0]!.id : '' };
};

/** The Stripe accounts that settle in the licence's currency. */
export const accountsFor = (accounts: StripeAccount[], currencyCode: string) =>
  accounts.filter((a) => a.currencyCode === currencyCode);

/** doc1 §4, shown as the operator chooses: the peak end date and total peak boost hours, or null while incomplete. */
export const peakSummary = (form: LicenceForm, plans: PeakPlan[]): { endDate: string; totalHours: number } | null => {
  if (!form.hasPeakPlan) return null;
  const plan = plans.find((p) => p.id === form.peakLoadPlanId);
  const endDate = peakEndDate(form.peakStartDate, form.peakDays);
  if (!plan || !endDate) return null;
  return { endDate, totalHours: totalPeakBoostHours(form.peakDays, plan) };
};

export type LicenceProblems = Partial<
  Record<'licenseOfferingId' | 'currencyCode' | 'peakStartDate' | 'peakLoadPlanId' | (typeof licenceAmountFields)[number], string>
>;

/** What must be filled before the licence can be saved; the server checks the same and more. */
export const licenceProblems = (form: LicenceForm): LicenceProblems => {
  const problems: LicenceProblems = {};
  if (!form.licenseOfferingId) problems.licenseOfferingId = 'Choose a licence offering';
  if (!form.currencyCode) problems.currencyCode = 'Choose a currency';
  for (const field of licenceAmountFields) {
    const problem = licenceAmountProblem(field, form[field]);
    if (problem) problems[field] = problem;
  }
  if (form.hasPeakPlan) {
    if (!peakEndDate(form.peakStartDate, form.peakDays)) problems.peakStartDate = 'Enter the peak start date';
    if (!form.peakLoadPlanId) problems.peakLoadPlanId = 'Choose a peak load plan';
  }
  return problems;
};

export const toLicencePayload = (form: LicenceForm): LicenceEditPayload => ({
  licenseDetails: {
    licenseOfferingId: form.licenseOfferingId,
    currencyCode: form.currencyCode,
    activeUserRate: form.activeUserRate,
    additionalOfficeRate: form.additionalOfficeRate,
    visualModeCost: form.visualModeCost,
    remoteAttendeeCost: form.remoteAttendeeCost,
    airCastPerHourCost: form.airCastPerHourCost,
    paymentGatewayRate: form.paymentGatewayRate,
    gracePeriodExpiryDate: form.gracePeriodExpiryDate || null,
    stripeAccountId: form.stripeAccountId || null,
    timeZoneId: form.timeZoneId || null,
  },
  basePlanDetails: {
    firstDayOfWeek: form.firstDayOfWeek as LicenceEditPayload['basePlanDetails']['firstDayOfWeek'],
    basePlanId: form.basePlanId || null,
  },
  peakLoadPlanDetails: form.hasPeakPlan
    ? {
        peakStartDate: form.peakStartDate,
        peakDays: form.peakDays,
        peakLoadPlanId: form.peakLoadPlanId,
        peakLoadPlanBoostUsageId: form.peakLoadPlanBoostUsageId,
      }
    : null,
});

/** "4.5 of 6 hours left" — what an operator reads of a boost usage. */
export const describeBoostUsage = (usage: { boostHours: number; remainingBoostHours: number }) =>
  `${usage.remainingBoostHours} of ${countOf(usage.boostHours, { one: 'hour', other: 'hours' })} left`;
