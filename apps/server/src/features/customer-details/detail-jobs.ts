import { platformSteps } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';
import type { PlatformOperationTargets } from '../../platform/types';

export type DetailJobPayload = { customerId: string; alias: string };

type DetailOperation = 'tenant.dnsRepair' | 'tenant.restartService' | 'tenant.recycleAppPool' | 'tenant.fixClickOnce';

/** One platform operation on one customer, a step per phase so the jobs drawer shows its progress. */
const detailJob = (type: string, verb: string, operation: DetailOperation): JobDefinition<DetailJobPayload> => ({
  type,
  describe: (p) => ({ name: `${verb} ${p.alias}`, target: { type: 'customer', id: p.customerId, name: p.alias } }),
  steps: (p) =>
    platformSteps<DetailJobPayload, DetailOperation>({
      operation,
      target: { customerId: p.customerId, alias: p.alias } as PlatformOperationTargets[DetailOperation],
      targetId: p.customerId,
    }),
});

export const dnsRepairJob = detailJob('customer.dnsRepair', 'DNS repair', 'tenant.dnsRepair');
export const restartServiceJob = detailJob('customer.restartService', 'Restart the service of', 'tenant.restartService');
export const recycleAppPoolJob = detailJob('customer.recycleAppPool', 'Recycle the app pool of', 'tenant.recycleAppPool');
export const fixClickOnceJob = detailJob('customer.fixClickOnce', 'Fix ClickOnce for', 'tenant.fixClickOnce');

export const detailJobDefinitions = [
  dnsRepairJob,
  restartServiceJob,
  recycleAppPoolJob,
  fixClickOnceJob,
] as JobDefinition<unknown>[];

export type DetailJobKind = 'dnsRepair' | 'restartService' | 'recycleAppPool' | 'fixClickOnce';

export const detailJobOf = (kind: DetailJobKind): JobDefinition<DetailJobPayload> => {
  switch (kind) {
    case 'dnsRepair':
      return dnsRepairJob;
    case 'restartService':
      return restartServiceJob;
    case 'recycleAppPool':
      return recycleAppPoolJob;
    case 'fixClickOnce':
      return fixClickOnceJob;
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
};
