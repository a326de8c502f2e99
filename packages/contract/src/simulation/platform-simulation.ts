import { z } from 'zod';
import { knownCertificateIds } from '../alarms/alarms';
import { defineEndpoint } from '../endpoint';

/**
 * The simulated platform's conditions that can change while it runs (outside production only): what
 * an operator demonstrating or testing the console injects to see failures and alarms, and removes
 * to see them clear.
 */
export const platformSimulationConditions = z.object({
  /**
   * Added to PLATFORM_FAIL_TARGETS: aliases, hosting group identifiers, locations, service names or
   * subscription names whose operations fail, whose services report unhealthy, and (for a
   * subscription) that the management certificate cannot connect to.
   */
  failTargets: z.array(z.string().trim().min(1).max(200)).max(50),
  /** Known hosting certificates the platform reports as not installed. */
  missingCertificates: z.array(z.enum(knownCertificateIds, { message: 'must be a known certificate id' })).max(3),
  hasDefaultDatabase: z.boolean(),
});

export type PlatformSimulationConditions = z.infer<typeof platformSimulationConditions>;

export const platformSimulation = platformSimulationConditions.extend({
  /** PLATFORM_FAIL_TARGETS: fixed for the life of the process. */
  configuredFailTargets: z.array(z.string()),
  faultRate: z.number(),
});

export type PlatformSimulation = z.infer<typeof platformSimulation>;

export const getPlatformSimulation = defineEndpoint({
  method: 'GET',
  path: '/api/platform/simulation',
  summary: "The simulated platform's injected faults and conditions",
  permission: 'signedIn',
  environment: 'outsideProduction',
  scope: 'operator',
  response: platformSimulation,
});

export const setPlatformSimulation = defineEndpoint({
  method: 'PUT',
  path: '/api/platform/simulation',
  summary: "Changes the simulated platform's injected faults and conditions",
  permission: 'signedIn',
  environment: 'outsideProduction',
  scope: 'operator',
  body: platformSimulationConditions,
  response: platformSimulation,
});
