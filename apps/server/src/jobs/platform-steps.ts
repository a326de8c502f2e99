import { platformPhases } from '../platform/phases';
import { performPlatformRequest } from '../platform/changes';
import type { PlatformOperation, PlatformOperationTargets, PlatformRequest } from '../platform/types';
import type { JobStepDefinition } from './types';

/**
 * The steps of a job that performs one platform operation: one step per phase, so the drawer shows
 * progress. Each step passes its own id as the operationId, so a resumed step acts only once. What the
 * platform reports changed is recorded and pushed live, also on a replay (the first run may have died before it).
 */
export const platformSteps = <P, O extends PlatformOperation>({
  operation,
  target,
  args,
  targetId,
  namePrefix,
}: {
  operation: O;
  target: PlatformOperationTargets[O];
  args?: Record<string, unknown>;
  /** The entity the steps act on, when the job acts on several (bulk actions). */
  targetId?: string;
  /** Prepended to each phase name, e.g. the customer alias in a bulk job. */
  namePrefix?: string;
}): JobStepDefinition<P>[] =>
  platformPhases[operation].map((phase, index) => ({
    name: namePrefix ? `${namePrefix}: ${phase}` : phase,
    targetId,
    run: async ({ platform, db, live, stepId, signal }) => {
      const request = { operation, target, args, operationId: stepId, phase: index, signal } as PlatformRequest;
      const result = await performPlatformRequest({ platform, db, live, request });
      return { message: result.message };
    },
  }));

/** One step that performs a whole platform operation (every phase), e.g. one customer of a bulk job. */
export const platformStep = <P, O extends PlatformOperation>({
  name,
  operation,
  target,
  args,
  targetId,
}: {
  name: string;
  operation: O;
  target: PlatformOperationTargets[O];
  args?: Record<string, unknown>;
  targetId?: string;
}): JobStepDefinition<P> => ({
  name,
  targetId,
  run: async ({ platform, db, live, stepId, signal }) => {
    const request = { operation, target, args, operationId: stepId, signal } as PlatformRequest;
    const result = await performPlatformRequest({ platform, db, live, request });
    return { message: result.message };
  },
});
