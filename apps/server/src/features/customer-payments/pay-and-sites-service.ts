import { messages, type DeletedSite, type EaPayDetails } from '@console/contract';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerEaPay, eaPayAccounts, interactiveSites } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import type { PlatformPayments } from '../../platform/types';
import { ensureEaPayAccounts, ensureInteractiveSites } from './provider-records';

export type PayDeps = { db: Db; auth: AuthContext; payments: PlatformPayments };

const asPaymentCustomer = (customer: { id: string; alias: string; name: string }) => ({
  customerId: customer.id,
  alias: customer.alias,
  name: customer.name,
});

const load = async ({ db, auth }: PayDeps, id: string) => findCustomer({ db, subscriptionId: requireSubscription(auth), id });

const readEaPayDetails = async (db: Db, customerId: string): Promise<EaPayDetails> => {
  const accounts = await db
    .select({ eaPayId: eaPayAccounts.eaPayId, name: eaPayAccounts.name, currencyCode: eaPayAccounts.currencyCode })
    .from(eaPayAccounts)
    .where(eq(eaPayAccounts.customerId, customerId))
    .orderBy(asc(eaPayAccounts.position), asc(eaPayAccounts.eaPayId));
  const [setting] = await db.select().from(customerEaPay).where(eq(customerEaPay.customerId, customerId));
  return { eaPayAccounts: accounts, selectedEaPayId: setting?.selectedEaPayId ?? null };
};

/** doc1 §7 getEaPayDetails: the customer's EventsAIR Pay accounts and the one it uses. */
export const getEaPayDetails = async ({ deps, id }: { deps: PayDeps; id: string }) => {
  const customer = await load(deps, id);
  await ensureEaPayAccounts(deps, asPaymentCustomer(customer));
  return readEaPayDetails(deps.db, customer.id);
};

/** doc1 §7 setEaPayDetails; doc1 §5: an entry must be selected, and it must be one of the customer's accounts. */
export const setEaPayDetails = async ({
  deps,
  id,
  eaPayId,
}: {
  deps: PayDeps;
  id: string;
  eaPayId: string | null | undefined;
}) => {
  const customer = await load(deps, id);
  if (!eaPayId) throw new AppError('badRequest', 'EventsAIR Pay account is required.');
  await ensureEaPayAccounts(deps, asPaymentCustomer(customer));
  const [account] = await deps.db
    .select()
    .from(eaPayAccounts)
    .where(and(eq(eaPayAccounts.customerId, customer.id), eq(eaPayAccounts.eaPayId, eaPayId)));
  if (!account)
    throw new AppError('badRequest', `EventsAIR Pay account: '${eaPayId}' is not one of the accounts of ${customer.alias}`);
  await deps.db
    .update(customerEaPay)
    .set({ selectedEaPayId: account.eaPayId, updatedAt: new Date() })
    .where(eq(customerEaPay.customerId, customer.id));
  return readEaPayDetails(deps.db, customer.id);
};

const readDeletedSites = async (db: Db, customerId: string): Promise<DeletedSite[]> => {
  const rows = await db
    .select()
    .from(interactiveSites)
    .where(and(eq(interactiveSites.customerId, customerId), isNotNull(interactiveSites.deletedAt)))
    .orderBy(desc(interactiveSites.deletedAt), asc(interactiveSites.name));
  return rows.map((s) => ({ siteId: s.id, name: s.name, deletedAt: s.deletedAt!.toISOString() }));
};

/** doc1 §7 getDeletedSites: the customer's deleted interactive sites, the latest deletion first. */
export const getDeletedSites = async ({ deps, id }: { deps: PayDeps; id: string }) => {
  const customer = await load(deps, id);
  await ensureInteractiveSites(deps, asPaymentCustomer(customer));
  return readDeletedSites(deps.db, customer.id);
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** doc1 §7 undeleteSite; doc1 §5: no site, or one that is not a deleted site of the customer, is 'Site Id not found.' */
export const undeleteSite = async ({ deps, id, siteId }: { deps: PayDeps; id: string; siteId: string | null | undefined }) => {
  const customer = await load(deps, id);
  if (!siteId || !uuidPattern.test(siteId)) throw new AppError('badRequest', messages.customers.siteIdNotFound);
  const restored = await deps.db
    .update(interactiveSites)
    .set({ deletedAt: null })
    .where(
      and(eq(interactiveSites.id, siteId), eq(interactiveSites.customerId, customer.id), isNotNull(interactiveSites.deletedAt)),
    )
    .returning({ id: interactiveSites.id });
  if (restored.length === 0) throw new AppError('badRequest', messages.customers.siteIdNotFound);
  return readDeletedSites(deps.db, customer.id);
};
