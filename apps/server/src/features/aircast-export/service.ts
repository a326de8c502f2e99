import { aircastExportFileName, aircastExportHeaders, type AircastExportQuery } from '@console/contract';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { aircastUsage, customers } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { requireSubscription } from '../customers';

export type AircastExportDeps = { db: Db; auth: AuthContext };

/** Rows read per query: memory stays bounded by two batches (one written, the next being read) whatever the range holds. */
export const aircastBatchSize = 5000;

/** A usage row as read: the keyset (id, day) first, then whether it is the caller's, then the CSV's cells. */
type UsageRow = {
  id: number;
  usage_date: string;
  is_mine: boolean;
  alias: string;
  name: string;
  session_name: string;
  hours: number;
  attendees: number;
  peak_concurrent_viewers: number;
};

const inRange = (subscriptionId: string, { from, to }: AircastExportQuery) =>
  and(eq(customers.subscriptionId, subscriptionId), gte(aircastUsage.usageDate, from), lte(aircastUsage.usageDate, to));

/**
 * One keyset batch of the range in (date, id) order after `after`: the inner query walks the (usage_date, id)
 * index alone, so the next batch starts where the last ended whoever's rows they are; the join names each
 * row's customer and says whether it is the caller's. Sorting is turned off for this statement so the
 * planner follows the index even when its statistics are old (PGlite has no autovacuum), instead of
 * reading and sorting the whole rest of the range for every batch.
 */
const readBatch = (db: Db, subscriptionId: string, to: string, after: { day: string; id: number }): Promise<UsageRow[]> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(sql`
      select b.id, b.usage_date::text as usage_date, c.subscription_id = ${subscriptionId} as is_mine, c.alias, c.name,
             b.session_name, b.hours, b.attendees, b.peak_concurrent_viewers
      from (
        select * from ${aircastUsage}
        where (usage_date, id) > (${after.day}::date, ${after.id}) and usage_date <= ${to}::date
        order by usage_date, id
        limit ${aircastBatchSize}
      ) b
      join ${customers} c on c.id = b.customer_id
      order by b.usage_date, b.id`);
    return rowsOf<UsageRow>(result);
  });

/**
 * The range's CSV, a batch at a time: while one batch is turned into CSV text (csv-stringify, a batch per
 * call) the next is already being read, so the database works while the server writes. `Readable.from`
 * asks for the next chunk only when the client has taken the last one, and a client that leaves ends the
 * generator, which stops reading.
 */
async function* csvChunks(db: Db, subscriptionId: string, query: AircastExportQuery): AsyncGenerator<string> {
  const options = { columns: [...aircastExportHeaders], escape_formulas: true } as const;
  let isHeaderWritten = false;
  let next: Promise<UsageRow[]> | null = readBatch(db, subscriptionId, query.to, { day: query.from, id: -1 });
  while (next) {
    const batch: UsageRow[] = await next;
    const last = batch[batch.length - 1];
    next =
      batch.length === aircastBatchSize && last
        ? readBatch(db, subscriptionId, query.to, { day: last.usage_date, id: last.id })
        : null;
    const records: (string | number)[][] = [];
    for (const r of batch) {
      if (r.is_mine)
        records.push([r.alias, r.name, r.usage_date, r.session_name, r.hours, r.attendees, r.peak_concurrent_viewers]);
    }
    if (records.length === 0 && (isHeaderWritten || next)) continue;
    yield stringify(records, { ...options, header: !isHeaderWritten });
    isHeaderWritten = true;
  }
}

/** How many usage rows the range holds (the console shows 'No data' for none). */
export const countAircastData = async ({ deps, query }: { deps: AircastExportDeps; query: AircastExportQuery }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const [row] = await deps.db
    .select({ rowCount: count() })
    .from(aircastUsage)
    .innerJoin(customers, eq(customers.id, aircastUsage.customerId))
    .where(inRange(subscriptionId, query));
  return { rowCount: row?.rowCount ?? 0 };
};

/**
 * doc2 §7 Aircast export: the file name and the CSV stream (csv-stringify quotes and escapes; a cell starting like a formula
 * is prefixed so spreadsheets do not run it), read from the database as it is sent.
 */
export const exportAircastData = async ({ deps, query }: { deps: AircastExportDeps; query: AircastExportQuery }) => {
  const subscriptionId = requireSubscription(deps.auth);
  return {
    fileName: aircastExportFileName(query.from, query.to),
    stream: Readable.from(csvChunks(deps.db, subscriptionId, query), { objectMode: false }),
  };
};
