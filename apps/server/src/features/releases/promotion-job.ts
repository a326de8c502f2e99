import { platformStep } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';
import { pushToAll } from './push-to-all';

export type PromotionJobPayload = {
  channelId: string;
  channelName: string;
  version: string;
  /** The machines that run the channel's following customers, as found when it was promoted. */
  controllers: { id: string; name: string }[];
};

/**
 * A promotion rolls the release out machine by machine: each step asks the platform to bring one
 * deployment controller to its new desired state (its transitions show on the hosting group, and one
 * that ends out of the desired state opens an investigation). The platform reports the applications it
 * upgraded, so what the channel's customers run changes step by step; every console hears of each step.
 * One promotion per channel runs at a time.
 */
export const promotionJob: JobDefinition<PromotionJobPayload> = {
  type: 'releases.promote',
  describe: (p) => ({
    name: `Promote ${p.version} to ${p.channelName}`,
    target: { type: 'fleet', id: `releaseChannel:${p.channelId}`, name: p.channelName },
  }),
  onStepFailure: 'continue',
  retryFrom: 'failedStep',
  steps: (p) =>
    p.controllers.map((controller) => {
      const rollOut = platformStep<PromotionJobPayload, 'deploymentController.applyDesiredState'>({
        name: `Roll out ${p.version} on ${controller.name}`,
        operation: 'deploymentController.applyDesiredState',
        target: { deploymentControllerId: controller.id, name: controller.name },
        targetId: controller.id,
      });
      return {
        ...rollOut,
        run: async (context) => {
          const result = await rollOut.run(context);
          await pushToAll(context, 'releaseRolloutProgressed', { channelId: p.channelId });
          return result;
        },
      };
    }),
};
