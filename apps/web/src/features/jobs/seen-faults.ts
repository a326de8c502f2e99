import type { Job } from '@console/contract';

/**
 * Which faulted jobs the operator has been told about, kept in this browser's localStorage per operator
 * (decision 013): a fault that ends while the page reloads, or while no console of theirs is open, is
 * still told when the console comes back, and one already told is not told again.
 */
type SeenFaults = { since: string; seen: string[] };

const storageKey = (operatorName: string) => `console.seen-faults.${operatorName}`;

/** A job's fault, per run: a retried job that faults again is a new fault. */
export const faultKey = (job: Pick<Job, 'correlationId' | 'retryCount'>) => `${job.correlationId}#${job.retryCount}`;

/** Faults remembered at most; older keys fall off (their jobs are long dismissed or told). */
const keptFaults = 500;

export const readSeenFaults = (operatorName: string, now = new Date()): SeenFaults => {
  try {
    const raw = localStorage.getItem(storageKey(operatorName));
    const parsed = raw ? (JSON.parse(raw) as Partial<SeenFaults>) : null;
    if (parsed && typeof parsed.since === 'string' && Array.isArray(parsed.seen))
      return { since: parsed.since, seen: parsed.seen };
  } catch {
    // Storage unavailable or unreadable: start afresh below.
  }
  // First use in this browser: faults from before now are history, not news.
  const fresh = { since: now.toISOString(), seen: [] };
  writeSeenFaults(operatorName, fresh);
  return fresh;
};

const writeSeenFaults = (operatorName: string, value: SeenFaults) => {
  try {
    localStorage.setItem(storageKey(operatorName), JSON.stringify(value));
  } catch {
    // Storage full or refused: the worst case is a fault told twice.
  }
};

/** The faulted jobs this operator started and has not been told about, oldest first. */
export const unseenFaults = (jobs: readonly Job[], operatorName: string, seen: SeenFaults): Job[] => {
  const told = new Set(seen.seen);
  return jobs
    .filter(
      (job) =>
        job.isCompleted &&
        job.isFaulted &&
        job.startedBy?.name === operatorName &&
        (job.completedAtUtc ?? job.startedAtUtc) >= seen.since &&
        !told.has(faultKey(job)),
    )
    .reverse();
};

export const markFaultsSeen = (operatorName: string, jobs: readonly Job[]) => {
  if (jobs.length === 0) return;
  const current = readSeenFaults(operatorName);
  const seen = [...current.seen, ...jobs.map(faultKey)].slice(-keptFaults);
  writeSeenFaults(operatorName, { since: current.since, seen });
};
