import { Readable } from 'node:stream';
import { aircastExportFileName, aircastExportHeaders, type AircastExportQuery } from '@console/contract';
import { stringify } from 'csv-stringify';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aircastUsage, customers } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { requireSubscription } from '../customers';

export type AircastExportDeps = { db: Db; auth: AuthContext };

/** Rows read per query: memory stays bounded by one batch whatever the range holds. */
export const aircastBatchSize = 2000;

type UsageRow = {
  id: number;
  usageDate: string;
  alias: string;
  name: string;
  sessionName: string;
  hours: number;
  attendees: number;
  peakConcurrentViewers: number;
};

const inRange = (subscriptionId: string, { from, to }: AircastExportQuery) =>
  and(eq(customers.subscriptionId, subscriptionId), gte(aircastUsage.usageDate, from), lte(aircastUsage.usageDate, to));

/**
 * The range's usage in (date, id) order, one keyset batch at a time: each batch starts after the last
 * row of the one before, so no query holds a cursor open and no batch is larger than `aircastBatchSize`.
 */
async function* usageBatches(db: Db, subscriptionId: string, query: AircastExportQuery): AsyncGenerator<UsageRow[]> {
  let after: { usageDate: string; id: number } | null = null;
  for (;;) {
    const rows: UsageRow[] = await db
      .select({
        id: aircastUsage.id,
        usageDate: aircastUsage.usageDate,
        alias: customers.alias,
        name: customers.name,
        sessionName: aircastUsage.sessionName,
        hours: aircastUsage.hours,
        attendees: aircastUsage.attendees,
        peakConcurrentViewers: aircastUsage.peakConcurrentViewers,
      })
      .from(aircastUsage)
      .innerJoin(customers, eq(customers.id, aircastUsage.customerId))
      .where(
        and(
          inRange(subscriptionId, query),
          // A row comparison the (usage_date, id) index answers: each batch starts where the last ended.
          after
            ? sql`(${aircastUsage.usageDate}, ${aircastUsage.id}) > (${after.usageDate}::date, ${after.id}::bigint)`
            : undefined,
        ),
      )
      .orderBy(asc(aircastUsage.usageDate), asc(aircastUsage.id))
      .limit(aircastBatchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < aircastBatchSize) return;
    const last = rows[rows.length - 1]!;
    after = { usageDate: last.usageDate, id: last.id };
  }
}

async function* csvRecords(batches: AsyncGenerator<UsageRow[]>) {
  for await (const batch of batches) {
    for (const r of batch) {
      yield [r.alias, r.name, r.usageDate, r.sessionName, r.hours, r.attendees, r.peakConcurrentViewers];
    }
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
  const csv = stringify({ header: true, columns: [...aircastExportHeaders], escape_formulas: true });
  const records = Readable.from(csvRecords(usageBatches(deps.db, subscriptionId, query)));
  records.on('error', (error) => csv.destroy(error));
  return { fileName: aircastExportFileName(query.from, query.to), stream: records.pipe(csv) };
};
