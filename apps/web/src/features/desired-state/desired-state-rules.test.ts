import type { DesiredStateTransition, Investigation } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { channelsOf, opensInvestigations, stateLine } from './desired-state-rules';

const transition = (overrides: Partial<DesiredStateTransition>): DesiredStateTransition => ({
  id: 't1',
  deploymentControllerId: 'c1',
  hostingGroupId: 'g1',
  startedAtUtc: '2026-11-28T09:00:00.000Z',
  completedAtUtc: null,
  desiredState: 4,
  endState: null,
  isInDesiredStateAfter: null,
  ...overrides,
});

const investigation = (overrides: Partial<Investigation>): Investigation => ({
  id: 'i1',
  customerId: 'c1',
  customerAlias: 'acme',
  jobId: 'j1',
  logSearchUrl: 'https://logs.example/?filter=x',
  deploymentControllerId: null,
  deploymentControllerName: null,
  hostingGroupId: null,
  hostingGroupIdentifier: null,
  desiredState: 4,
  endState: 3,
  releaseChannelId: null,
  releaseChannelName: null,
  openedAtUtc: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

describe('desired-state rules', () => {
  it('expects investigations only from a transition that ended out of its desired state', () => {
    expect(opensInvestigations(transition({}))).toBe(false);
    expect(opensInvestigations(transition({ completedAtUtc: '2026-11-28T09:01:00.000Z', isInDesiredStateAfter: true }))).toBe(
      false,
    );
    expect(opensInvestigations(transition({ completedAtUtc: '2026-11-28T09:01:00.000Z', isInDesiredStateAfter: false }))).toBe(
      true,
    );
  });

  it('says the state a machine ended in against the desired one', () => {
    expect(stateLine(investigation({}))).toBe('3 of desired 4');
    expect(stateLine(investigation({ endState: null }))).toBe('unknown of desired 4');
    expect(stateLine(investigation({ desiredState: null }))).toBe('Not known');
  });

  it('lists each release channel of the investigations once, by name', () => {
    const list = [
      investigation({ releaseChannelId: 'b', releaseChannelName: 'Stable' }),
      investigation({ releaseChannelId: 'a', releaseChannelName: 'Beta' }),
      investigation({ releaseChannelId: 'b', releaseChannelName: 'Stable' }),
      investigation({}),
    ];
    expect(channelsOf(list)).toEqual([
      { id: 'a', name: 'Beta' },
      { id: 'b', name: 'Stable' },
    ]);
  });
});
