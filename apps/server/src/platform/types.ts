/**
 * The boundary to the provider's infrastructure (DESIGN.md "Jobs and the platform"). Features call it
 * only from job steps; the default implementation is the simulated fleet in this folder.
 */
export const platformOperations = [
  'tenant.provision',
  'tenant.decommission',
  'tenant.enable',
  'tenant.disable',
  'tenant.repair',
  'tenant.dnsRepair',
  'tenant.restartService',
  'tenant.recycleAppPool',
  'tenant.fixClickOnce',
  'tenant.setAzureCdn',
  'tenant.moveToFrontDoor',
  'tenant.createSupportUser',
] as const;

export type PlatformOperation = (typeof platformOperations)[number];

export type PlatformTarget = {
  customerId: string;
  alias: string;
  deploymentId?: string;
};

export type PlatformRequest = {
  operation: PlatformOperation;
  target: PlatformTarget;
  /**
   * Stable across retries of the same step: performing an operation twice with one id takes
   * effect once (a step retried after a crash is not applied twice).
   */
  operationId: string;
  args?: Record<string, unknown>;
};

export type PlatformResult = { message: string };

/** Thrown by a platform operation that failed; `reason` is shown to operators on the job step. */
export class PlatformError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'PlatformError';
    this.reason = reason;
  }
}

export type Platform = {
  perform: (request: PlatformRequest) => Promise<PlatformResult>;
};
