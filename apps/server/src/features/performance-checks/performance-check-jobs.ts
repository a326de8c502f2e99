import type { PerformanceCheckKind } from '@console/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { performanceChecks } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import type { Live } from '../../live/live';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import type { PlatformPerformanceSample, PlatformResult } from '../../platform/types';
import { recordTestStatus } from './test-statuses';

export type PerformanceCheckPayload = {
  checkId: string;
  subscriptionId: string;
  kind: PerformanceCheckKind;
  registrationSiteUrl: string;
  settings: Record<string, number>;
};

export const kindNames: Record<PerformanceCheckKind, string> = {
  standard: 'Standard',
  pageHit: 'Page-hit',
  hardware: 'Hardware',
};

const phases = platformPhases['performanceCheck.run'];

const progressOf = (done: number) => Math.round((done / phases.length) * 100);

/** Marks a check failed (once) and keeps the status saying why; pushed when a live hub is at hand. */
export const failCheck = async ({
  db,
  live,
  payload,
  reason,
}: {
  db: Db;
  live: Live | null;
  payload: PerformanceCheckPayload;
  reason: string;
}) => {
  const changed = await db
    .update(performanceChecks)
    .set({ state: 'failed', completedAtUtc: new Date() })
    .where(and(eq(performanceChecks.id, payload.checkId), notInArray(performanceChecks.state, ['failed', 'succeeded'])))
    .returning({ id: performanceChecks.id });
  if (changed.length === 0) return;
  await recordTestStatus({
    db,
    live,
    subscriptionId: payload.subscriptionId,
    checkId: payload.checkId,
    status: 'Failed',
    details: { state: 'failed', reason },
  });
};

/** Keeps the seconds a phase measured with the check (merged by second, so a replay adds nothing twice). */
const keepMeasurements = async (db: Db, payload: PerformanceCheckPayload, result: PlatformResult) => {
  const measured = result.changes.flatMap((c) => (c.kind === 'performanceSamples' && c.checkId === payload.checkId ? [c] : []));
  return db.transaction(async (tx) => {
    const [check] = await tx.select().from(performanceChecks).where(eq(performanceChecks.id, payload.checkId)).for('update');
    if (!check) return null;
    const bySecond = new Map<number, PlatformPerformanceSample>(check.samples.map((s) => [s.second, s]));
    for (const change of measured) for (const sample of change.samples) bySecond.set(sample.second, sample);
    const finalResult = measured.find((c) => c.result)?.result ?? null;
    const [updated] = await tx
      .update(performanceChecks)
      .set({
        samples: [...bySecond.values()].sort((a, b) => a.second - b.second),
        ...(finalResult ? { result: finalResult, state: 'succeeded', completedAtUtc: new Date() } : {}),
      })
      .where(eq(performanceChecks.id, payload.checkId))
      .returning();
    return updated ?? null;
  });
};

/**
 * One phase of the run: a status says it started, the platform's load generators run it, and what
 * they measured is kept with the check. The last phase's result ends the check with a final status.
 */
const phaseStep = (phaseName: string, phase: number): JobStepDefinition<PerformanceCheckPayload> => ({
  name: phaseName,
  run: async ({ payload, platform, db, live, stepId, signal, log }) => {
    const subscriptionId = payload.subscriptionId;
    const checkId = payload.checkId;
    await db
      .update(performanceChecks)
      .set({ state: 'running', completedAtUtc: null })
      .where(and(eq(performanceChecks.id, checkId), notInArray(performanceChecks.state, ['running', 'succeeded'])));
    await recordTestStatus({
      db,
      live,
      subscriptionId,
      checkId,
      status: phaseName,
      details: { state: 'running', phase: phase + 1, phaseCount: phases.length, progressPercent: progressOf(phase) },
    });
    log.info({ checkId, phase: phaseName }, 'performance check phase started');
    let result: PlatformResult;
    try {
      result = await performPlatformRequest({
        platform,
        db,
        live,
        request: {
          operation: 'performanceCheck.run',
          target: { checkId, name: `${kindNames[payload.kind]} check of ${payload.registrationSiteUrl}`, subscriptionId },
          args: { kind: payload.kind, registrationSiteUrl: payload.registrationSiteUrl, settings: payload.settings },
          operationId: stepId,
          phase,
          signal,
        },
      });
    } catch (error) {
      // A shutdown hands the job back: the check goes on when it resumes, so it has not failed.
      if (!signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ checkId, phase: phaseName, reason }, 'performance check failed');
        await failCheck({ db, live, payload, reason });
      }
      throw error;
    }
    const check = await keepMeasurements(db, payload, result);
    if (check?.result) {
      log.info({ checkId, result: check.result }, 'performance check completed');
      await recordTestStatus({
        db,
        live,
        subscriptionId,
        checkId,
        status: 'Succeeded',
        details: { state: 'succeeded', progressPercent: 100, ...check.result },
      });
    }
    return { message: result.message };
  },
});

/** doc2 §7 POST /operations/performance/{kind}: one job per check, a step per phase of the run. */
export const performanceCheckJob: JobDefinition<PerformanceCheckPayload> = {
  type: 'performanceCheck.run',
  describe: (p) => ({ name: `${kindNames[p.kind]} performance check of ${p.registrationSiteUrl}`, target: null }),
  steps: () => phases.map((name, index) => phaseStep(name, index)),
  // A job that ran out of attempts (its worker died each time) leaves no check running for ever, and an
  // open result page sees the final status at once.
  onCompleted: async ({ payload, db, live, isFaulted }) => {
    if (isFaulted) await failCheck({ db, live, payload, reason: 'The check did not finish' });
  },
};
