import type { Job, JobPush, JobStep, JobStepState, LiveEntityChange } from '@console/contract';

/**
 * The subscription's job list as the console caches it: the jobs feature keeps it current, and any
 * screen may read it (a customer row with a job running on it shows so).
 */
export type JobList = { jobs: Job[] };

export const stepRank: Record<JobStepState, number> = { pending: 0, running: 1, succeeded: 2, failed: 2, skipped: 2 };

/**
 * Pushes and fetches can arrive out of order (a fetch answered after a later push); a step never
 * goes back from running to pending, or from done to running, so the further one wins.
 */
export const mergeStep = (known: JobStep, incoming: JobStep): JobStep =>
  stepRank[incoming.state] >= stepRank[known.state] ? incoming : known;

/**
 * A job's newer copy merged into the known one. A push after the first carries no steps (each step's
 * change comes as its own push), so the known steps stay; steps both have keep their furthest state.
 */
export const mergeJob = (known: Job, incoming: JobPush): Job => {
  const base = known.isCompleted && !incoming.isCompleted ? known : incoming;
  const knownSteps = new Map(known.steps.map((s) => [s.id, s]));
  const steps = incoming.steps?.length
    ? incoming.steps.map((s) => {
        const previous = knownSteps.get(s.id);
        return previous ? mergeStep(previous, s) : s;
      })
    : known.steps;
  return { ...base, steps };
};

export const newestFirst = (a: Job, b: Job) => b.startedAtUtc.localeCompare(a.startedAtUtc);

/**
 * Whether a jobChanged push is about a job the cached list lacks and cannot add, because the push
 * carries no steps (the job was added before the list knew it): the list is read again instead.
 */
export const isMissingJob = (list: JobList | undefined, { change, entity }: LiveEntityChange<JobPush>): boolean =>
  list !== undefined &&
  change !== 'removed' &&
  entity.steps === undefined &&
  !list.jobs.some((j) => j.correlationId === entity.correlationId);

/** Writes a jobChanged push into the cached list. */
export const applyJobChange = (list: JobList | undefined, { change, entity }: LiveEntityChange<JobPush>): JobList | undefined => {
  if (!list) return list;
  if (change === 'removed') return { jobs: list.jobs.filter((j) => j.correlationId !== entity.correlationId) };
  const known = list.jobs.find((j) => j.correlationId === entity.correlationId);
  if (!known) {
    const { steps } = entity;
    return steps ? { jobs: [{ ...entity, steps }, ...list.jobs].sort(newestFirst) } : list;
  }
  return { jobs: list.jobs.map((j) => (j === known ? mergeJob(known, entity) : j)) };
};

export const jobsQueryKey = (subscriptionId: string | null) => ['jobs', subscriptionId] as const;

/**
 * What jobs in progress are working on: a job's own target, and each target of a bulk job whose step
 * has not finished. A row whose id is here shows it is busy and offers no second start.
 */
export const busyTargetIds = (list: JobList | undefined): string[] => {
  const ids = new Set<string>();
  for (const job of list?.jobs ?? []) {
    if (job.isCompleted) continue;
    if (job.target) ids.add(job.target.id);
    for (const step of job.steps) {
      if (step.targetId && (step.state === 'pending' || step.state === 'running')) ids.add(step.targetId);
    }
  }
  return [...ids].sort();
};

/** Adds a job the console just started, before its push arrives, so its targets show busy at once. */
export const withStartedJob = (list: JobList | undefined, job: Job): JobList | undefined =>
  applyJobChange(list, { change: 'added', entity: job });
