import type { Job } from '@console/contract';
import { useEffect, useRef } from 'react';
import { isApiError } from './api-error';

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

/**
 * The running job a refused start names: the server answers a start of an action already running
 * on the same target with 409 and that job's correlation id (docs/decisions/011).
 */
export const runningJobOf = (error: unknown): string | null =>
  isApiError(error) && error.status === 409 ? (error.details.runningJobCorrelationId ?? null) : null;

type FocusListener = (correlationId: string) => void;
const focusListeners = new Set<FocusListener>();

/** Asks the shell to open the jobs drawer on one job. */
export const focusJob = (correlationId: string) => {
  for (const listener of focusListeners) listener(correlationId);
};

/**
 * Opens the jobs drawer on the job `focusJob` names; the shell listens once, so every screen's
 * refused start shows the running job the same way (query-client.ts calls `focusJob`).
 */
export const useJobFocusRequests = (listener: FocusListener) => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: FocusListener = (correlationId) => latest.current(correlationId);
    focusListeners.add(forward);
    return () => {
      focusListeners.delete(forward);
    };
  }, []);
};
