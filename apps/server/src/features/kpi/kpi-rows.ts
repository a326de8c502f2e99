import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kpiData } from '../../db/schema';

/** The first day of the month after the period's. */
export const periodEnd = (periodStart: string): string => {
  const [year, month] = periodStart.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
};

type KpiRow = { subscriptionId: string; metric: string; dimension: string; value: number };

const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<KpiRow[]> => {
  const result = await db.execute(query);
  return (
    (result as { rows: unknown[] }).rows as {
      subscription_id: string;
      metric: string;
      dimension: string | null;
      value: number | string;
    }[]
  ).map((r) => ({ subscriptionId: r.subscription_id, metric: r.metric, dimension: r.dimension ?? '', value: Number(r.value) }));
};

/**
 * The KPI rows of a month, per subscription, from the console's own tables: active customers (enabled,
 * active, existing by the month's end), customers by licence offering, aircast sessions, hours and
 * attendees in the month, and the errors recorded in it.
 */
export const computeKpiRows = async (db: Db, periodStart: string): Promise<KpiRow[]> => {
  const end = periodEnd(periodStart);
  const endAt = `${end}T00:00:00Z`;
  const startAt = `${periodStart}T00:00:00Z`;
  const customersAlive = sql`c.is_enabled and c.state = 'active' and c.created_at < ${endAt}::timestamptz`;
  return [
    ...(await rowsOf(
      db,
      sql`select c.subscription_id, 'activeCustomers' as metric, '' as dimension, count(*)::int as value
          from customers c where ${customersAlive} group by c.subscription_id`,
    )),
    ...(await rowsOf(
      db,
      sql`select c.subscription_id, 'customersByLicenceOffering' as metric,
                 coalesce(c.license_details->>'licenseOfferingId', 'Unspecified') as dimension, count(*)::int as value
          from customers c where ${customersAlive} group by 1, 3`,
    )),
    ...(
      await rowsOf(
        db,
        sql`select c.subscription_id, m.metric, '' as dimension,
                   case m.metric when 'aircastSessions' then count(*)::float8
                                 when 'aircastHours' then coalesce(sum(a.hours), 0)
                                 else coalesce(sum(a.attendees), 0)::float8 end as value
            from aircast_usage a
            join customers c on c.id = a.customer_id
            cross join (values ('aircastSessions'), ('aircastHours'), ('aircastAttendees')) as m(metric)
            where a.usage_date >= ${periodStart}::date and a.usage_date < ${end}::date
            group by c.subscription_id, m.metric`,
      )
    ).map((r) => ({ ...r, value: Math.round(r.value * 100) / 100 })),
    ...(await rowsOf(
      db,
      sql`select e.subscription_id, 'errors' as metric, '' as dimension, count(*)::int as value
          from error_events e
          where e.subscription_id is not null and e.at >= ${startAt}::timestamptz and e.at < ${endAt}::timestamptz
            and exists (select 1 from subscriptions s where s.id = e.subscription_id)
          group by e.subscription_id`,
    )),
  ];
};

/** Replaces the month's KPI rows (a generation run again overwrites, never doubles). */
export const writeKpiRows = async (db: Db, periodStart: string): Promise<number> => {
  const rows = await computeKpiRows(db, periodStart);
  await db.transaction(async (tx) => {
    await tx.delete(kpiData).where(sql`${kpiData.periodStart} = ${periodStart}`);
    if (rows.length > 0) await tx.insert(kpiData).values(rows.map((r) => ({ ...r, periodStart })));
  });
  return rows.length;
};
