import { isFinalStepState } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordErrorEvent } from '../audit/error-events';
import type { Db } from '../db/database';
import { isAppError } from '../lib/app-error';
import type { Live } from '../live/live';
import { isPlatformError, type Platform } from '../platform/types';
import {
  cancelRequestOf,
  completeJob,
  countAttempt,
  loadJob,
  skipRemainingSteps,
  updateStep,
  type StepRow,
  type StoredJob,
} from './job-store';
import { pushJob, pushStep } from './job-pushes';
import type { JobDefinition } from './types';

export type RunnerDeps = {
  db: Db;
  platform: Platform;
  live: Live;
  log: FastifyBaseLogger;
  definitions: Map<string, JobDefinition<unknown>>;
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thrown when this process gives a job back mid-way (shutdown); the queue resumes it elsewhere. */
export class JobInterruptedError extends Error {
  constructor() {
    super('The job was handed back to the queue');
    this.name = 'JobInterruptedError';
  }
}

/** What an operator reads on a failed step. */
export const failureReason = (error: unknown, log: FastifyBaseLogger): string => {
  if (isPlatformError(error)) return error.reason;
  if (isAppError(error)) return error.errorMessage;
  log.error({ err: error }, 'job step failed unexpectedly');
  return `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
};

/**
 * Ends a job. The steps that ended with it (`endedSteps`: the last one run, the ones skipped) go out
 * in the job's completion push instead of one push each; if another worker completed the job first,
 * they go out on their own.
 */
const finish = async (
  deps: RunnerDeps,
  stored: StoredJob,
  outcome: { isFaulted: boolean; faultReason: string | null; failedTargetIds: string[] },
  definition: JobDefinition<unknown> | undefined,
  endedSteps: StepRow[],
) => {
  let { isFaulted, faultReason } = outcome;
  if (definition?.onCompleted) {
    try {
      await definition.onCompleted({
        payload: stored.row.payload,
        db: deps.db,
        live: deps.live,
        isFaulted,
        failedTargetIds: outcome.failedTargetIds,
      });
    } catch (error) {
      deps.log.error({ err: error, jobType: stored.row.type }, 'finishing a job failed');
      isFaulted = true;
      faultReason = `The job's work was done but recording its outcome failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const completed = await completeJob(deps.db, stored.row.correlationId, { isFaulted, faultReason });
  if (completed) pushJob(deps.live, completed, 'changed', new Set(endedSteps.map((step) => step.id)));
  else for (const step of endedSteps) pushStep(deps.live, stored.row.subscriptionId, step);
  if (completed && isFaulted) {
    await recordErrorEvent(deps, {
      source: 'job',
      message: `${stored.row.name}${stored.row.targetName ? ` (${stored.row.targetName})` : ''} faulted: ${faultReason ?? 'no reason given'}`,
      subscriptionId: stored.row.subscriptionId,
      details: { correlationId: stored.row.correlationId, type: stored.row.type, targetId: stored.row.targetId },
    });
  }
};

/**
 * Runs (or resumes) one job: every step not yet final runs in order; a step left running by a
 * crashed worker runs again with the same step id, which the platform uses to act only once.
 */
export const runJob = async (deps: RunnerDeps, input: { correlationId: string; attempt: number; signal: AbortSignal }) => {
  const { db, live, log } = deps;
  const stored = await loadJob(db, input.correlationId);
  if (!stored || stored.row.isCompleted) return;
  await countAttempt(db, input.correlationId);
  const { row } = stored;
  const subscriptionId = row.subscriptionId;
  const definition = deps.definitions.get(row.type);
  if (!definition) {
    const skipped = (await skipRemainingSteps(db, row.correlationId)).sort((a, b) => a.position - b.position);
    await finish(
      deps,
      stored,
      { isFaulted: true, faultReason: `This server does not know how to run "${row.type}" jobs`, failedTargetIds: [] },
      undefined,
      skipped,
    );
    return;
  }
  const definitions = definition.steps(row.payload);
  const isStopOnFailure = (definition.onStepFailure ?? 'stop') === 'stop';
  const failures: { name: string; reason: string; targetId: string | null }[] = [];
  const endedSteps: StepRow[] = [];
  let cancelledBy: string | null = null;
  // The last step this run has to run: once it ends, the job ends (found once, not per step, so a
  // 10,000-step job does not scan the steps after each one).
  const lastToRun = stored.steps.findLastIndex((step) => !isFinalStepState(step.state));

  for (const [index, step] of stored.steps.entries()) {
    if (isFinalStepState(step.state)) {
      if (step.state === 'failed') failures.push({ name: step.name, reason: step.message ?? 'failed', targetId: step.targetId });
      continue;
    }
    if (isStopOnFailure && failures.length > 0) break;
    if (input.signal.aborted) throw new JobInterruptedError();
    // A cancel takes effect between steps: the platform finishes a phase it has begun.
    cancelledBy = row.isCancellable ? await cancelRequestOf(db, row.correlationId) : null;
    if (cancelledBy) break;
    const stepDefinition = definitions[step.position];
    const wasInterrupted = step.state === 'running';
    const running = await updateStep(db, step.id, {
      state: 'running',
      startedAtUtc: step.startedAtUtc ?? new Date(),
      message: wasInterrupted ? 'Resumed after the worker running it stopped' : null,
    });
    if (running) pushStep(live, subscriptionId, running);
    let reason: string | null = null;
    let message: string | null = null;
    try {
      if (!stepDefinition) throw new Error(`step ${step.position + 1} is no longer part of the "${row.type}" definition`);
      const result = await stepDefinition.run({
        payload: row.payload,
        jobCorrelationId: row.correlationId,
        stepId: step.id,
        targetId: step.targetId,
        attempt: input.attempt,
        signal: input.signal,
        db,
        platform: deps.platform,
        live: deps.live,
        log,
      });
      message = result?.message ?? null;
    } catch (error) {
      // Leave the step running: whoever resumes the job runs it again under the same id.
      if (input.signal.aborted) throw new JobInterruptedError();
      reason = failureReason(error, log);
      if (isPlatformError(error)) {
        await recordErrorEvent(deps, {
          source: 'platform',
          message: `${step.name}: ${reason}`,
          subscriptionId,
          details: { correlationId: row.correlationId, stepId: step.id, targetId: step.targetId },
        });
      }
    }
    const done = await updateStep(db, step.id, {
      state: reason === null ? 'succeeded' : 'failed',
      message: reason ?? message,
      completedAtUtc: new Date(),
    });
    if (reason !== null) failures.push({ name: step.name, reason, targetId: step.targetId });
    const isJobEnding = (isStopOnFailure && failures.length > 0) || index >= lastToRun;
    if (done && isJobEnding) endedSteps.push(done);
    else if (done) pushStep(live, subscriptionId, done);
    // Between steps the process serves its other work: on embedded PGlite with an instant platform
    // every await of a step settles without I/O, so a 10,000-step job would otherwise hold the event
    // loop (HTTP, timers, other jobs) until it ends.
    if (!isJobEnding) await yieldToEventLoop();
  }

  if (cancelledBy) {
    const skipped = (await skipRemainingSteps(db, row.correlationId)).sort((a, b) => a.position - b.position);
    await finish(
      deps,
      stored,
      {
        isFaulted: true,
        faultReason: `Cancelled by ${cancelledBy}${skipped[0] ? ` before ${skipped[0].name}` : ''}`,
        failedTargetIds: failures.flatMap((f) => (f.targetId ? [f.targetId] : [])),
      },
      definition,
      [...endedSteps, ...skipped],
    );
    return;
  }
  if (isStopOnFailure && failures.length > 0) endedSteps.push(...(await skipRemainingSteps(db, row.correlationId)));
  const first = failures[0];
  const faultReason = !first
    ? null
    : isStopOnFailure
      ? `${first.name}: ${first.reason}`
      : `${failures.length} of ${stored.steps.length} steps failed. First: ${first.name}: ${first.reason}`;
  await finish(
    deps,
    stored,
    {
      isFaulted: failures.length > 0,
      faultReason,
      failedTargetIds: failures.flatMap((f) => (f.targetId ? [f.targetId] : [])),
    },
    definition,
    endedSteps,
  );
};

/**
 * Ends a job that can no longer run (its attempts ran out, or its queue entry failed): the step that
 * was running fails with the reason, the rest are skipped, and the job ends faulted.
 */
export const faultJob = async (deps: RunnerDeps, correlationId: string, reason: string) => {
  const stored = await loadJob(deps.db, correlationId);
  if (!stored || stored.row.isCompleted) return;
  const endedSteps: StepRow[] = [];
  for (const step of stored.steps) {
    if (step.state !== 'running') continue;
    const failed = await updateStep(deps.db, step.id, { state: 'failed', message: reason, completedAtUtc: new Date() });
    if (failed) endedSteps.push(failed);
  }
  endedSteps.push(...(await skipRemainingSteps(deps.db, correlationId)));
  const failedTargetIds = stored.steps.flatMap((s) => (s.state === 'failed' && s.targetId ? [s.targetId] : []));
  await finish(
    deps,
    stored,
    { isFaulted: true, faultReason: reason, failedTargetIds },
    deps.definitions.get(stored.row.type),
    endedSteps,
  );
};
