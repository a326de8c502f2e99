import { performPlatformRequest } from '../../platform/changes';
import { PlatformError } from '../../platform/types';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';

export type ControllerRef = { id: string; name: string };

export type CustomerApprovalPayload = { customerId: string; alias: string; controllers: ControllerRef[] };

export type ChannelApprovalPayload = { releaseChannelId: string; releaseChannelName: string; controllers: ControllerRef[] };

/**
 * One machine applies its desired state (every phase in one step). A transition that still ends out of
 * its desired state fails the step: the console has recorded it and opened its investigations
 * (`platform/investigations.ts`), and the job is the one whose logs the investigation links to.
 */
const applyDesiredStateStep = <P>(controller: ControllerRef): JobStepDefinition<P> => ({
  name: `Apply the desired state: ${controller.name}`,
  targetId: controller.id,
  run: async ({ platform, db, live, stepId, signal }) => {
    const result = await performPlatformRequest({
      platform,
      db,
      live,
      request: {
        operation: 'deploymentController.applyDesiredState',
        target: { deploymentControllerId: controller.id, name: controller.name },
        operationId: stepId,
        signal,
      },
    });
    for (const change of result.changes) {
      if (change.kind !== 'transitions') continue;
      const drifted = change.transitions.find((t) => t.completedAtUtc !== null && t.isInDesiredStateAfter === false);
      if (drifted) {
        throw new PlatformError(
          `${controller.name} ended in state ${drifted.endState ?? 'unknown'}, not desired state ${drifted.desiredState}`,
        );
      }
    }
    return { message: result.message };
  },
});

/** doc2 §7 POST /operations/desiredstate/{customerId}: the customer's machines apply the desired state. */
export const approveCustomerDesiredStateJob: JobDefinition<CustomerApprovalPayload> = {
  type: 'desiredState.approveCustomer',
  describe: (p) => ({
    name: `Approve the desired state of ${p.alias}`,
    target: { type: 'customer', id: p.customerId, name: p.alias },
  }),
  onStepFailure: 'continue',
  retryFrom: 'failedStep',
  steps: (p) => p.controllers.map((c) => applyDesiredStateStep<CustomerApprovalPayload>(c)),
};

/** doc2 §7 POST /operations/desiredstate/releaseChannel/{id}: every machine of the channel's customers. */
export const approveChannelDesiredStateJob: JobDefinition<ChannelApprovalPayload> = {
  type: 'desiredState.approveChannel',
  describe: (p) => ({
    name: `Approve the desired state of release channel ${p.releaseChannelName}`,
    target: { type: 'fleet', id: p.releaseChannelId, name: `Release channel ${p.releaseChannelName}` },
  }),
  onStepFailure: 'continue',
  retryFrom: 'failedStep',
  isCancellable: true,
  retryFailed: (p, failedTargetIds) => ({ ...p, controllers: p.controllers.filter((c) => failedTargetIds.includes(c.id)) }),
  steps: (p) => p.controllers.map((c) => applyDesiredStateStep<ChannelApprovalPayload>(c)),
};

export const desiredStateJobDefinitions = [
  approveCustomerDesiredStateJob,
  approveChannelDesiredStateJob,
] as JobDefinition<unknown>[];
