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
 * A job's newer copy merged into the known one. Only a job's first push carries every step; a later
 * one carries none or the steps that ended with the job, so steps are merged by id, each keeping its
 * furthest state, and a step only one side has is kept.
 */
export const mergeJob = (known: Job, incoming: JobPush): Job => {
  // A retry runs the job again in place: a newer run replaces the old one (its steps were replaced
  // too), and anything about an older run that arrives late is dropped.
  if (incoming.retryCount > known.retryCount) return { ...incoming, steps: incoming.steps ?? known.steps };
  if (incoming.retryCount < known.retryCount) return known;
  const base = known.isCompleted && !incoming.isCompleted ? known : incoming;
  if (!incoming.steps?.length) return { ...base, steps: known.steps };
  const incomingSteps = new Map(incoming.steps.map((s) => [s.id, s]));
  const steps = known.steps.map((s) => {
    const newer = incomingSteps.get(s.id);
    return newer ? mergeStep(s, newer) : s;
  });
  const knownIds = new Set(known.steps.map((s) => s.id));
  const added = incoming.steps.filter((s) => !knownIds.has(s.id));
  return { ...base, steps: added.length ? [...steps, ...added].sort((a, b) => a.position - b.position) : steps };
};

export const newestFirst = (a: Job, b: Job) => b.startedAtUtc.localeCompare(a.startedAtUtc);

/**
 * Whether a jobChanged push is about a job the cached list lacks and cannot add, because only an
 * `added` push carries every step (the job was added before the list knew it): the list is read again
 * instead.
 */
export const isMissingJob = (list: JobList | undefined, { change, entity }: LiveEntityChange<JobPush>): boolean =>
  list !== undefined && change === 'changed' && !list.jobs.some((j) => j.correlationId === entity.correlationId);

/** Writes a jobChanged push into the cached list. */
export const applyJobChange = (list: JobList | undefined, { change, entity }: LiveEntityChange<JobPush>): JobList | undefined => {
  if (!list) return list;
  if (change === 'removed') return { jobs: list.jobs.filter((j) => j.correlationId !== entity.correlationId) };
  const known = list.jobs.find((j) => j.correlationId === entity.correlationId);
  if (!known) {
    const { steps } = entity;
    return change === 'added' && steps ? { jobs: [{ ...entity, steps }, ...list.jobs].sort(newestFirst) } : list;
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
