import type { AuditEvent, ListAuditQuery } from '@console/contract';
import { and, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents, customers, retentionPolicies } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { auditPage } from './audit-page';
import { escapeLike } from '../../lib/like-pattern';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A customer filter may be an id or an alias (of a customer in the operator's subscriptions); both find the events that targeted it. */
const customerTargetIds = async (db: Db, customer: string, subscriptionIds: string[]): Promise<string[]> => {
  if (uuidPattern.test(customer)) return [customer.toLowerCase()];
  if (subscriptionIds.length === 0) return [customer];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.alias, customer.toLowerCase()), inArray(customers.subscriptionId, subscriptionIds)));
  return [customer, ...rows.map((r) => r.id)];
};

/**
 * What an operator may read of the audit record: the events of their subscriptions, and of the events
 * that belong to no subscription (sign-ins, refused anonymous calls) only their own.
 */
const visibleTo = (auth: AuthContext): SQL =>
  or(
    auth.subscriptionIds.length > 0 ? inArray(auditEvents.subscriptionId, auth.subscriptionIds) : sql`false`,
    and(isNull(auditEvents.subscriptionId), eq(auditEvents.operatorId, auth.operator.id)),
  )!;

/** The aliases of the customers (of the operator's subscriptions) among the targets, by id: operators know customers by alias. */
const customerAliasesOf = async (db: Db, ids: string[], subscriptionIds: string[]): Promise<Map<string, string>> => {
  const customerIds = [...new Set(ids.filter((id) => uuidPattern.test(id)))];
  if (customerIds.length === 0 || subscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, alias: customers.alias })
    .from(customers)
    .where(and(inArray(customers.id, customerIds), inArray(customers.subscriptionId, subscriptionIds)));
  return new Map(rows.map((row) => [row.id, row.alias]));
};

export const listAuditEvents = async ({ db, auth, query }: { db: Db; auth: AuthContext; query: ListAuditQuery }) => {
  const conditions: SQL[] = [visibleTo(auth)];
  if (query.operator) {
    const pattern = `%${escapeLike(query.operator)}%`;
    conditions.push(or(ilike(auditEvents.operatorName, pattern), sql`${auditEvents.operatorId}::text = ${query.operator}`)!);
  }
  if (query.customer) {
    const ids = await customerTargetIds(db, query.customer.trim(), auth.subscriptionIds);
    conditions.push(sql`${auditEvents.targetIds} && ${sql.param(ids)}::text[]`);
  }
  if (query.text) {
    const pattern = `%${escapeLike(query.text)}%`;
    conditions.push(
      or(
        ilike(auditEvents.path, pattern),
        ilike(auditEvents.action, pattern),
        ilike(auditEvents.operatorName, pattern),
        sql`${auditEvents.details}::text ilike ${pattern}`,
      )!,
    );
  }
  if (query.from) conditions.push(gte(auditEvents.at, new Date(query.from)));
  if (query.to) conditions.push(lte(auditEvents.at, new Date(query.to)));
  const where = and(...conditions);
  const { rows, total } = await auditPage(db, where, query);
  const names = await customerAliasesOf(
    db,
    rows.flatMap((row) => row.targetIds),
    auth.subscriptionIds,
  );
  const events: AuditEvent[] = rows.map((row) => ({
    ...row,
    id: String(row.id),
    at: row.at.toISOString(),
    details: (row.details as Record<string, unknown> | null) ?? null,
    targets: row.targetIds.map((id) => ({ id, name: names.get(id) ?? null })),
  }));
  const [policy] = await db
    .select({ keepForDays: retentionPolicies.keepForDays })
    .from(retentionPolicies)
    .where(eq(retentionPolicies.target, 'auditEvents'));
  return { events, total, page: query.page, pageSize: query.pageSize, keptForDays: policy?.keepForDays ?? null };
};
