import type { JobTarget } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ConstructorOptions, PgBoss } from 'pg-boss';
import { pgliteWithDefaultParsers, type Database } from '../db/database';
import { afterCommit, isInUnitOfWork } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import type { Live } from '../live/live';
import type { Platform } from '../platform/types';
import {
  deleteJob,
  failedTargetIds,
  findRunningJob,
  insertJob,
  listIncompleteJobs,
  listStaleJobs,
  loadJob,
  recordJobError,
  reopenJob,
  requestCancel,
  toJob,
} from './job-store';
import { pushJob } from './job-pushes';
import { faultJob, JobInterruptedError, runJob, type RunnerDeps } from './runner';
import { defaultJobsSettings, type JobsSettings } from './settings';
import type { JobDefinition, JobsRuntime } from './types';

/** Jobs on one target (a customer, a deployment): each process works `concurrency` of them at once. */
export const jobQueueName = 'console-jobs';
/**
 * Fleet-wide jobs (bulk actions, self-tests): their own queue with their own, smaller share of
 * workers, so a single-customer action never waits behind them, also when they resume after a crash
 * (docs/decisions/011).
 */
export const bulkJobQueueName = 'console-bulk-jobs';

/** The queue of a job, by its target: decided here only, for starting, sweeping and resuming alike. */
export const queueOf = (targetType: string | null): string => (targetType === 'fleet' ? bulkJobQueueName : jobQueueName);

/**
 * Bulk jobs one process works at once, besides its `concurrency` single-target ones: half as many,
 * at least one. Each bulk job runs one platform operation at a time, so this bounds the fleet-wide
 * load without taking a slot from single-target work.
 */
export const bulkConcurrencyOf = (concurrency: number): number => Math.max(1, Math.floor(concurrency / 2));

type QueueData = { correlationId: string };

/**
 * One job per target and action (docs/decisions/011): the key of a job is its subscription, type and
 * target, and what its definition says tells two of them apart. A bulk job targets the subscription's
 * fleet, so one bulk action of each kind runs per subscription. Work of no target has no key.
 */
export const singletonKeyOf = (
  type: string,
  target: JobTarget | null,
  input: { subscriptionId: string | null; scope: string | null },
): string | null =>
  target
    ? [input.subscriptionId ?? '-', type, `${target.type}:${target.id}`, ...(input.scope === null ? [] : [input.scope])].join(' ')
    : null;

/** How the refusal names a running job: its name, and its target when the name does not say it. */
const runningJobLabel = (row: { name: string; targetName: string | null }) =>
  row.targetName && !row.name.includes(row.targetName) ? `${row.name} (${row.targetName})` : row.name;

/** pg-boss drops a worker's claim when it misses heartbeats this long (its minimum). */
const heartbeatSeconds = 10;

const createBoss = async (database: Database, settings: JobsSettings): Promise<PgBoss> => {
  // Loaded when the queue starts, after the server listens: pg-boss and its schedulers are not on the
  // path of a start (issue 10, goal 5).
  const { PgBoss, fromPglite } = await import('pg-boss');
  const common: ConstructorOptions = {
    schema: 'pgboss',
    useListenNotify: true,
    superviseIntervalSeconds: settings.monitorSeconds,
    monitorIntervalSeconds: settings.monitorSeconds,
    application_name: 'operations-console-jobs',
  };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The embedded database has no PGlite instance');
    return new PgBoss({ ...common, db: fromPglite(pgliteWithDefaultParsers(database.pglite)), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: 4 });
};

/**
 * Jobs on pg-boss, persisted in the console's own tables (`jobs`, `job_steps`) and pushed on the jobs
 * hub. pg-boss only carries "run job X"; steps and their outcomes live with the job, so a job resumed
 * by another process (or after a restart) picks up at the first step not yet finished.
 */
export const createJobs = ({
  database,
  platform,
  live,
  log,
  settings = defaultJobsSettings,
}: {
  database: Database;
  platform: Platform;
  live: Live;
  log: FastifyBaseLogger;
  settings?: JobsSettings;
}): JobsRuntime => {
  const db = database.db;
  const definitions = new Map<string, JobDefinition<unknown>>();
  const deps: RunnerDeps = { db, platform, live, log, definitions };
  let boss: PgBoss | undefined;
  const pgBoss = (): PgBoss => {
    if (!boss) throw new AppError('unavailable', 'The job queue is not running');
    return boss;
  };
  const inFlight = new Set<Promise<unknown>>();
  let isOpen = false;
  /** The queue starting; a job asked for meanwhile (the server already listens) waits for it. */
  let opening: Promise<void> | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;

  const register = <P>(definition: JobDefinition<P>) => {
    const known = definitions.get(definition.type);
    if (known && known !== definition) throw new Error(`Two job definitions have the type ${definition.type}`);
    definitions.set(definition.type, definition as JobDefinition<unknown>);
  };

  const enqueue = (id: string, correlationId: string, targetType: string | null) =>
    pgBoss().send(queueOf(targetType), { correlationId } satisfies QueueData, { id, retryLimit: settings.retryLimit });

  /** A job's queue entry; one queued before bulk jobs had their own queue is found in the other. */
  const queuedJob = async (row: { id: string; targetType: string | null }) => {
    const own = queueOf(row.targetType);
    const other = own === jobQueueName ? bulkJobQueueName : jobQueueName;
    return (await pgBoss().getJobById<QueueData>(own, row.id)) ?? (await pgBoss().getJobById<QueueData>(other, row.id)) ?? null;
  };

  const ensureQueue = async (name: string) => {
    const options = {
      retryLimit: settings.retryLimit,
      heartbeatSeconds,
      expireInSeconds: 6 * 3600,
      notify: true,
    };
    if (await pgBoss().getQueue(name)) return pgBoss().updateQueue(name, options);
    try {
      await pgBoss().createQueue(name, options);
    } catch (error) {
      // Another process created it first.
      if (!(await pgBoss().getQueue(name))) throw error;
    }
  };

  const handle = async (job: { data: QueueData; retryCount: number; signal: AbortSignal }) => {
    const { correlationId } = job.data;
    const attempt = job.retryCount + 1;
    try {
      await runJob(deps, { correlationId, attempt, signal: job.signal });
    } catch (error) {
      if (error instanceof JobInterruptedError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, correlationId, attempt }, 'a job attempt failed; the queue retries it');
      await recordJobError(db, correlationId, message).catch(() => undefined);
      if (job.retryCount >= settings.retryLimit) {
        await faultJob(deps, correlationId, `The job could not finish after ${attempt} attempts: ${message}`).catch(
          (faultError: unknown) => log.error({ err: faultError, correlationId }, 'could not record a job as faulted'),
        );
      }
      throw error;
    }
  };

  const sweep = async () => {
    const stale = await listStaleJobs(db, new Date(Date.now() - settings.staleAfterSeconds * 1000));
    for (const row of stale) {
      const queued = await queuedJob(row);
      if (!queued) {
        // Recorded but never queued (the process died in between): queue it now.
        log.warn({ correlationId: row.correlationId }, 're-queueing a job that was never queued');
        await enqueue(row.id, row.correlationId, row.targetType);
      } else if (queued.state === 'failed' || queued.state === 'cancelled') {
        const cause = row.lastError ?? 'its worker stopped each time it ran (the server restarted or lost its database)';
        await faultJob(deps, row.correlationId, `The job could not finish after ${row.attempts} attempts: ${cause}`);
      } else if (queued.state === 'completed') {
        await faultJob(deps, row.correlationId, 'The job ended without finishing its steps');
      }
    }
  };

  const start: JobsRuntime['start'] = async (definition, input) => {
    if (!isOpen) await opening?.catch(() => undefined);
    if (!isOpen) throw new AppError('unavailable', 'The job queue is not running');
    register(definition);
    const { name, target } = definition.describe(input.payload);
    const steps = definition.steps(input.payload);
    if (steps.length === 0) throw new Error(`A ${definition.type} job needs at least one step`);
    const singletonKey = singletonKeyOf(definition.type, target, {
      subscriptionId: input.subscriptionId,
      scope: definition.singletonScope?.(input.payload) ?? null,
    });
    const record = () =>
      insertJob(db, {
        type: definition.type,
        payload: input.payload,
        name,
        target,
        subscriptionId: input.subscriptionId,
        operatorId: input.operatorId,
        canRetryFailed: definition.retryFailed !== undefined,
        retryFrom: definition.retryFrom ?? 'start',
        isCancellable: definition.isCancellable ?? false,
        singletonKey,
        steps: steps.map((s) => ({ name: s.name, targetId: s.targetId ?? null })),
      });
    let stored = await record();
    // Refused by a running job of the same key; if that job ended before it could be read, try again.
    for (let tries = 1; !stored && singletonKey; tries++) {
      const running = await findRunningJob(db, singletonKey);
      if (running) {
        throw new AppError(
          'conflict',
          `${runningJobLabel(running)} is already running; it can start again once that job ends`,
          undefined,
          { runningJobCorrelationId: running.correlationId },
        );
      }
      if (tries === 3) throw new AppError('unavailable', `${name} could not start: the job before it kept ending and starting`);
      stored = await record();
    }
    if (!stored) throw new Error('A job without a singleton key was not recorded');
    pushJob(live, stored, 'added');
    const queue = async () => {
      try {
        await enqueue(stored.row.id, stored.row.correlationId, stored.row.targetType);
      } catch (error) {
        // The job is recorded: the sweeper queues a recorded job that was never queued.
        log.error({ err: error, correlationId: stored.row.correlationId }, 'could not queue a job; the sweeper will');
      }
    };
    // Started by a change request, the job is queued once the request's transaction (which records
    // the job and the audit record) commits; a job of a request that rolls back never runs.
    if (isInUnitOfWork()) {
      afterCommit(queue);
    } else {
      try {
        await enqueue(stored.row.id, stored.row.correlationId, stored.row.targetType);
      } catch (error) {
        // Leave nothing behind: the caller sees the failure and the job never existed.
        log.error({ err: error }, 'could not queue a job');
        await deleteJob(db, stored.row.correlationId).catch(() => undefined);
        pushJob(live, stored, 'removed');
        throw new AppError('unavailable', 'The job could not be queued; nothing was started');
      }
    }
    return toJob(stored);
  };

  const retryFailed: JobsRuntime['retryFailed'] = async ({ correlationId, subscriptionId, operatorId }) => {
    const stored = await loadJob(db, correlationId);
    if (!stored || stored.row.subscriptionId !== subscriptionId) {
      throw new AppError('notFound', `correlationId: no job ${correlationId} in this subscription`);
    }
    const definition = definitions.get(stored.row.type);
    if (!definition?.retryFailed) throw new AppError('badRequest', `A ${stored.row.name} job cannot retry its failures`);
    if (!stored.row.isCompleted) {
      throw new AppError('conflict', 'The job is still running; retry its failures once it ends', undefined, {
        runningJobCorrelationId: correlationId,
      });
    }
    const failed = failedTargetIds(stored.steps);
    if (failed.length === 0) throw new AppError('badRequest', 'The job has no failed steps to retry');
    return start(definition, { payload: definition.retryFailed(stored.row.payload, failed), subscriptionId, operatorId });
  };

  const ownJob = async (correlationId: string, subscriptionId: string | null) => {
    const stored = await loadJob(db, correlationId);
    if (!stored || stored.row.subscriptionId !== subscriptionId) {
      throw new AppError('notFound', `correlationId: no job ${correlationId} in this subscription`);
    }
    return stored;
  };

  const refuseWhileRunning = async (row: { singletonKey: string | null; correlationId: string }) => {
    const running = row.singletonKey ? await findRunningJob(db, row.singletonKey) : null;
    if (running && running.correlationId !== row.correlationId) {
      throw new AppError(
        'conflict',
        `${runningJobLabel(running)} is already running; retry this job once that one ends`,
        undefined,
        { runningJobCorrelationId: running.correlationId },
      );
    }
  };

  const retry: JobsRuntime['retry'] = async ({ correlationId, subscriptionId }) => {
    if (!isOpen) await opening?.catch(() => undefined);
    if (!isOpen) throw new AppError('unavailable', 'The job queue is not running');
    const stored = await ownJob(correlationId, subscriptionId);
    const { row } = stored;
    if (!row.isCompleted) {
      throw new AppError('conflict', `${row.name} is still running; it can be retried if it faults`, undefined, {
        runningJobCorrelationId: correlationId,
      });
    }
    if (!row.isFaulted) throw new AppError('conflict', `${row.name} succeeded; only a faulted job can be retried`);
    await refuseWhileRunning(row);
    const definition = definitions.get(row.type);
    const steps = definition
      ? definition.steps(row.payload).map((step) => ({ name: step.name, targetId: step.targetId ?? null }))
      : stored.steps.map((step) => ({ name: step.name, targetId: step.targetId }));
    // From the failed step: every step that succeeded stays done; from the start: every step runs again.
    const positions = stored.steps
      .filter((step) => row.retryFrom === 'start' || step.state !== 'succeeded')
      .map((step) => step.position);
    let reopened;
    try {
      reopened = await reopenJob(db, { correlationId, positions, steps });
    } catch (error) {
      // A job of the same action started on the target between the check above and now.
      if (String((error as { cause?: unknown })?.cause ?? error).includes('jobs_one_running_per_target')) {
        await refuseWhileRunning({ ...row, correlationId: '' });
      }
      throw error;
    }
    if (!reopened) throw new AppError('conflict', `${row.name} is no longer faulted; another operator retried it`);
    pushJob(live, reopened, 'changed', new Set(reopened.steps.map((step) => step.id)));
    const queue = () => enqueue(reopened.row.id, correlationId, reopened.row.targetType);
    if (isInUnitOfWork()) {
      afterCommit(async () => {
        // The job is recorded in progress: the sweeper queues a recorded job that was never queued.
        await queue().catch((error: unknown) => log.error({ err: error, correlationId }, 'could not queue a retried job'));
      });
    } else {
      await queue();
    }
    return toJob(reopened);
  };

  const cancel: JobsRuntime['cancel'] = async ({ correlationId, subscriptionId, operatorName }) => {
    const stored = await ownJob(correlationId, subscriptionId);
    const { row } = stored;
    if (row.isCompleted) throw new AppError('conflict', `${row.name} has already ended; there is nothing to cancel`);
    if (!row.isCancellable) {
      throw new AppError('conflict', `${row.name} cannot be cancelled: the platform has to finish it once it has started`);
    }
    if (row.cancelRequestedBy) throw new AppError('conflict', `${row.cancelRequestedBy} already cancelled ${row.name}`);
    const requested = await requestCancel(db, correlationId, operatorName);
    if (!requested) throw new AppError('conflict', `${row.name} has ended or is already being cancelled`);
    pushJob(live, requested, 'changed');
    return toJob(requested);
  };

  return {
    register,
    start,
    retryFailed,
    retry,
    cancel,
    get: async (correlationId) => {
      const stored = await loadJob(db, correlationId);
      return stored ? toJob(stored) : null;
    },
    startWorking: async () => {
      opening = (async () => {
        boss = await createBoss(database, settings);
        boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
        boss.on('warning', (warning) => log.warn({ warning: warning.message }, 'job queue warning'));
        await boss.start();
        await ensureQueue(jobQueueName);
        await ensureQueue(bulkJobQueueName);
        isOpen = true;
      })();
      await opening;
      if (database.kind === 'pglite') {
        // Embedded PGlite belongs to this one process, so a job still claimed is an orphan of the
        // previous run: give it back now instead of waiting for its heartbeat to lapse.
        for (const row of await listIncompleteJobs(db)) {
          const queued = await queuedJob(row);
          if (queued?.state === 'active')
            await pgBoss().fail(queued.name, row.id, { message: 'The server restarted during the job' });
        }
      }
      if (!settings.isWorker) return;
      const work = (name: string, localConcurrency: number) =>
        pgBoss().work<QueueData>(
          name,
          {
            batchSize: 1,
            localConcurrency,
            pollingIntervalSeconds: 2,
            // NOTIFY wakes workers for new jobs only; a job given back for retry waits for a poll.
            notifyPollingIntervalSeconds: 2,
          },
          async ([job]) => {
            if (!job) return;
            const running = handle(job);
            inFlight.add(running);
            try {
              await running;
            } finally {
              inFlight.delete(running);
            }
          },
        );
      // Two pools: bulk jobs resuming after a crash fill only their own, never the single-target one.
      await work(jobQueueName, settings.concurrency);
      await work(bulkJobQueueName, bulkConcurrencyOf(settings.concurrency));
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => log.warn({ err: error }, 'the job sweeper failed'));
      }, settings.monitorSeconds * 1000);
      sweepTimer.unref();
    },
    stop: async () => {
      // A stop while the queue starts (a signal just after listening) stops it once it has started.
      await opening?.catch(() => undefined);
      clearInterval(sweepTimer);
      if (!isOpen) return;
      isOpen = false;
      // Running jobs go back to the queue (pg-boss fails them into retry) and their runners stop
      // between steps; the next worker resumes them.
      await pgBoss().stop({ graceful: true, timeout: 2000 });
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
    sweep,
    isRunning: () => isOpen,
    stopTakingJobs: async () => {
      if (!isOpen || !settings.isWorker) return;
      // No new fetches from either queue; the jobs running now finish or are handed back by `stop`.
      await Promise.all([jobQueueName, bulkJobQueueName].map((name) => pgBoss().offWork(name, { wait: false })));
    },
  };
};
