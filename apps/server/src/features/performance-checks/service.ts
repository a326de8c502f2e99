import {
  absoluteUriReasons,
  performanceCheckListLimit,
  type PerformanceCheck,
  type PerformanceCheckKind,
  type PerformanceCheckLaunched,
  type PerformanceCheckSummary,
  type PerformanceResult,
  type ValidationResult,
} from '@console/contract';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { performanceChecks } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import type { Live } from '../../live/live';
import { AppError } from '../../lib/app-error';
import { requireSubscription } from '../customers';
import { kindNames, performanceCheckJob } from './performance-check-jobs';
import { latestStatusesOf, recordTestStatus, statusesOf } from './test-statuses';

export type PerformanceCheckDeps = { db: Db; auth: AuthContext; config: Config; jobs: Jobs | undefined; live: Live };

type CheckRow = typeof performanceChecks.$inferSelect;

/** doc2 §2: the log viewer's query for one check's events (the job steps log with its id). */
export const checkLogSearchUrl = (config: Config, checkId: string) =>
  `${config.logSearchUrl}?filter=${encodeURIComponent(`checkId = '${checkId}'`)}`;

export const validateAbsoluteUri = ({ candidate }: { candidate: string }): ValidationResult => {
  const reasons = absoluteUriReasons(candidate);
  return { isValid: reasons.length === 0, reasons };
};

const toSummary = (row: CheckRow, latest: PerformanceCheckSummary['latestStatus']): PerformanceCheckSummary => ({
  id: row.id,
  kind: row.kind as PerformanceCheckKind,
  registrationSiteUrl: row.registrationSiteUrl,
  settings: row.settings,
  state: row.state as PerformanceCheckSummary['state'],
  jobCorrelationId: row.jobCorrelationId,
  launchedBy: row.launchedBy,
  createdAtUtc: row.createdAt.toISOString(),
  completedAtUtc: row.completedAtUtc?.toISOString() ?? null,
  latestStatus: latest,
});

/**
 * Launches a check: its record, its first status and its job, in the request's transaction (the job
 * is queued once it commits). Each check is its own job, so checks of a site may run side by side.
 */
export const launchCheck = async ({
  deps,
  kind,
  input,
}: {
  deps: PerformanceCheckDeps;
  kind: PerformanceCheckKind;
  input: { registrationSiteUrl: string } & Record<string, string | number>;
}): Promise<PerformanceCheckLaunched> => {
  const subscriptionId = requireSubscription(deps.auth);
  if (!deps.jobs) throw new AppError('unavailable', 'Background jobs are not running on this server, so a check cannot start');
  const { registrationSiteUrl, ...counts } = input;
  const settings = Object.fromEntries(Object.entries(counts).filter((e): e is [string, number] => typeof e[1] === 'number'));
  const checkId = randomUUID();
  const payload = { checkId, subscriptionId, kind, registrationSiteUrl, settings };
  const job = await deps.jobs.start(performanceCheckJob, { payload, subscriptionId, operatorId: deps.auth.operator.id });
  await deps.db.insert(performanceChecks).values({
    id: checkId,
    subscriptionId,
    kind,
    registrationSiteUrl,
    settings,
    state: 'queued',
    jobCorrelationId: job.correlationId,
    launchedBy: deps.auth.operator.name,
  });
  await recordTestStatus({
    db: deps.db,
    live: deps.live,
    subscriptionId,
    checkId,
    status: 'Queued',
    details: { state: 'queued', progressPercent: 0, kind: kindNames[kind] },
  });
  return { id: checkId, job };
};

/** Check {id} of the kind run again: a new check with its address and settings (the old one is kept as it is). */
export const rerunCheck = async ({
  deps,
  kind,
  id,
}: {
  deps: PerformanceCheckDeps;
  kind: PerformanceCheckKind;
  id: string;
}): Promise<PerformanceCheckLaunched> => {
  const row = await findCheck({ deps, kind, id });
  return launchCheck({ deps, kind, input: { registrationSiteUrl: row.registrationSiteUrl, ...row.settings } });
};

/** The subscription's newest checks of a kind, each with its newest status. */
export const listChecks = async ({
  deps,
  kind,
}: {
  deps: PerformanceCheckDeps;
  kind: PerformanceCheckKind;
}): Promise<PerformanceCheckSummary[]> => {
  const subscriptionId = requireSubscription(deps.auth);
  const rows = await deps.db
    .select()
    .from(performanceChecks)
    .where(and(eq(performanceChecks.subscriptionId, subscriptionId), eq(performanceChecks.kind, kind)))
    .orderBy(desc(performanceChecks.createdAt))
    .limit(performanceCheckListLimit);
  const latest = await latestStatusesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummary(row, latest.get(row.id) ?? null));
};

/** Check {id} of the kind in the operator's subscription; another kind's or subscription's is not found. */
const findCheck = async ({ deps, kind, id }: { deps: PerformanceCheckDeps; kind: PerformanceCheckKind; id: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const [row] = await deps.db
    .select()
    .from(performanceChecks)
    .where(
      and(eq(performanceChecks.id, id), eq(performanceChecks.subscriptionId, subscriptionId), eq(performanceChecks.kind, kind)),
    );
  if (!row) throw new AppError('notFound', `${kindNames[kind]} performance check ${id} was not found`);
  return row;
};

/** One check of the kind, in the operator's subscription, with its kept statuses and its result. */
export const getCheck = async ({
  deps,
  kind,
  id,
}: {
  deps: PerformanceCheckDeps;
  kind: PerformanceCheckKind;
  id: string;
}): Promise<PerformanceCheck> => {
  const row = await findCheck({ deps, kind, id });
  const statuses = await statusesOf(deps.db, row.id);
  return {
    ...toSummary(row, statuses.at(-1) ?? null),
    statuses,
    result: (row.result as PerformanceResult | null) ?? null,
    samples: row.samples,
    logSearchUrl: checkLogSearchUrl(deps.config, row.id),
  };
};
