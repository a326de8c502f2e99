import type { Caller, DatabaseDetails, Deployment } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  databaseAccessOf,
  deploymentLabel,
  isDeploymentChoice,
  isWholeDetails,
  reconfigureFormOf,
  reconfigureProblems,
  refusedCallErrors,
  shownDeploymentId,
} from './database-rules';

const callerWith = (flags: Partial<Caller['flags']>): Caller => ({
  flags: { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false, ...flags },
  isProduction: false,
  hasSubscription: true,
});

const allowed = (caller: Caller) =>
  Object.fromEntries(Object.entries(databaseAccessOf(caller)).map(([name, p]) => [name, p.canCall]));

describe('who may do what on the database panel (doc1 §6)', () => {
  it('follows the operator flags exactly', () => {
    expect(allowed(callerWith({ hasDbAccess: true }))).toEqual({
      details: true,
      password: true,
      readOnlyPassword: true,
      compatibilityLevel: false,
      reconfigure: true,
      report: true,
    });
    expect(allowed(callerWith({ hasDbRoAccess: true }))).toEqual({
      details: true,
      password: false,
      readOnlyPassword: true,
      compatibilityLevel: false,
      reconfigure: false,
      report: true,
    });
    expect(allowed(callerWith({ hasDbMigrationAccess: true }))).toEqual({
      details: true,
      password: false,
      readOnlyPassword: false,
      compatibilityLevel: true,
      reconfigure: false,
      report: true,
    });
    expect(allowed(callerWith({}))).toEqual({
      details: false,
      password: false,
      readOnlyPassword: false,
      compatibilityLevel: false,
      reconfigure: false,
      report: false,
    });
  });

  it('says why, and logs the spec’s errors', () => {
    expect(databaseAccessOf(callerWith({})).details.reason).toBe(
      'This needs database access, read-only database access or database migration access.',
    );
    expect(refusedCallErrors.details).toBe('You are not authorized to get database details.');
  });
});

const deployment = (id: string, overrides: Partial<Deployment> = {}): Deployment => ({
  id,
  customerId: 'c',
  kind: 'azure',
  isEnabled: true,
  hostingGroupIds: [],
  hostingGroupIdentifiers: ['hg-westeurope-01'],
  azureLocation: 'westeurope',
  resourceGroupName: 'rg',
  hostingPlan: 'Shared',
  cloudServiceId: null,
  appServicePlanId: null,
  ...overrides,
});

describe('the deployment chooser', () => {
  it('appears only with several deployments and keeps a choice only while it exists', () => {
    expect(isDeploymentChoice([deployment('a')])).toBe(false);
    expect(isDeploymentChoice([deployment('a'), deployment('b')])).toBe(true);
    expect(shownDeploymentId([deployment('a'), deployment('b')], null)).toBe('a');
    expect(shownDeploymentId([deployment('a'), deployment('b')], 'b')).toBe('b');
    expect(shownDeploymentId([deployment('a')], 'b')).toBe('a');
    expect(shownDeploymentId([], null)).toBeNull();
    expect(deploymentLabel(deployment('a'))).toBe('Azure westeurope (hg-westeurope-01)');
    expect(deploymentLabel(deployment('a', { kind: 'onsite', azureLocation: null, hostingGroupIdentifiers: [] }))).toBe(
      'On-site',
    );
  });
});

const details: DatabaseDetails = {
  deploymentId: 'd',
  databaseName: 'ea-x',
  serverName: 'sql-westeurope-01',
  minPerformanceLevel: { id: 'S0', name: 'S0', edition: 'Standard' },
  maxPerformanceLevel: { id: 'S2', name: 'S2', edition: 'Standard' },
  maxSizeInGB: 250,
  currentCompatibilityLevel: 150,
  isUpdating: false,
};

describe('the reconfigure form (doc1 §5)', () => {
  it('starts from the database as it is and finds the problems field by field', () => {
    const form = reconfigureFormOf(details);
    expect(form).toEqual({ minPerformanceLevelId: 'S0', maxPerformanceLevelId: 'S2', maxSizeInGB: '250' });
    expect(reconfigureProblems(form)).toEqual({});
    expect(reconfigureProblems({ ...form, maxSizeInGB: '0' })).toEqual({ maxSizeInGB: 'Must be a whole number above 0' });
    expect(reconfigureProblems({ ...form, maxSizeInGB: '1.5' })).toEqual({ maxSizeInGB: 'Must be a whole number above 0' });
    expect(reconfigureProblems({ ...form, maxSizeInGB: '999999' })).toEqual({
      maxSizeInGB: 'Must be at most the allowed maximum of 4096 GB',
    });
    expect(reconfigureProblems({ ...form, minPerformanceLevelId: 'P1' })).toEqual({
      minPerformanceLevelId: 'Must not be above the max performance level',
    });
  });
});

describe('live pushes', () => {
  it('replace the details only when they carry all of them', () => {
    expect(isWholeDetails({ ...details })).toBe(true);
    expect(isWholeDetails({ deploymentId: 'd', minPerformanceLevelId: 'S1' })).toBe(false);
  });
});
