import { splitMessageIds, type DeadLetterQueue } from '@console/contract';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import type { DeadLetterQueues, DeploymentTarget, Platform } from '../../platform/types';
import { findDeployment } from '../customer-database';

export type DeadLetterDeps = {
  db: Db;
  auth: AuthContext;
  platform: Platform;
  /** How long a bulk replay or destroy may run (doc1 §9: 30 seconds; DEAD_LETTER_BULK_SECONDS). */
  bulkSeconds: number;
};

type QueueRef = { customerId: string; deploymentId: string; batchSize: number };

/** How many messages one round of a bulk replay or destroy takes off the queue. */
export const bulkRoundSize = 100;

const answer = async (
  deps: DeadLetterDeps,
  target: DeploymentTarget,
  batchSize: number,
  done: { replayedMessageIds?: string[]; deletedMessageIds?: string[] } = {},
): Promise<DeadLetterQueue> => {
  const { count, messages } = await deps.platform.deadLetters.peek(target, batchSize);
  return {
    deadLetterCount: count,
    deadLetters: messages,
    replayedMessageIds: done.replayedMessageIds ?? [],
    deletedMessageIds: done.deletedMessageIds ?? [],
  };
};

const targetOf = async (deps: DeadLetterDeps, ref: QueueRef) =>
  (await findDeployment({ db: deps.db, auth: deps.auth, customerId: ref.customerId, deploymentId: ref.deploymentId })).target;

export const listDeadLetters = async ({ deps, ...ref }: { deps: DeadLetterDeps } & QueueRef) =>
  answer(deps, await targetOf(deps, ref), ref.batchSize);

export const replayDeadLetters = async ({
  deps,
  messageIds,
  ...ref
}: { deps: DeadLetterDeps; messageIds: string } & QueueRef) => {
  const target = await targetOf(deps, ref);
  const replayed = await deps.platform.deadLetters.replay(target, [...new Set(splitMessageIds(messageIds))]);
  return answer(deps, target, ref.batchSize, { replayedMessageIds: replayed });
};

export const deleteDeadLetters = async ({
  deps,
  messageIds,
  ...ref
}: { deps: DeadLetterDeps; messageIds: string } & QueueRef) => {
  const target = await targetOf(deps, ref);
  const deleted = await deps.platform.deadLetters.remove(target, [...new Set(splitMessageIds(messageIds))]);
  return answer(deps, target, ref.batchSize, { deletedMessageIds: deleted });
};

/**
 * Takes the oldest messages off the queue round by round until it is empty or the time is up
 * (doc1 §9: up to 30 seconds). The round under way when the time runs out is abandoned before it acts,
 * so the answer names exactly what was done.
 */
const untilEmptyOrTimeUp = async (
  deps: DeadLetterDeps,
  target: DeploymentTarget,
  takeOldest: DeadLetterQueues['replayOldest'],
): Promise<string[]> => {
  const done: string[] = [];
  const signal = AbortSignal.timeout(deps.bulkSeconds * 1000);
  while (!signal.aborted) {
    let taken: string[];
    try {
      taken = await takeOldest(target, bulkRoundSize, signal);
    } catch (error) {
      if (signal.aborted) break;
      throw error;
    }
    done.push(...taken);
    if (taken.length === 0) break;
  }
  return done;
};

export const replayAllDeadLetters = async ({ deps, ...ref }: { deps: DeadLetterDeps } & QueueRef) => {
  const target = await targetOf(deps, ref);
  const replayed = await untilEmptyOrTimeUp(deps, target, deps.platform.deadLetters.replayOldest);
  return answer(deps, target, ref.batchSize, { replayedMessageIds: replayed });
};

export const destroyAllDeadLetters = async ({ deps, ...ref }: { deps: DeadLetterDeps } & QueueRef) => {
  const target = await targetOf(deps, ref);
  const deleted = await untilEmptyOrTimeUp(deps, target, deps.platform.deadLetters.removeOldest);
  return answer(deps, target, ref.batchSize, { deletedMessageIds: deleted });
};

export const addSimulatedDeadLetters = async ({ deps, count, ...ref }: { deps: DeadLetterDeps; count: number } & QueueRef) => {
  const target = await targetOf(deps, ref);
  const simulate = deps.platform.deadLetters.simulateArrivals;
  if (!simulate) throw new AppError('notFound', 'The platform is not simulated: no dead letters can be added.');
  await simulate(target, count);
  return answer(deps, target, ref.batchSize);
};
