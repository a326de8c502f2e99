import type { Job } from '@console/contract';

/**
 * The jobs this console tab started (every call that starts a job answers with it, alone or as
 * `{ job }`). When one of them ends faulted, the operator who started it is told wherever they are.
 */
const startedHere = new Set<string>();

const isJob = (value: unknown): value is Job =>
  typeof value === 'object' && value !== null && 'correlationId' in value && 'steps' in value && 'isFaulted' in value;

/** The job a call's answer carries, or null. */
export const startedJobOf = (answer: unknown): Job | null => {
  if (isJob(answer)) return answer;
  if (typeof answer === 'object' && answer !== null && 'job' in answer && isJob(answer.job)) return answer.job;
  return null;
};

/** Remembers the job an answer carries, if any, and returns it. */
export const rememberStartedJob = (answer: unknown): Job | null => {
  const job = startedJobOf(answer);
  if (job) startedHere.add(job.correlationId);
  return job;
};

export const isStartedHere = (correlationId: string) => startedHere.has(correlationId);
