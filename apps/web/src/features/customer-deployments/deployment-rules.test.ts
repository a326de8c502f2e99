import { messages, type ComputeMigration, type Job } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  alertedMigrations,
  deploymentTitle,
  isJobOnCustomerDeployment,
  migrationAlertColor,
  migrationStateText,
  whyNoDisableDeployment,
  whyNoEnableDeployment,
  whyNoMigrate,
  mergeMigrations,
  withMigration,
  withMigrationEvent,
} from './deployment-rules';

const migration = (overrides: Partial<ComputeMigration>): ComputeMigration => ({
  id: 'm1',
  deploymentId: 'd1',
  customerId: 'c1',
  state: 'queued',
  sourceCloudServiceId: 's1',
  sourceName: 'cs-a',
  targetCloudServiceId: 's2',
  targetName: 'cs-b',
  isMoveToAppService: false,
  failureReason: null,
  jobCorrelationId: 'j1',
  startedAtUtc: '2026-11-25T10:00:00Z',
  updatedAtUtc: '2026-11-25T10:00:00Z',
  completedAtUtc: null,
  isDismissed: false,
  ...overrides,
});

describe('deployment rules', () => {
  it('offers enable only when disabled and disable only when enabled, saying why not', () => {
    expect(whyNoEnableDeployment({ isEnabled: true })).toBe(messages.deployments.whyNoEnable);
    expect(whyNoEnableDeployment({ isEnabled: false })).toBeNull();
    expect(whyNoDisableDeployment({ isEnabled: false })).toBe(messages.deployments.whyNoDisable);
    expect(whyNoDisableDeployment({ isEnabled: true })).toBeNull();
  });

  it('offers a compute migration for an Azure deployment without one running', () => {
    expect(whyNoMigrate({ kind: 'onsite' }, [])).toBe(messages.deployments.whyNoMigrate);
    expect(whyNoMigrate({ kind: 'azure' }, [migration({ state: 'migrating' })])).toBe(messages.deployments.whyMigrationRunning);
    expect(whyNoMigrate({ kind: 'azure' }, [migration({ state: 'failed' })])).toBeNull();
  });

  it('names deployments by where they run', () => {
    expect(deploymentTitle({ kind: 'azure', azureLocation: 'eastus', hostingGroupIdentifiers: [] })).toBe(
      'Azure deployment in eastus',
    );
    expect(deploymentTitle({ kind: 'onsite', azureLocation: null, hostingGroupIdentifiers: ['onsite-acme'] })).toBe(
      'On-site deployment on onsite-acme',
    );
  });

  it('alerts about migrations until they are dismissed, coloured by state', () => {
    expect(alertedMigrations([migration({ id: 'a' }), migration({ id: 'b', isDismissed: true })]).map((m) => m.id)).toEqual([
      'a',
    ]);
    expect(migrationAlertColor('verifying')).toBe('blue');
    expect(migrationAlertColor('completed')).toBe('green');
    expect(migrationAlertColor('failed')).toBe('red');
    expect(migrationAlertColor('cancelled')).toBe('gray');
    expect(migrationStateText('migrating')).toBe('Migrating compute');
  });

  it('writes a pushed state into the cached list; an unknown migration asks for the list again', () => {
    const list = [migration({ id: 'm1' }), migration({ id: 'm2', state: 'completed' })];
    const next = withMigrationEvent(list, { id: 'm1', deploymentId: 'd1', state: 'preparing' }, 'stateChanged')!;
    expect(next.map((m) => m.state)).toEqual(['preparing', 'completed']);
    const dismissed = withMigrationEvent(next, { id: 'm2', deploymentId: 'd1', state: 'completed' }, 'dismissed')!;
    expect(dismissed.find((m) => m.id === 'm2')!.isDismissed).toBe(true);
    expect(withMigrationEvent(list, { id: 'other', deploymentId: 'd1', state: 'queued' }, 'started')).toBeNull();
    expect(withMigrationEvent(undefined, { id: 'm1', deploymentId: 'd1', state: 'queued' }, 'started')).toBeNull();
  });

  it("reads the deployments again when a job on one of the customer's deployments starts or ends", () => {
    const job = (change: 'added' | 'changed', isCompleted: boolean, customerId = 'c1') => ({
      change,
      entity: { isCompleted, target: { type: 'deployment', id: 'd1', name: 'acme', customerId } } as Job,
    });
    expect(isJobOnCustomerDeployment(job('added', false), 'c1')).toBe(true);
    expect(isJobOnCustomerDeployment(job('changed', false), 'c1')).toBe(false);
    expect(isJobOnCustomerDeployment(job('changed', true), 'c1')).toBe(true);
    expect(isJobOnCustomerDeployment(job('changed', true, 'c2'), 'c1')).toBe(false);
  });

  it('keeps the state further along when a list read before a push answers after it', () => {
    const pushed = [migration({ id: 'm1', state: 'migrating' })];
    const stale = [migration({ id: 'm1', state: 'preparing', targetName: 'cs-b' }), migration({ id: 'm2' })];
    expect(mergeMigrations(pushed, stale).map((m) => [m.id, m.state])).toEqual([
      ['m1', 'migrating'],
      ['m2', 'queued'],
    ]);
    const ended = [migration({ id: 'm1', state: 'failed', failureReason: 'boom' })];
    expect(mergeMigrations(pushed, ended)[0]).toMatchObject({ state: 'failed', failureReason: 'boom' });
    expect(mergeMigrations(undefined, ended)).toBe(ended);
    expect(
      mergeMigrations(
        [migration({ id: 'm1', isDismissed: true, state: 'completed' })],
        [migration({ id: 'm1', state: 'completed' })],
      )[0]!.isDismissed,
    ).toBe(true);
  });

  it('puts a migration read on its own into the list: replaced in place, first when new, never taken back', () => {
    const running = migration({ id: 'm1', state: 'migrating' });
    const older = migration({ id: 'm0', state: 'completed' });
    const failed = migration({ id: 'm1', state: 'failed', failureReason: 'boom' });
    expect(withMigration([running, older], failed).map((m) => [m.id, m.state])).toEqual([
      ['m1', 'failed'],
      ['m0', 'completed'],
    ]);
    expect(withMigration([older], running).map((m) => m.id)).toEqual(['m1', 'm0']);
    expect(withMigration(undefined, running)).toEqual([running]);
    // A read that left before a later push answered after it does not take the pushed state back.
    expect(
      withMigration([migration({ id: 'm1', state: 'verifying' })], migration({ id: 'm1', state: 'preparing' }))[0]!.state,
    ).toBe('verifying');
  });
});
