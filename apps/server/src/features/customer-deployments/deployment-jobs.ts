import { eq } from 'drizzle-orm';
import { deployments } from '../../db/schema';
import { platformSteps } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';

export type DeploymentJobPayload = { customerId: string; alias: string; deploymentId: string; kind: 'azure' | 'onsite' };

type DeploymentOperation = 'deployment.create' | 'deployment.enable' | 'deployment.disable';

/** One platform operation on one deployment, a step per phase; `isEnabled` is recorded when it succeeded. */
const deploymentJob = (
  type: string,
  verb: string,
  operation: DeploymentOperation,
  isEnabled?: boolean,
): JobDefinition<DeploymentJobPayload> => ({
  type,
  describe: (p) => ({
    name: `${verb} the ${p.kind === 'azure' ? 'Azure' : 'on-site'} deployment of ${p.alias}`,
    target: { type: 'deployment', id: p.deploymentId, name: p.alias, customerId: p.customerId },
  }),
  steps: (p) =>
    platformSteps<DeploymentJobPayload, DeploymentOperation>({
      operation,
      target: { customerId: p.customerId, alias: p.alias, deploymentId: p.deploymentId },
      targetId: p.deploymentId,
    }),
  onCompleted: async ({ payload, db, isFaulted }) => {
    if (isFaulted || isEnabled === undefined) return;
    await db.update(deployments).set({ isEnabled }).where(eq(deployments.id, payload.deploymentId));
  },
});

export const createDeploymentJob = deploymentJob('deployment.create', 'Create', 'deployment.create');
export const enableDeploymentJob = deploymentJob('deployment.enable', 'Enable', 'deployment.enable', true);
export const disableDeploymentJob = deploymentJob('deployment.disable', 'Disable', 'deployment.disable', false);

export const deploymentJobDefinitions = [
  createDeploymentJob,
  enableDeploymentJob,
  disableDeploymentJob,
] as JobDefinition<unknown>[];
