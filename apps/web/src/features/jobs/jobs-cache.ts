import { jobStatusOf, messages, type Job, type JobPush, type JobStep, type LiveEntityChange } from '@console/contract';
import { pluralOf, type Noun } from '../../lib/plural';
import { mergeJob, mergeStep, newestFirst, stepRank, type JobList } from '../../lib/jobs-list';

export { applyJobChange, isMissingJob, mergeJob, mergeStep, type JobList } from '../../lib/jobs-list';

/** Writes a jobStepChanged push into its job in the cached list. */
export const applyStepChange = (list: JobList | undefined, { entity }: LiveEntityChange<JobStep>): JobList | undefined => {
  if (!list) return list;
  let isChanged = false;
  const jobs = list.jobs.map((job) => {
    if (job.correlationId !== entity.jobCorrelationId) return job;
    const steps = job.steps.map((s) => (s.id === entity.id ? mergeStep(s, entity) : s));
    isChanged = steps.some((s, i) => s !== job.steps[i]);
    return isChanged ? { ...job, steps } : job;
  });
  return isChanged ? { jobs } : list;
};

/**
 * A fetched list merged with what pushes already brought: each job keeps its furthest state, and a
 * job started while the fetch was on its way stays.
 */
export const mergeFetchedJobs = (fetched: JobList, cached: JobList | undefined, fetchStartedAt: string): JobList => {
  if (!cached) return fetched;
  const byId = new Map(cached.jobs.map((j) => [j.correlationId, j]));
  const fetchedIds = new Set(fetched.jobs.map((j) => j.correlationId));
  const merged = fetched.jobs.map((job) => {
    const known = byId.get(job.correlationId);
    return known ? mergeJob(job, known) : job;
  });
  const startedSince = cached.jobs.filter((j) => !fetchedIds.has(j.correlationId) && j.startedAtUtc >= fetchStartedAt);
  return { jobs: [...startedSince, ...merged].sort(newestFirst) };
};

export type JobSummary = { inProgress: number; succeeded: number; faulted: number; completed: number; total: number };

export const summarizeJobs = (jobs: Job[]): JobSummary => {
  const summary: JobSummary = { inProgress: 0, succeeded: 0, faulted: 0, completed: 0, total: jobs.length };
  for (const job of jobs) {
    const status = jobStatusOf(job);
    switch (status) {
      case 'inProgress':
        summary.inProgress++;
        break;
      case 'succeeded':
        summary.succeeded++;
        summary.completed++;
        break;
      case 'faulted':
        summary.faulted++;
        summary.completed++;
        break;
      default: {
        const exhaustive: never = status;
        return exhaustive;
      }
    }
  }
  return summary;
};

/** The footer's one line: what runs and how the rest ended. */
export const describeSummary = (summary: JobSummary): string => {
  if (summary.total === 0) return 'No jobs';
  const parts = [
    summary.inProgress ? `${summary.inProgress} in progress` : null,
    summary.succeeded ? `${summary.succeeded} succeeded` : null,
    summary.faulted ? `${summary.faulted} faulted` : null,
  ].filter(Boolean);
  return parts.join(', ');
};

/** The drawer's filters (doc2 §2: in progress, completed, succeeded and faulted). */
export const jobFilters = ['all', 'inProgress', 'completed', 'succeeded', 'faulted'] as const;

export type JobFilter = (typeof jobFilters)[number];

export const matchesFilter = (job: Job, filter: JobFilter): boolean => {
  const status = jobStatusOf(job);
  switch (filter) {
    case 'all':
      return true;
    case 'completed':
      return job.isCompleted;
    case 'inProgress':
    case 'succeeded':
    case 'faulted':
      return status === filter;
    default: {
      const exhaustive: never = filter;
      return exhaustive;
    }
  }
};

/** Where a job's target lives in the console, when it has a screen. */
export const jobTargetPath = (target: Job['target']): string | null => {
  if (!target) return null;
  switch (target.type) {
    case 'customer':
      return `/customers/${encodeURIComponent(target.id)}`;
    case 'deployment':
      return target.customerId ? `/customers/${encodeURIComponent(target.customerId)}` : null;
    case 'appServicePlan':
      return `/azure/appserviceplans/${encodeURIComponent(target.id)}`;
    case 'cloudService':
      return `/operations/cloudservices/${encodeURIComponent(target.id)}`;
    case 'hostingGroup':
    case 'fleet':
      return null;
    default: {
      const exhaustive: never = target.type;
      return exhaustive;
    }
  }
};

/** Steps done (any final state) out of all, for the progress bar. */
export const jobProgress = (job: Job) => {
  const done = job.steps.filter((s) => stepRank[s.state] === 2).length;
  return { done, total: job.steps.length, percent: job.steps.length ? Math.round((done / job.steps.length) * 100) : 100 };
};

const stepNoun: Noun = { one: 'step', other: 'steps' };

/**
 * How the steps stand, in words: a faulted job's skipped and failed steps are not "done"
 * ("2 of 4 steps succeeded, 1 failed, 1 skipped"), a running job counts what has finished.
 */
export const describeSteps = (job: Job): string => {
  const total = job.steps.length;
  const count = (state: JobStep['state']) => job.steps.filter((s) => s.state === state).length;
  const [succeeded, failed, skipped] = [count('succeeded'), count('failed'), count('skipped')];
  const noun = pluralOf(total, stepNoun);
  if (failed === 0 && skipped === 0) {
    return job.isCompleted ? `${succeeded} of ${total} ${noun} succeeded` : `${succeeded} of ${total} ${noun} done`;
  }
  const rest = [failed ? `${failed} failed` : null, skipped ? `${skipped} skipped` : null].filter(Boolean).join(', ');
  return `${succeeded} of ${total} ${noun} succeeded, ${rest}`;
};

/** The failure toast of a job started in this console that has just ended faulted, or null. */
export const ownJobFailure = (
  { change, entity }: LiveEntityChange<JobPush>,
  isStartedHere: (correlationId: string) => boolean,
): string | null =>
  change === 'changed' && entity.isCompleted && entity.isFaulted && isStartedHere(entity.correlationId)
    ? messages.customerDetails.jobFailed(entity.name, entity.faultReason)
    : null;
