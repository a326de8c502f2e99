import { createHash } from 'node:crypto';
import type { InteractiveSite, PaymentAccount, PaymentCustomer, PlatformPayments } from '../types';

/**
 * The simulated EventsAIR Pay and site store: a customer's accounts and sites are derived from its
 * alias, so it always has the same ones (the console stores them the first time it asks).
 */

const currencies = ['AUD', 'USD', 'GBP', 'EUR', 'NZD', 'SGD'] as const;

const siteNames = [
  'Annual Conference 2025',
  'Members Summit',
  'Awards Night 2024',
  'Regional Roadshow',
  'Partner Expo',
  'Leadership Forum',
  'Research Symposium',
  'Winter Gala',
] as const;

/** A few stable numbers from the alias. */
const rolls = (alias: string) => [...createHash('sha256').update(alias).digest()];

/** Two or three accounts, in different currencies. */
const eaPayAccounts = (customer: PaymentCustomer): PaymentAccount[] => {
  const r = rolls(customer.alias);
  const howMany = 2 + (r[0]! % 2);
  const first = r[1]! % currencies.length;
  return Array.from({ length: howMany }, (_, position) => {
    const currencyCode = currencies[(first + position) % currencies.length]!;
    return {
      eaPayId: `eap_${customer.alias}_${currencyCode.toLowerCase()}`,
      name: `${customer.name} (${currencyCode})`,
      currencyCode,
    };
  });
};

/** Four sites, of which two to three were deleted in the last weeks. */
const interactiveSites = (customer: PaymentCustomer, now: Date): InteractiveSite[] => {
  const r = rolls(customer.alias);
  const first = r[2]! % siteNames.length;
  const deletedCount = 2 + (r[3]! % 2);
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: 4 }, (_, i) => ({
    name: siteNames[(first + i) % siteNames.length]!,
    deletedAtUtc: i < deletedCount ? new Date(now.getTime() - (i * 9 + (r[4 + i]! % 7) + 1) * day).toISOString() : null,
  }));
};

export const createSimulatedPayments = ({ now = () => new Date() }: { now?: () => Date } = {}): PlatformPayments => ({
  eaPayAccounts: async (customer) => eaPayAccounts(customer),
  interactiveSites: async (customer) => interactiveSites(customer, now()),
});
