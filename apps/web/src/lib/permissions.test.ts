import { endpoints, environmentRefusals, noSubscriptionRefusal, permissionRefusals } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { callerOf, permissionFor } from './permissions';

const noFlags = { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false };
const oneSubscription = [{ subscriptionId: 's1', name: 'One' }];

describe('permissionFor', () => {
  it('lets an operator with a subscription make a signed-in call', () => {
    const caller = callerOf({ ...noFlags, subscriptions: oneSubscription }, false);
    expect(permissionFor(endpoints.enableCustomer, caller)).toEqual({ canCall: true, reason: null });
  });

  it('refuses a database call to an operator without a database flag, saying which flag', () => {
    const caller = callerOf({ ...noFlags, subscriptions: oneSubscription }, false);
    expect(permissionFor(endpoints.getRavenManagementStudioUri, caller)).toEqual({
      canCall: false,
      reason: permissionRefusals.anyDatabaseAccess,
    });
  });

  it('allows the database call with read-only database access', () => {
    const caller = callerOf({ ...noFlags, hasDbRoAccess: true, subscriptions: oneSubscription }, false);
    expect(permissionFor(endpoints.getRavenManagementStudioUri, caller).canCall).toBe(true);
  });

  it('refuses feature branches in production and allows them elsewhere', () => {
    const whoami = { ...noFlags, subscriptions: oneSubscription };
    expect(permissionFor(endpoints.createFeatureBranch, callerOf(whoami, true))).toEqual({
      canCall: false,
      reason: environmentRefusals.outsideProduction,
    });
    expect(permissionFor(endpoints.createFeatureBranch, callerOf(whoami, false)).canCall).toBe(true);
  });

  it('refuses subscription calls to an operator without a subscription, but not operator calls', () => {
    const caller = callerOf({ ...noFlags, subscriptions: [] }, false);
    expect(permissionFor(endpoints.decommissionCustomer, caller)).toEqual({ canCall: false, reason: noSubscriptionRefusal });
    expect(permissionFor(endpoints.moveToOtherSubscription, caller).canCall).toBe(true);
  });

  it('leaves the control usable while the operator is not yet known (the server still guards)', () => {
    expect(permissionFor(endpoints.getRavenManagementStudioUri, null).canCall).toBe(true);
  });
});
