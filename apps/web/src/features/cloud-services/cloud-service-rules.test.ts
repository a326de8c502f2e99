import { describe, expect, it } from 'vitest';
import {
  actualDifferences,
  isDecommissionConfirmed,
  isInstanceBusy,
  isVersion,
  serviceNameProblem,
  whyServiceBusy,
} from './cloud-service-rules';

describe('cloud service rules', () => {
  it('confirms a decommission only with the exact service name', () => {
    expect(isDecommissionConfirmed('cs-prod-uksouth-shared-01', 'cs-prod-uksouth-shared-01')).toBe(true);
    expect(isDecommissionConfirmed(' cs-prod-uksouth-shared-01 ', 'cs-prod-uksouth-shared-01')).toBe(true);
    expect(isDecommissionConfirmed('cs-prod-uksouth-shared', 'cs-prod-uksouth-shared-01')).toBe(false);
    expect(isDecommissionConfirmed('CS-PROD-UKSOUTH-SHARED-01', 'cs-prod-uksouth-shared-01')).toBe(false);
  });

  it('says what is wrong with a service name, not before one is typed', () => {
    expect(serviceNameProblem('')).toBeNull();
    expect(serviceNameProblem('cs-new-01')).toBeNull();
    expect(serviceNameProblem('Cs-new')).toMatch(/lower-case/);
    expect(serviceNameProblem('1cs')).toMatch(/starting with a letter/);
    expect(serviceNameProblem('ab')).not.toBeNull();
  });

  it('knows versions, busy instances and busy services', () => {
    expect(isVersion('4.12.0')).toBe(true);
    expect(isVersion('4.12.0.7')).toBe(true);
    expect(isVersion('latest')).toBe(false);
    expect(isInstanceBusy('Rebooting')).toBe(true);
    expect(isInstanceBusy('Ready')).toBe(false);
    expect(whyServiceBusy('running')).toBeNull();
    expect(whyServiceBusy('decommissioning')).toMatch(/decommissioned/);
  });

  it('names where the cloud differs from the console, and nothing when they agree', () => {
    const instances = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ instanceId: `cs_IN_${i}`, status: 'Ready' as const }));
    const service = {
      instanceSize: 'Standard_D2',
      packageVersion: '4.12.0',
      deployments: [
        { deploymentSlot: 'production' as const, packageVersion: '4.12.0', instances: instances(2) },
        { deploymentSlot: 'staging' as const, packageVersion: '4.12.0', instances: instances(1) },
      ],
    };
    expect(actualDifferences(service, service)).toEqual([]);
    expect(
      actualDifferences(service, {
        instanceSize: 'Standard_D3',
        packageVersion: '4.13.0',
        deployments: [{ deploymentSlot: 'production', packageVersion: '4.13.0', instances: instances(3) }],
      }),
    ).toEqual([
      'Instance size: the console has Standard_D2, the cloud Standard_D3.',
      'Package version: the console has 4.12.0, the cloud 4.13.0.',
      'The production deployment: the console has 2 instances, the cloud 3.',
      'The staging deployment: the cloud has none.',
    ]);
  });
});
