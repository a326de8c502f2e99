import { kpiDateOptionsAt, type KpiProcessInformation, type UpdateKpiProcessInformationBody, type Job } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { kpiProcessInformation } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { requireSubscription } from '../customers';
import { generateKpiDataJob, kpiProcessId, recordKpiRun } from './kpi-jobs';

export type KpiDeps = { db: Db; auth: AuthContext; jobs: Jobs; now?: () => Date };

type ProcessRow = typeof kpiProcessInformation.$inferSelect;

const toInformation = (row: ProcessRow | undefined): KpiProcessInformation => ({
  lastGeneratedDate: row?.lastGeneratedDate ?? null,
  lastRunDate: row?.lastRunDate ?? null,
  lastRunAtUtc: row?.lastRunAt?.toISOString() ?? null,
  lastRunStatus: row?.lastRunStatus ?? 'never',
  lastRunMessage: row?.lastRunMessage ?? null,
  rowsWritten: row?.rowsWritten ?? 0,
  isEnabled: row?.isEnabled ?? true,
  recipients: row?.recipients ?? [],
  notes: row?.notes ?? '',
  // No record yet is version 0: the first save creates it.
  version: row?.version ?? 0,
  changedByName: row?.changedByName ?? null,
  changedAtUtc: row?.changedAt?.toISOString() ?? null,
});

export const getDateOptions = ({ deps }: { deps: KpiDeps }): string[] => kpiDateOptionsAt((deps.now ?? (() => new Date()))());

export const getProcessInformation = async ({ deps }: { deps: KpiDeps }): Promise<KpiProcessInformation> => {
  const [row] = await deps.db.select().from(kpiProcessInformation).where(eq(kpiProcessInformation.id, kpiProcessId));
  return toInformation(row);
};

/** Starts the month's generation (one job per date: a second while it runs is a 409 naming it). */
export const generate = async ({ deps, date }: { deps: KpiDeps; date: string }): Promise<{ job: Job }> => {
  const subscriptionId = requireSubscription(deps.auth);
  const options = getDateOptions({ deps });
  if (!options.includes(date)) {
    throw new AppError(
      'badRequest',
      `Date ${date} is not one of the KPI date options (the first day of each of the last ${options.length} months).`,
    );
  }
  // In the request's transaction, before the job can run: its own record of the outcome comes after.
  await recordKpiRun(deps.db, { date, status: 'running', lastRunMessage: null });
  const job = await deps.jobs.start(generateKpiDataJob, { payload: { date }, subscriptionId, operatorId: deps.auth.operator.id });
  return { job };
};

const whenText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Saves the settings over the version the operator read; a newer version is a 409 naming who saved it. */
export const updateProcessInformation = async ({
  deps,
  body,
}: {
  deps: KpiDeps;
  body: UpdateKpiProcessInformationBody;
}): Promise<KpiProcessInformation> => {
  requireSubscription(deps.auth);
  // The first save creates the record; a concurrent first save finds it there and is checked below.
  await deps.db.insert(kpiProcessInformation).values({ id: kpiProcessId }).onConflictDoNothing();
  const [current] = await deps.db
    .select()
    .from(kpiProcessInformation)
    .where(eq(kpiProcessInformation.id, kpiProcessId))
    .for('update');
  if (!current) throw new AppError('notFound', 'The KPI process information was not found');
  if (current.version !== body.version) {
    const who = current.changedByName ?? 'Another operator';
    const when = current.changedAt ? ` at ${whenText(current.changedAt)}` : '';
    throw new AppError(
      'conflict',
      `${who} changed the KPI process information${when}, after you opened it. Reload to see their change.`,
      undefined,
      {
        ...(current.changedByName && { changedBy: current.changedByName }),
        ...(current.changedAt && { changedAt: current.changedAt.toISOString() }),
        currentVersion: current.version,
      },
    );
  }
  const [saved] = await deps.db
    .update(kpiProcessInformation)
    .set({
      isEnabled: body.isEnabled,
      recipients: [...new Set(body.recipients.map((r) => r.trim().toLowerCase()))],
      notes: body.notes.trim(),
      version: current.version + 1,
      changedByName: deps.auth.operator.name,
      changedAt: new Date(),
    })
    .where(eq(kpiProcessInformation.id, kpiProcessId))
    .returning();
  return toInformation(saved);
};
