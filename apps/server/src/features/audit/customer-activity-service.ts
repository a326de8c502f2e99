import {
  activityKindOf,
  endpoints,
  type ActivityKind,
  type CustomerActivityEntry,
  type ListCustomerActivityQuery,
} from '@console/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { auditPage } from './audit-page';
import { findCustomer, requireSubscription } from '../customers';

/**
 * The audit record keeps each call's action as its endpoint's summary; every summary's kind comes from the
 * endpoint's path, so a kind filter is a list of summaries (the audit index on targets does the rest).
 */
const kindOfAction = new Map<string, ActivityKind>(Object.values(endpoints).map((e) => [e.summary, activityKindOf(e.path)]));

const actionsOfKind = (kind: ActivityKind): string[] =>
  [...kindOfAction].filter(([, actionKind]) => actionKind === kind).map(([action]) => action);

const actionsNotOther = [...kindOfAction].filter(([, kind]) => kind !== 'other').map(([action]) => action);

/**
 * A customer's activity: the changes made to it (the audit events that name it as a target, in its
 * subscription), newest first, a page at a time, optionally of one kind. A customer of another
 * subscription is not found, as every customer read.
 */
export const listCustomerActivity = async ({
  db,
  auth,
  id,
  query,
}: {
  db: Db;
  auth: AuthContext;
  id: string;
  query: ListCustomerActivityQuery;
}) => {
  const subscriptionId = requireSubscription(auth);
  await findCustomer({ db, subscriptionId, id, select: { id: sql<string>`customers.id` } });
  const conditions: SQL[] = [
    sql`${auditEvents.targetIds} && ${sql.param([id])}::text[]`,
    eq(auditEvents.subscriptionId, subscriptionId),
    // Reads are not activity (and are not audited); a refused call is, as a failed attempt.
    ne(auditEvents.method, 'GET'),
  ];
  if (query.kind) {
    // 'other' is every action of no section's kind, including actions no endpoint has any more.
    const isOther = query.kind === 'other';
    const actions = actionsOfKind(query.kind);
    conditions.push(
      isOther
        ? sql`not (${auditEvents.action} = any(${sql.param(actionsNotOther)}::text[]))`
        : sql`${auditEvents.action} = any(${sql.param(actions)}::text[])`,
    );
  }
  const where = and(...conditions);
  const { rows, total } = await auditPage(db, where, query);
  const entries: CustomerActivityEntry[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    operatorName: row.operatorName,
    kind: kindOfAction.get(row.action) ?? 'other',
    action: row.action,
    outcome: row.outcome,
    changeReason: row.changeReason,
  }));
  return { entries, total, page: query.page, pageSize: query.pageSize };
};
