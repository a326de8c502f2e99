/**
 * doc1 §3/§4: a compute migration moves a deployment to another cloud service (or an app service
 * plan). It runs queued → preparing → migrating → verifying → completed, or ends failed or cancelled.
 * Zod-free, so the browser bundle can use it (browser.ts).
 */
export const computeMigrationStates = [
  'queued',
  'preparing',
  'migrating',
  'verifying',
  'completed',
  'failed',
  'cancelled',
] as const;

export type ComputeMigrationState = (typeof computeMigrationStates)[number];

export const activeComputeMigrationStates = [
  'queued',
  'preparing',
  'migrating',
  'verifying',
] as const satisfies readonly ComputeMigrationState[];

/** Cancel is allowed while it runs; dismiss once it ended. */
export const isComputeMigrationActive = (state: ComputeMigrationState) =>
  (activeComputeMigrationStates as readonly ComputeMigrationState[]).includes(state);
