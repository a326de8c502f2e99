import { constants, type TestStatus } from '@console/contract';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { performanceCheckStatuses } from '../../db/schema';
import type { Live } from '../../live/live';

type StatusRow = typeof performanceCheckStatuses.$inferSelect;

export const toTestStatus = (row: StatusRow): TestStatus => ({
  checkId: row.checkId,
  status: row.status,
  details: row.details,
  atUtc: row.atUtc.toISOString(),
});

/**
 * Keeps a check's new status and pushes it on the testStatus hub (doc2 §4). Only the last 20 of a
 * check are kept (doc2 §9): the older ones are deleted with the insert, so the table stays bounded.
 */
export const recordTestStatus = async ({
  db,
  live,
  subscriptionId,
  checkId,
  status,
  details,
}: {
  db: Db;
  live: Live | null;
  subscriptionId: string;
  checkId: string;
  status: string;
  details: Record<string, unknown>;
}): Promise<TestStatus> => {
  const [row] = await db.insert(performanceCheckStatuses).values({ checkId, status, details }).returning();
  const kept = db
    .select({ id: performanceCheckStatuses.id })
    .from(performanceCheckStatuses)
    .where(eq(performanceCheckStatuses.checkId, checkId))
    .orderBy(desc(performanceCheckStatuses.id))
    .limit(constants.recentTestStatusesKept);
  await db
    .delete(performanceCheckStatuses)
    .where(and(eq(performanceCheckStatuses.checkId, checkId), notInArray(performanceCheckStatuses.id, kept)));
  const pushed = toTestStatus(row!);
  await live?.push({ hub: 'testStatus', event: 'testStatusChanged', payload: pushed, subscriptionId });
  return pushed;
};

/** A check's kept statuses, oldest first. */
export const statusesOf = async (db: Db, checkId: string): Promise<TestStatus[]> => {
  const rows = await db
    .select()
    .from(performanceCheckStatuses)
    .where(eq(performanceCheckStatuses.checkId, checkId))
    .orderBy(desc(performanceCheckStatuses.id))
    .limit(constants.recentTestStatusesKept);
  return rows.reverse().map(toTestStatus);
};

/** The newest status of each check, by check id. */
export const latestStatusesOf = async (db: Db, checkIds: string[]): Promise<Map<string, TestStatus>> => {
  if (checkIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([performanceCheckStatuses.checkId])
    .from(performanceCheckStatuses)
    .where(inArray(performanceCheckStatuses.checkId, checkIds))
    .orderBy(performanceCheckStatuses.checkId, desc(performanceCheckStatuses.id));
  return new Map(rows.map((row) => [row.checkId, toTestStatus(row)]));
};
