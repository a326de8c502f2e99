import type { Job, JobTarget } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Live } from '../live/live';
import type { Platform } from '../platform/types';

export type JobStepContext<P> = {
  payload: P;
  jobCorrelationId: string;
  /** Stable for this step across retries and restarts; pass it to the platform as operationId. */
  stepId: string;
  /** The step's targetId, when it has one. */
  targetId: string | null;
  /** 1 on the first run; more when the job resumed after a crash or restart. */
  attempt: number;
  /** Aborted when this process gives the job back (shutdown); pass it to the platform. */
  signal: AbortSignal;
  db: Db;
  platform: Platform;
  /** The console's live hubs: a step pushes what its platform result changed. */
  live: Live;
  log: FastifyBaseLogger;
};

export type JobStepDefinition<P> = {
  name: string;
  /** The entity the step acts on, e.g. one customer of a bulk action; 'retry failed' uses it. */
  targetId?: string;
  /** Throw (PlatformError or AppError) to fail the step with a reason; return a message to show. */
  run: (context: JobStepContext<P>) => Promise<{ message?: string } | void>;
};

export type JobDefinition<P> = {
  /** Unique, e.g. 'customer.decommission'; registered at start so any process can resume it. */
  type: string;
  describe: (payload: P) => { name: string; target: JobTarget | null };
  /**
   * What tells two jobs of this type on one target apart when both may run at once (a customer's
   * different domains). Without it, one job of this type runs per target: a second start is a 409
   * naming the running one (docs/decisions/011).
   */
  singletonScope?: (payload: P) => string;
  /** Must return the same steps for the same payload: a resumed job matches them by position. */
  steps: (payload: P) => JobStepDefinition<P>[];
  /**
   * How a failed step affects the rest: 'stop' faults the job at the first failure (the default);
   * 'continue' runs every step (bulk actions with a result per customer) and faults the job at the
   * end if any failed.
   */
  onStepFailure?: 'stop' | 'continue';
  /**
   * The payload of a new job that re-runs only the failed steps' targets ('retry failed'); defined
   * by jobs whose steps each act on one target (bulk actions).
   */
  retryFailed?: (payload: P, failedTargetIds: string[]) => P;
  /**
   * Where an operator's retry of a faulted job starts again: 'failedStep' when the steps before the
   * failure stay done (each step is one idempotent platform phase), 'start' (the default) when the
   * action only makes sense whole.
   */
  retryFrom?: 'failedStep' | 'start';
  /** An operator may cancel it while it runs; it stops before its next step. */
  isCancellable?: boolean;
  /**
   * Runs once when the job ends, succeeded or faulted (e.g. to set a customer's state). It may run
   * again if the process dies right after it, so it must be idempotent.
   */
  onCompleted?: (context: {
    payload: P;
    db: Db;
    /** For a push that says how the job's work ended (e.g. a check's final status). */
    live: Live;
    isFaulted: boolean;
    failedTargetIds: string[];
  }) => Promise<void>;
};

export type StartJobInput<P> = { payload: P; subscriptionId: string | null; operatorId: string | null };

export type Jobs = {
  /** Makes a job type known; every definition is registered before the queue starts working. */
  register: <P>(definition: JobDefinition<P>) => void;
  /**
   * Records the job and its steps, pushes it live, and queues it; returns at once. A job of the same
   * type and target still running makes it a 409 carrying that job's correlation id.
   */
  start: <P>(definition: JobDefinition<P>, input: StartJobInput<P>) => Promise<Job>;
  /** Starts a new job over the failed steps' targets of a faulted job that allows it. */
  retryFailed: (input: { correlationId: string; subscriptionId: string | null; operatorId: string | null }) => Promise<Job>;
  /**
   * Runs a faulted job again, in place (its correlation id stays), from its failed step or from the
   * start as its definition says. 409 when it has not faulted or its action already runs on its target.
   */
  retry: (input: { correlationId: string; subscriptionId: string | null }) => Promise<Job>;
  /** Asks a running, cancellable job to stop before its next step; 409 when it cannot. */
  cancel: (input: { correlationId: string; subscriptionId: string | null; operatorName: string }) => Promise<Job>;
  /** The job as the console shows it, or null once dismissed. */
  get: (correlationId: string) => Promise<Job | null>;
};

/** The runtime behind `Jobs`, owned by main.ts and the test harness. */
export type JobsRuntime = Jobs & {
  /** Starts working the queue; call after every feature registered its definitions. */
  startWorking: () => Promise<void>;
  /** Gives running jobs back to the queue (another process or the next start resumes them). */
  stop: () => Promise<void>;
  /** Repairs jobs whose worker vanished: re-queues lost ones, faults those that ran out of attempts. */
  sweep: () => Promise<void>;
  /** Stops taking new jobs (a drain); running ones go on until `stop` hands them back. */
  stopTakingJobs: () => Promise<void>;
  /** Whether the queue has started and not been stopped (readiness). */
  isRunning: () => boolean;
};
