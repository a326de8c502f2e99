import type { ErrorEvent, ListErrorEventsQuery } from '@console/contract';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { errorEvents } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { visibleErrorEvents } from '../monitoring';
import { escapeLike } from '../../lib/like-pattern';

/** The error events an operator may read, newest first, filtered like the audit record. */
export const listErrorEvents = async ({ db, auth, query }: { db: Db; auth: AuthContext; query: ListErrorEventsQuery }) => {
  const conditions: SQL[] = [visibleErrorEvents(auth)];
  if (query.source) conditions.push(eq(errorEvents.source, query.source));
  if (query.text) conditions.push(ilike(errorEvents.message, `%${escapeLike(query.text)}%`));
  if (query.from) conditions.push(gte(errorEvents.at, new Date(query.from)));
  if (query.to) conditions.push(lte(errorEvents.at, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(errorEvents)
      .where(where)
      .orderBy(desc(errorEvents.at), desc(errorEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(errorEvents).where(where),
  ]);
  const events: ErrorEvent[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    source: row.source,
    message: row.message,
    subscriptionId: row.subscriptionId,
    details: (row.details as Record<string, unknown> | null) ?? null,
  }));
  return { events, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
};
