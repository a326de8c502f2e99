import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kpiProcessInformation } from '../../db/schema';
import type { JobDefinition } from '../../jobs/types';
import { writeKpiRows } from './kpi-rows';

export type KpiJobPayload = { date: string };

/** The one process record's id. */
export const kpiProcessId = 'kpi';

const monthName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Records a run's outcome (the job's writes never touch the operator-edited settings or their version). */
export const recordKpiRun = async (
  db: Db,
  run: Partial<Pick<typeof kpiProcessInformation.$inferInsert, 'lastGeneratedDate' | 'rowsWritten' | 'lastRunMessage'>> & {
    date: string;
    status: 'running' | 'succeeded' | 'failed';
  },
) => {
  const values = {
    lastRunDate: run.date,
    lastRunAt: new Date(),
    lastRunStatus: run.status,
    lastRunMessage: run.lastRunMessage ?? null,
    ...(run.lastGeneratedDate !== undefined && { lastGeneratedDate: run.lastGeneratedDate }),
    ...(run.rowsWritten !== undefined && { rowsWritten: run.rowsWritten }),
  };
  await db
    .insert(kpiProcessInformation)
    .values({ id: kpiProcessId, ...values })
    .onConflictDoUpdate({ target: kpiProcessInformation.id, set: values });
};

/** doc2 §7 POST generateKpiData/{date}: one job per date computes the month's KPI rows. */
export const generateKpiDataJob: JobDefinition<KpiJobPayload> = {
  type: 'kpi.generate',
  describe: (p) => ({
    name: `Generate KPI data for ${monthName(p.date)}`,
    target: { type: 'fleet', id: `kpi:${p.date}`, name: `KPI data ${p.date}` },
  }),
  steps: (p) => [
    {
      name: `Compute the KPI rows of ${monthName(p.date)}`,
      run: async ({ db }) => {
        const rowsWritten = await writeKpiRows(db, p.date);
        await recordKpiRun(db, {
          date: p.date,
          status: 'succeeded',
          lastGeneratedDate: p.date,
          rowsWritten,
          lastRunMessage: `${rowsWritten} KPI rows written`,
        });
        return { message: `${rowsWritten} KPI rows written` };
      },
    },
  ],
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (!isFaulted) return;
    const [row] = await db.select().from(kpiProcessInformation).where(eq(kpiProcessInformation.id, kpiProcessId));
    // A later run of another date may have finished since: only this run's record turns failed.
    if (row?.lastRunDate === payload.date && row.lastRunStatus === 'running') {
      await recordKpiRun(db, { date: payload.date, status: 'failed', lastRunMessage: 'The KPI generation failed' });
    }
  },
};
