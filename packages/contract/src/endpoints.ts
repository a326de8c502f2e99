import { listAudit } from './audit/list-audit';
import { getFederatedSignInConfig } from './auth/federated-sign-in-config';
import { moveToOtherSubscription } from './auth/move-to-other-subscription';
import { getWhoami, postWhoami } from './auth/whoami';
import { dismissJobs } from './jobs/dismiss-jobs';
import { listJobs } from './jobs/list-jobs';
import { startPlatformSelfTest } from './operations/platform-self-test';
import { getHealth } from './system/health';

/** Every endpoint of the API; tests walk this list (e.g. to prove each refuses anonymous callers). */
export const endpoints = {
  getHealth,
  getFederatedSignInConfig,
  getWhoami,
  postWhoami,
  moveToOtherSubscription,
  listAudit,
  listJobs,
  dismissJobs,
  startPlatformSelfTest,
} as const;
