import { aircastExportFileName, aircastExportHeaders, type AircastExportQuery } from '@console/contract';
import { stringify, type Stringifier } from 'csv-stringify';
import { and, asc, count, eq, gt, gte, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { aircastUsage, customers } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { requireSubscription } from '../customers';

export type AircastExportDeps = { db: Db; auth: AuthContext };

/** Rows read per query: memory stays bounded by one batch whatever the range holds. */
export const aircastBatchSize = 5000;

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
 * The range's usage in (date, id) order, one keyset batch at a time, a day at a time: each query asks for
 * one day's rows after the last id read (`usage_date = d and id > last`), which the (usage_date, id) index
 * answers in order whatever the table's statistics say; a query over the whole rest of the range let the
 * planner read and sort all of it for every batch. No query holds a cursor open and no batch is larger
 * than `aircastBatchSize`; the next day with usage is found through the same index.
 */
async function* usageBatches(db: Db, subscriptionId: string, query: AircastExportQuery): AsyncGenerator<UsageRow[]> {
  let day: string | null = query.from;
  let afterId = 0;
  while (day !== null) {
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
      .where(and(eq(aircastUsage.usageDate, day), gt(aircastUsage.id, afterId), eq(customers.subscriptionId, subscriptionId)))
      .orderBy(asc(aircastUsage.id))
      .limit(aircastBatchSize);
    if (rows.length > 0) yield rows;
    if (rows.length === aircastBatchSize) {
      afterId = rows[rows.length - 1]!.id;
      continue;
    }
    // The day is done: on to the next day with any usage in the range (of any subscription: cheap, and exact enough).
    const [next] = await db
      .select({ day: min(aircastUsage.usageDate) })
      .from(aircastUsage)
      .where(and(gt(aircastUsage.usageDate, day), lte(aircastUsage.usageDate, query.to)));
    day = next?.day ?? null;
    afterId = 0;
  }
}

/** Until the stream wants more, or is gone (a client that left mid-download closes it). */
const drainedOrClosed = (csv: Stringifier) =>
  new Promise<void>((resolve) => {
    const done = () => {
      csv.off('drain', done);
      csv.off('close', done);
      resolve();
    };
    csv.on('drain', done);
    csv.on('close', done);
  });

/** Writes the batches' rows into the CSV stream as the client takes them (waiting on drain), then ends it. */
const pump = async (batches: AsyncGenerator<UsageRow[]>, csv: Stringifier) => {
  try {
    for await (const batch of batches) {
      if (csv.destroyed) return;
      let isFull = false;
      for (const r of batch) {
        isFull = !csv.write([r.alias, r.name, r.usageDate, r.sessionName, r.hours, r.attendees, r.peakConcurrentViewers]);
      }
      // One batch is buffered at most: the next is read once the client has taken this one.
      if (isFull) await drainedOrClosed(csv);
    }
    csv.end();
  } catch (error) {
    csv.destroy(error as Error);
  }
};

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
  void pump(usageBatches(deps.db, subscriptionId, query), csv);
  return { fileName: aircastExportFileName(query.from, query.to), stream: csv };
};
