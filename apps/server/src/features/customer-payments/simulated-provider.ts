import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerEaPay, eaPayAccounts, interactiveSites } from '../../db/schema';

/**
 * What EventsAIR Pay and a tenant's site store answer about a customer in the simulated fleet. They
 * are kept in the console's database and become known the first time the console asks: derived from
 * the customer's alias, so a customer always has the same ones, and written with conflict-free
 * inserts, so two first looks at once agree. A real driver reads them from the provider instead
 * (decision 053).
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

type SimulatedCustomer = { id: string; alias: string; name: string };

/** The customer's EventsAIR Pay accounts: two or three, in different currencies; none selected at first. */
export const ensureEaPayAccounts = async (db: Db, customer: SimulatedCustomer) => {
  const [known] = await db.select().from(customerEaPay).where(eq(customerEaPay.customerId, customer.id));
  if (known) return;
  const r = rolls(customer.alias);
  const howMany = 2 + (r[0]! % 2);
  const first = r[1]! % currencies.length;
  const accounts = Array.from({ length: howMany }, (_, position) => {
    const currencyCode = currencies[(first + position) % currencies.length]!;
    return {
      customerId: customer.id,
      eaPayId: `eap_${customer.alias}_${currencyCode.toLowerCase()}`,
      name: `${customer.name} (${currencyCode})`,
      currencyCode,
      position,
    };
  });
  await db.insert(eaPayAccounts).values(accounts).onConflictDoNothing();
  await db.insert(customerEaPay).values({ customerId: customer.id, selectedEaPayId: null }).onConflictDoNothing();
};

/** The customer's interactive sites: four of them, of which two to three were deleted in the last weeks. */
export const ensureInteractiveSites = async (db: Db, customer: SimulatedCustomer, now = new Date()) => {
  const [{ sites } = { sites: 0 }] = await db
    .select({ sites: count() })
    .from(interactiveSites)
    .where(eq(interactiveSites.customerId, customer.id));
  if (sites > 0) return;
  const r = rolls(customer.alias);
  const first = r[2]! % siteNames.length;
  const deletedCount = 2 + (r[3]! % 2);
  const day = 24 * 60 * 60 * 1000;
  const rows = Array.from({ length: 4 }, (_, i) => ({
    customerId: customer.id,
    name: siteNames[(first + i) % siteNames.length]!,
    deletedAt: i < deletedCount ? new Date(now.getTime() - (i * 9 + (r[4 + i]! % 7) + 1) * day) : null,
  }));
  await db.insert(interactiveSites).values(rows).onConflictDoNothing();
};
