import { constants } from '@console/contract';

/**
 * doc1 §4/§9: after a disconnect the first retry comes after 5 s, each further one after twice the
 * delay, never more than 3600 s. `attempt` counts the retries since the last success (0 = first).
 */
export const retryDelaySeconds = (attempt: number): number =>
  Math.min(constants.live.firstRetrySeconds * 2 ** Math.max(0, attempt), constants.live.maxRetrySeconds);
