import type { CustomerLicence, StripeAccount } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  accountsFor,
  describeBoostUsage,
  licenceFormFrom,
  licenceProblems,
  peakSummary,
  toLicencePayload,
  withCurrency,
} from './licence-rules';

const peakPlanId = '11111111-1111-4111-8111-111111111111';
const rates = [
  { currencyCode: 'AUD', activeUserRate: 45, additionalOfficeRate: 300, visualModeCost: 150, remoteAttendeeCost: 3 },
  { currencyCode: 'USD', activeUserRate: 30, additionalOfficeRate: 200, visualModeCost: 100, remoteAttendeeCost: 2 },
];
const accounts: StripeAccount[] = [
  { id: 'acct_aud', name: 'EventsAIR AUD', currencyCode: 'AUD' },
  { id: 'acct_usd', name: 'EventsAIR USD', currencyCode: 'USD' },
];
const empty: CustomerLicence = {
  licenseDetails: null,
  basePlanDetails: { firstDayOfWeek: 'Monday', basePlanId: null },
  peakLoadPlanDetails: null,
};

describe('licence form', () => {
  it('starts from an empty licence with Monday and no peak plan', () => {
    const form = licenceFormFrom(empty, null);
    expect(form).toMatchObject({ firstDayOfWeek: 'Monday', hasPeakPlan: false, licenseOfferingId: '', peakDays: 3 });
    expect(licenceProblems(form)).toEqual({
      licenseOfferingId: 'Choose a licence offering',
      currencyCode: 'Choose a currency',
    });
  });

  it('refuses a negative rate or an amount that is not a number, naming the field', () => {
    const form = { ...licenceFormFrom(empty, null), licenseOfferingId: 'Professional', currencyCode: 'AUD' };
    expect(licenceProblems({ ...form, paymentGatewayRate: -0.5, airCastPerHourCost: Number.NaN })).toEqual({
      paymentGatewayRate: 'Payment gateway rate must be at least 0.',
      airCastPerHourCost: 'AirCast cost per hour must be a number.',
    });
    expect(licenceProblems({ ...form, paymentGatewayRate: 0 })).toEqual({});
  });

  it('fills the four rates from the currency and picks the Stripe account of that currency', () => {
    const form = { ...licenceFormFrom(empty, null), currencyCode: 'AUD', stripeAccountId: 'acct_aud', airCastPerHourCost: 77 };
    const usd = withCurrency(form, 'USD', rates, accounts);
    expect(usd).toMatchObject({
      currencyCode: 'USD',
      activeUserRate: 30,
      additionalOfficeRate: 200,
      visualModeCost: 100,
      remoteAttendeeCost: 2,
      airCastPerHourCost: 77,
      stripeAccountId: 'acct_usd',
    });
    expect(accountsFor(accounts, 'USD')).toEqual([accounts[1]]);
    expect(withCurrency(form, 'NZD', rates, accounts).stripeAccountId).toBe('');
  });

  it('shows the peak end date and total boost hours as they are chosen (doc1 §4)', () => {
    const form = { ...licenceFormFrom(empty, null), hasPeakPlan: true, peakDays: 10, peakStartDate: '2026-12-28' };
    const plans = [{ id: peakPlanId, name: 'Peak P2', blockHours: 8 }];
    expect(peakSummary(form, plans)).toBeNull();
    expect(licenceProblems(form).peakLoadPlanId).toBe('Choose a peak load plan');
    expect(peakSummary({ ...form, peakLoadPlanId: peakPlanId }, plans)).toEqual({ endDate: '2027-01-07', totalHours: 80 });
    expect(licenceProblems({ ...form, peakStartDate: '' }).peakStartDate).toBe('Enter the peak start date');
  });

  it('sends no peak plan when none is booked, and empty optional fields as null', () => {
    const form = {
      ...licenceFormFrom(empty, null),
      licenseOfferingId: 'Standard',
      currencyCode: 'AUD',
      peakLoadPlanId: peakPlanId,
    };
    const payload = toLicencePayload(form);
    expect(payload.peakLoadPlanDetails).toBeNull();
    expect(payload.licenseDetails).toMatchObject({ gracePeriodExpiryDate: null, stripeAccountId: null, timeZoneId: null });
    expect(payload.basePlanDetails).toEqual({ firstDayOfWeek: 'Monday', basePlanId: null });
  });

  it('keeps the peak usage id of a booked plan so the server grows it instead of starting over', () => {
    const booked: CustomerLicence = {
      ...empty,
      peakLoadPlanDetails: {
        peakStartDate: '2027-03-01',
        peakDays: 5,
        peakLoadPlanId: peakPlanId,
        peakEndDate: '2027-03-06',
        totalPeakBoostHours: 40,
      },
    };
    const usageId = '22222222-2222-4222-8222-222222222222';
    expect(toLicencePayload(licenceFormFrom(booked, usageId)).peakLoadPlanDetails).toEqual({
      peakStartDate: '2027-03-01',
      peakDays: 5,
      peakLoadPlanId: peakPlanId,
      peakLoadPlanBoostUsageId: usageId,
    });
  });

  it('describes boost usage in hours left', () => {
    expect(describeBoostUsage({ boostHours: 6, remainingBoostHours: 4.5 })).toBe('4.5 of 6 hours left');
    expect(describeBoostUsage({ boostHours: 1, remainingBoostHours: 0 })).toBe('0 of 1 hour left');
  });
});
