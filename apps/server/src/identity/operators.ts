import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { operatorSubscriptions, operators, subscriptions } from '../db/schema';
import { devAccounts } from './dev-accounts';

export type Operator = typeof operators.$inferSelect;

/**
 * The operator behind a verified token, keyed by issuer + subject. An operator seen for the first
 * time is recorded with no permission flags and every subscription (docs/decisions/002).
 */
export const resolveOperator = async (db: Db, identity: { issuer: string; subject: string; name: string }): Promise<Operator> => {
  const where = and(eq(operators.issuer, identity.issuer), eq(operators.subject, identity.subject));
  const [existing] = await db.select().from(operators).where(where);
  if (existing) return existing;
  const allSubscriptions = await db.select().from(subscriptions).orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const [created] = await db
    .insert(operators)
    .values({ issuer: identity.issuer, subject: identity.subject, name: identity.name })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [raced] = await db.select().from(operators).where(where);
    return raced!;
  }
  if (allSubscriptions.length > 0) {
    await db
      .insert(operatorSubscriptions)
      .values(allSubscriptions.map((s, position) => ({ operatorId: created.id, subscriptionId: s.id, position })))
      .onConflictDoNothing();
  }
  return created;
};

export const listOperatorSubscriptions = async (db: Db, operatorId: string) =>
  db
    .select({ subscriptionId: subscriptions.id, name: subscriptions.name })
    .from(operatorSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, operatorSubscriptions.subscriptionId))
    .where(eq(operatorSubscriptions.operatorId, operatorId))
    .orderBy(asc(operatorSubscriptions.position), asc(subscriptions.name));

/** Makes sure the development provider's accounts exist for its issuer, with their flags and every subscription. */
export const ensureDevOperators = async (db: Db, issuer: string) => {
  const known = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.issuer, issuer),
        inArray(
          operators.subject,
          devAccounts.map((account) => account.username),
        ),
      ),
    );
  for (const account of devAccounts) {
    // A start that finds every account as it should be writes nothing (and wakes no listener).
    const found = known.find((operator) => operator.subject === account.username);
    const isCurrent =
      found?.name === account.name &&
      Object.entries(account.flags).every(([flag, isSet]) => found[flag as keyof typeof account.flags] === isSet);
    if (isCurrent) continue;
    const operator = found ?? (await resolveOperator(db, { issuer, subject: account.username, name: account.name }));
    await db
      .update(operators)
      .set({ ...account.flags, name: account.name })
      .where(eq(operators.id, operator.id));
  }
};
