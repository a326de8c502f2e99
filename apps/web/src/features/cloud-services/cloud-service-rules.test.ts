import { describe, expect, it } from 'vitest';
import { isDecommissionConfirmed, isInstanceBusy, isVersion, serviceNameProblem, whyServiceBusy } from './cloud-service-rules';

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
});
