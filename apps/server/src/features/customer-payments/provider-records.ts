import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerEaPay, eaPayAccounts, interactiveSites } from '../../db/schema';
import type { PaymentCustomer, PlatformPayments } from '../../platform/types';

/**
 * The console's copy of what the payment provider and the site store answer about a customer, made
 * the first time the console asks (decision 053). Conflict-free inserts, so two first looks at once agree.
 */

type ProviderDeps = { db: Db; payments: PlatformPayments };

/** The customer's EventsAIR Pay accounts; none selected at first. */
export const ensureEaPayAccounts = async ({ db, payments }: ProviderDeps, customer: PaymentCustomer) => {
  const [known] = await db.select().from(customerEaPay).where(eq(customerEaPay.customerId, customer.customerId));
  if (known) return;
  const accounts = await payments.eaPayAccounts(customer);
  if (accounts.length > 0) {
    await db
      .insert(eaPayAccounts)
      .values(accounts.map((account, position) => ({ ...account, customerId: customer.customerId, position })))
      .onConflictDoNothing();
  }
  await db.insert(customerEaPay).values({ customerId: customer.customerId, selectedEaPayId: null }).onConflictDoNothing();
};

/** The customer's interactive sites, deleted ones included. */
export const ensureInteractiveSites = async ({ db, payments }: ProviderDeps, customer: PaymentCustomer) => {
  const [{ sites } = { sites: 0 }] = await db
    .select({ sites: count() })
    .from(interactiveSites)
    .where(eq(interactiveSites.customerId, customer.customerId));
  if (sites > 0) return;
  const found = await payments.interactiveSites(customer);
  if (found.length === 0) return;
  await db
    .insert(interactiveSites)
    .values(
      found.map((site) => ({
        customerId: customer.customerId,
        name: site.name,
        deletedAt: site.deletedAtUtc ? new Date(site.deletedAtUtc) : null,
      })),
    )
    .onConflictDoNothing();
};
