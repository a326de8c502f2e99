import { platformStep } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';

export type WildcardService = { name: string; serviceKind: 'cloudService' | 'appServicePlan' };

export type WildcardPayload = { subscriptionId: string; thumbprint: string; services: WildcardService[] };

/**
 * doc2 §2 "update wildcard": the wildcard certificate bound on every service that uses it, one step per
 * service (each the platform's `hostingCertificate.bind`), every service tried; a retry re-runs the failed ones.
 */
export const updateWildcardJob: JobDefinition<WildcardPayload> = {
  type: 'certificates.updateWildcard',
  onStepFailure: 'continue',
  retryFrom: 'failedStep',
  retryFailed: (p, failedTargetIds) => ({ ...p, services: p.services.filter((s) => failedTargetIds.includes(s.name)) }),
  describe: (p) => ({
    name: `Update the wildcard certificate on ${p.services.length} ${p.services.length === 1 ? 'service' : 'services'}`,
    target: { type: 'fleet', id: `wildcard-ssl:${p.subscriptionId}`, name: 'Wildcard SSL certificate' },
  }),
  steps: (p) =>
    p.services.map((service) =>
      platformStep<WildcardPayload, 'hostingCertificate.bind'>({
        name: `${service.serviceKind === 'cloudService' ? 'Cloud service' : 'App service plan'} ${service.name}`,
        operation: 'hostingCertificate.bind',
        target: { name: service.name, subscriptionId: p.subscriptionId, serviceKind: service.serviceKind },
        args: { thumbprint: p.thumbprint },
        targetId: service.name,
      }),
    ),
};
