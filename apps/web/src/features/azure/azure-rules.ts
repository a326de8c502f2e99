import { endpoints, featureIdPattern, featureIdRule, redisCacheKeyPattern, redisCacheKeyRule } from '@console/contract';
import { tokenInQueryUrl } from '../../lib/api-client';
import type { CloudLocation, Job, ManagementCertificateStatus } from '@console/contract';

/** The job targets the Azure screens start work on (the server's job descriptions name them so). */
export const locationScanTargetId = 'azure-locations';
export const locationTargetId = (location: string) => `location:${location}`;
export const managementCertificateTargetId = 'management-certificate';

/** Why nothing can be created in a location, or null when it is open to customers. */
export const whyNoResources = (location: Pick<CloudLocation, 'displayName' | 'isSupported'>): string | null =>
  location.isSupported ? null : `${location.displayName} is not supported, so nothing can be created there.`;

/** What is wrong with a typed redis cache key, or null when the server will take it. */
export const redisKeyProblem = (key: string): string | null => {
  const trimmed = key.trim();
  if (trimmed === '') return 'Enter the key of the new cache.';
  return redisCacheKeyPattern.test(trimmed) ? null : `The key ${redisCacheKeyRule}.`;
};

/** What is wrong with a typed feature id, or null. */
export const featureIdProblem = (featureId: string): string | null => {
  const trimmed = featureId.trim();
  if (trimmed === '') return 'Enter the feature id.';
  if (trimmed.length > 100) return 'The feature id must be at most 100 characters.';
  return featureIdPattern.test(trimmed) ? null : `The feature id ${featureIdRule}.`;
};

/** The one-line summary of the certificate's connections. */
export const connectionSummary = (
  status: Pick<ManagementCertificateStatus, 'connectedSubscriptionCount' | 'failedConnectionResults'>,
) => {
  const failed = status.failedConnectionResults.length;
  const connected = status.connectedSubscriptionCount;
  const subscriptions = (n: number) => `${n} subscription${n === 1 ? '' : 's'}`;
  if (failed === 0) return `Connects to ${subscriptions(connected)}.`;
  return `Connects to ${subscriptions(connected)}; cannot connect to ${subscriptions(failed)}.`;
};

/**
 * The pfx download opens in a new window, which cannot send headers: the token and the subscription travel
 * in the URL (the server redacts them from its logs).
 */
export const managementPfxUrl = (token: string, subscriptionId: string | null) =>
  tokenInQueryUrl(endpoints.downloadManagementCertificatePfx, {}, token, subscriptionId);

/** A key that changes whenever one of these jobs starts or ends, to read a list again. */
export const jobsStateKey = (jobs: readonly Pick<Job, 'correlationId' | 'isCompleted'>[]) =>
  jobs.map((job) => `${job.correlationId}:${job.isCompleted}`).join(',');

export const isAnyRunning = (jobs: readonly Pick<Job, 'isCompleted'>[]) => jobs.some((job) => !job.isCompleted);
