import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { platformSteps } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';
import type { PlatformOperationTargets } from '../../platform/types';

export type DetailJobPayload = { customerId: string; alias: string; ipAddress?: string };

type DetailOperation =
  | 'tenant.dnsRepair'
  | 'tenant.restartService'
  | 'tenant.recycleAppPool'
  | 'tenant.fixClickOnce'
  | 'tenant.resetCreditCardVault'
  | 'tenant.moveToAppGateway'
  | 'tenant.assignStaticIp';

/**
 * One platform operation on one customer, a step per phase so the jobs drawer shows its progress; the
 * customer's record changes only once every phase took effect (`record`).
 */
const detailJob = (
  type: string,
  verb: string,
  operation: DetailOperation,
  record?: (payload: DetailJobPayload) => Partial<typeof customers.$inferInsert>,
): JobDefinition<DetailJobPayload> => ({
  type,
  describe: (p) => ({ name: `${verb} ${p.alias}`, target: { type: 'customer', id: p.customerId, name: p.alias } }),
  // Each step is one idempotent platform phase: a retry starts at the phase that failed, and a cancel
  // stops between phases (the platform finishes the one it began).
  retryFrom: 'failedStep',
  isCancellable: true,
  steps: (p) =>
    platformSteps<DetailJobPayload, DetailOperation>({
      operation,
      target: { customerId: p.customerId, alias: p.alias } as PlatformOperationTargets[DetailOperation],
      args: p.ipAddress ? { ipAddress: p.ipAddress } : undefined,
      targetId: p.customerId,
    }),
  ...(record && {
    onCompleted: async ({ payload, db, isFaulted }) => {
      if (isFaulted) return;
      await db
        .update(customers)
        .set({ ...record(payload), updatedAt: new Date() })
        .where(eq(customers.id, payload.customerId));
    },
  }),
});

export const dnsRepairJob = detailJob('customer.dnsRepair', 'DNS repair', 'tenant.dnsRepair');
export const restartServiceJob = detailJob('customer.restartService', 'Restart the service of', 'tenant.restartService');
export const recycleAppPoolJob = detailJob('customer.recycleAppPool', 'Recycle the app pool of', 'tenant.recycleAppPool');
export const fixClickOnceJob = detailJob('customer.fixClickOnce', 'Fix ClickOnce for', 'tenant.fixClickOnce');

export const resetCreditCardVaultJob = detailJob(
  'customer.resetCreditCardVault',
  'Reset the credit card vault credentials of',
  'tenant.resetCreditCardVault',
  () => ({ creditCardVaultResetAt: new Date() }),
);
export const moveToAppGatewayJob = detailJob(
  'customer.moveToAppGateway',
  'Move to the App Gateway:',
  'tenant.moveToAppGateway',
  () => ({
    isOnAppGateway: true,
  }),
);
export const assignStaticIpJob = detailJob(
  'customer.assignStaticIp',
  'Assign a static IP address to',
  'tenant.assignStaticIp',
  (p) => ({
    staticIpAddress: p.ipAddress ?? null,
  }),
);

export const detailJobDefinitions = [
  dnsRepairJob,
  restartServiceJob,
  recycleAppPoolJob,
  fixClickOnceJob,
  resetCreditCardVaultJob,
  moveToAppGatewayJob,
  assignStaticIpJob,
] as JobDefinition<unknown>[];

export type DetailJobKind =
  | 'dnsRepair'
  | 'restartService'
  | 'recycleAppPool'
  | 'fixClickOnce'
  | 'resetCreditCardVault'
  | 'moveToAppGateway'
  | 'assignStaticIp';

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
    case 'resetCreditCardVault':
      return resetCreditCardVaultJob;
    case 'moveToAppGateway':
      return moveToAppGatewayJob;
    case 'assignStaticIp':
      return assignStaticIpJob;
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
};
