import type { PlatformOperation, PlatformRequest } from '../types';
import { platformTargetName } from '../types';
import type { SimulationSettings } from './settings';

const causeOf = (operation: PlatformOperation): string => {
  const family = operation.split('.')[0];
  switch (family) {
    case 'tenant':
    case 'deployment':
      return 'the deployment controller did not acknowledge the change within 30 s';
    case 'hostingGroup':
      return 'the hosting group did not answer within 30 s';
    case 'deploymentController':
      return 'the controller reported drift it could not correct';
    case 'database':
    case 'databaseServer':
      return 'the resource provider answered 409 Conflict: another operation is in progress';
    case 'certificate':
    case 'dns':
    case 'frontDoor':
      return 'the DNS provider timed out after 60 s';
    case 'performanceCheck':
      return 'the load generators lost contact with the registration site';
    case 'location':
    case 'storageAccount':
    case 'redisCache':
      return 'the resource manager answered 429 Too Many Requests';
    case 'managementCertificate':
      return 'the management endpoint refused the upload (403 Forbidden)';
    default:
      return 'the platform did not answer';
  }
};

/** Every name a request's target goes by, lower-cased, for matching PLATFORM_FAIL_TARGETS. */
const targetNames = (request: PlatformRequest): string[] => [
  platformTargetName(request.target).toLowerCase(),
  ...Object.values(request.target).flatMap((value) => (typeof value === 'string' ? [value.toLowerCase()] : [])),
];

/**
 * The reason an injected fault gives for one phase, or null when the phase succeeds. A listed target
 * fails at its second phase (its first when it has one), so the drawer shows progress, then the failure.
 */
export const injectedFault = ({
  request,
  phase,
  phaseName,
  phaseCount,
  settings,
  random,
}: {
  request: PlatformRequest;
  phase: number;
  phaseName: string;
  phaseCount: number;
  settings: Pick<SimulationSettings, 'faultRate' | 'failTargets'>;
  random: () => number;
}): string | null => {
  const name = platformTargetName(request.target);
  const names = targetNames(request);
  const listed = settings.failTargets.find((t) => names.includes(t.toLowerCase()));
  if (listed && phase === Math.min(1, phaseCount - 1)) {
    return `${phaseName} failed for ${name}: ${causeOf(request.operation)} (injected fault: ${listed} is listed in PLATFORM_FAIL_TARGETS)`;
  }
  if (settings.faultRate > 0 && random() < settings.faultRate) {
    return `${phaseName} failed for ${name}: ${causeOf(request.operation)} (injected fault: PLATFORM_FAULT_RATE=${settings.faultRate})`;
  }
  return null;
};
