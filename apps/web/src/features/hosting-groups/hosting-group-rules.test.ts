import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication, HostingGroupView } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  pfxDownloadUrl,
  privateKeyPasswordText,
  transitionResult,
  withControllerStatus,
  withHostedApplicationChange,
  withTransition,
} from './hosting-group-rules';

const machine = (id: string, name: string, overrides: Partial<DeploymentControllerStatus> = {}): DeploymentControllerStatus => ({
  id,
  hostingGroupId: 'g1',
  name,
  status: 'healthy',
  cpuPercent: 10,
  memoryPercent: 20,
  desiredStateVersion: 3,
  currentStateVersion: 3,
  isInDesiredState: true,
  lastReportedAtUtc: '2026-11-25T10:00:00Z',
  ...overrides,
});

const transition = (id: string, overrides: Partial<DesiredStateTransition> = {}): DesiredStateTransition => ({
  id,
  deploymentControllerId: 'c1',
  hostingGroupId: 'g1',
  startedAtUtc: '2026-11-25T10:00:00Z',
  completedAtUtc: null,
  desiredState: 4,
  endState: null,
  isInDesiredStateAfter: null,
  ...overrides,
});

const view = (overrides: Partial<HostingGroupView> = {}): HostingGroupView => ({
  id: 'g1',
  hostingGroupIdentifier: 'onsite-acme',
  kind: 'onsite',
  azureLocation: null,
  deploymentIds: [],
  deploymentControllers: [machine('c1', 'acme-m1'), machine('c3', 'acme-m3')],
  transitions: [],
  certificate: null,
  logSearchUrl: 'https://logs/',
  machineLogSearchUrls: {},
  ...overrides,
});

const app = (id: string, name: string, state: HostedApplication['state'] = 'running'): HostedApplication => ({
  id,
  deploymentControllerId: 'c1',
  deploymentId: 'd1',
  customerId: 'x',
  name,
  kind: 'web',
  state,
  version: '1.0.0',
  updatedAtUtc: '2026-11-25T10:00:00Z',
});

describe('hosting group rules', () => {
  it("replaces a machine's status, adds a new machine in name order, ignores other groups", () => {
    const degraded = withControllerStatus(view(), machine('c1', 'acme-m1', { status: 'degraded' }));
    expect(degraded.deploymentControllers.map((c) => c.status)).toEqual(['degraded', 'healthy']);
    const added = withControllerStatus(view(), machine('c2', 'acme-m2'));
    expect(added.deploymentControllers.map((c) => c.name)).toEqual(['acme-m1', 'acme-m2', 'acme-m3']);
    expect(withControllerStatus(view(), machine('c9', 'x', { hostingGroupId: 'other' }))).toEqual(view());
  });

  it('adds a started transition on top and completes it in place', () => {
    const started = withTransition(view({ transitions: [transition('old')] }), transition('t1'));
    expect(started.transitions.map((t) => t.id)).toEqual(['t1', 'old']);
    const done = withTransition(started, transition('t1', { completedAtUtc: '2026-11-25T10:01:00Z', endState: 4 }));
    expect(done.transitions.map((t) => [t.id, transitionResult(t)])).toEqual([
      ['t1', 'succeeded'],
      ['old', 'running'],
    ]);
  });

  it('calls a completed transition a success only when its end state equals the desired state', () => {
    expect(transitionResult(transition('a'))).toBe('running');
    expect(transitionResult(transition('a', { completedAtUtc: 'x', endState: 4 }))).toBe('succeeded');
    expect(transitionResult(transition('a', { completedAtUtc: 'x', endState: 3 }))).toBe('failed');
  });

  it('applies hosted application changes: added, changed, removed', () => {
    const list = [app('a', 'acme-web')];
    const added = withHostedApplicationChange(list, { change: 'added', entity: app('b', 'acme-api') })!;
    expect(added.map((a) => a.name)).toEqual(['acme-api', 'acme-web']);
    const changed = withHostedApplicationChange(added, { change: 'changed', entity: app('a', 'acme-web', 'stopped') })!;
    expect(changed.find((a) => a.id === 'a')!.state).toBe('stopped');
    expect(withHostedApplicationChange(changed, { change: 'removed', entity: app('a', 'acme-web') })!.map((a) => a.id)).toEqual([
      'b',
    ]);
    expect(withHostedApplicationChange(undefined, { change: 'added', entity: app('a', 'x') })).toBeUndefined();
  });

  it('puts the token and subscription of a download in its URL, and says when a key has no password', () => {
    const url = pfxDownloadUrl('AB'.repeat(20), 'tok.en', 'sub-1');
    expect(url).toBe(`/api/certificates/thumbprint/${'AB'.repeat(20)}/downloadpfx?id_token=tok.en&subscription_id=sub-1`);
    expect(privateKeyPasswordText({ privateKeyPassword: null })).toBe('Not Required: Private Key is not protected');
    expect(privateKeyPasswordText({ privateKeyPassword: 'secret' })).toBe('secret');
  });
});
