import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

/**
 * Starts a platform self-test: a job that probes every hosting group of the subscription through the
 * platform driver, so an operator can see that jobs, the platform and live updates work end to end.
 */
export const startPlatformSelfTest = defineEndpoint({
  method: 'POST',
  path: '/api/operations/selftest',
  summary: 'Starts a platform self-test job',
  permission: 'signedIn',
  status: 202,
  response: job,
});
