import { count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents } from '../../db/schema';

/** One page of audit records, newest first, and how many match in all: the audit list and a customer's activity. */
export const auditPage = async (db: Db, where: SQL | undefined, { page, pageSize }: { page: number; pageSize: number }) => {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};
