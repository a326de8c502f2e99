import type { PromotionImpact, ReleaseChannel, ReleasePromotion } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { callerOf } from '../../lib/permissions';
import {
  alreadyCurrentReason,
  impactChange,
  impactDescription,
  isBetaCleanupShown,
  moreMovingText,
  newestPromotionsFirst,
  runningVersionsText,
  promotingText,
  promotionTargets,
  promotionTitle,
  refusalText,
  rollbackTarget,
} from './release-rules';

const channel = (name: string, currentReleaseId: string | null, currentVersion: string | null = null): ReleaseChannel => ({
  id: `id-${name}`,
  name,
  currentReleaseId,
  currentVersion,
  stabilityIndex: 0,
});

const impact = (overrides: Partial<PromotionImpact> = {}): PromotionImpact => ({
  releaseId: 'r2',
  version: '24.3.0',
  channelId: 'id-Stable',
  channelName: 'Stable',
  fromVersion: '24.2.1',
  fromReleaseId: 'r1',
  isCurrent: false,
  customersMoving: 2,
  customersPinned: 1,
  firstMoving: [
    { id: 'c1', alias: 'acme' },
    { id: 'c2', alias: 'globex' },
  ],
  ...overrides,
});

const promotion = (overrides: Partial<ReleasePromotion>): ReleasePromotion => ({
  id: 'p',
  channelId: 'id-Stable',
  fromVersion: null,
  fromReleaseId: null,
  toVersion: '1.0.0',
  toReleaseId: 'r1',
  promotedByName: 'admin',
  promotedAtUtc: '2026-11-01T10:00:00.000Z',
  customersMoved: 0,
  customersPinned: 0,
  isRollback: false,
  jobCorrelationId: null,
  ...overrides,
});

describe('release rules', () => {
  it('offers every channel but the ones the release is already the current release of, and says why', () => {
    const targets = promotionTargets({ id: 'r2', version: '24.3.0' }, [
      channel('Beta', 'r2', '24.3.0'),
      channel('Stable', 'r1', '24.2.1'),
      channel('Empty', null),
    ]);
    expect(targets.map((t) => [t.channel.name, t.canPromote, t.reason])).toEqual([
      ['Beta', false, '24.3.0 is already the current release of Beta'],
      ['Stable', true, null],
      ['Empty', true, null],
    ]);
    expect(alreadyCurrentReason('1.2.3', 'Preview')).toBe('1.2.3 is already the current release of Preview');
  });

  it('titles the confirmation and the toast with the version and the channel', () => {
    expect(promotionTitle('24.3.0', 'Stable')).toBe('Promote 24.3.0 to Stable?');
    expect(promotingText('24.3.0', 'Stable')).toBe('Promoting 24.3.0 to Stable');
  });

  it('describes the impact: the channel from → to, who moves and who stays, with plurals', () => {
    expect(impactChange(impact())).toEqual({ what: 'Stable', from: '24.2.1', to: '24.3.0' });
    expect(impactChange(impact({ fromVersion: null, fromReleaseId: null }))).toEqual({
      what: 'Stable',
      from: 'no release',
      to: '24.3.0',
    });
    expect(impactDescription(impact())).toBe('2 customers in Stable move to 24.3.0; 1 pinned customer stays on its release.');
    expect(impactDescription(impact({ customersMoving: 1, customersPinned: 0 }))).toBe(
      '1 customer in Stable moves to 24.3.0; 0 pinned customers stay on their release.',
    );
    expect(impactDescription(impact({ customersMoving: 1234, customersPinned: 2 }))).toBe(
      '1,234 customers in Stable move to 24.3.0; 2 pinned customers stay on their release.',
    );
  });

  it('says how many more customers move than the preview names', () => {
    expect(moreMovingText(impact())).toBeNull();
    expect(moreMovingText(impact({ customersMoving: 3 }))).toBe('and 1 more customer');
    expect(moreMovingText(impact({ customersMoving: 22 }))).toBe('and 20 more customers');
  });

  it('rolls back to the release the newest promotion replaced, only while that promotion is current', () => {
    const history = [
      promotion({ id: 'a', toReleaseId: 'r1', toVersion: '1.0.0', promotedAtUtc: '2026-11-01T10:00:00.000Z' }),
      promotion({
        id: 'b',
        fromReleaseId: 'r1',
        fromVersion: '1.0.0',
        toReleaseId: 'r2',
        toVersion: '1.1.0',
        promotedAtUtc: '2026-11-02T10:00:00.000Z',
      }),
    ];
    expect(newestPromotionsFirst(history).map((p) => p.id)).toEqual(['b', 'a']);
    expect(rollbackTarget({ currentReleaseId: 'r2' }, history)).toEqual({ releaseId: 'r1', version: '1.0.0' });
    // Another promotion happened since the history was read: no guess about what came before.
    expect(rollbackTarget({ currentReleaseId: 'r3' }, history)).toBeNull();
    // The first promotion of a channel has nothing to go back to.
    expect(rollbackTarget({ currentReleaseId: 'r1' }, history.slice(0, 1))).toBeNull();
    expect(rollbackTarget({ currentReleaseId: null }, [])).toBeNull();
  });

  it("shows a refusal's own words: the server's message, else its reason", () => {
    const conflict = new ApiError({
      status: 409,
      reason: 'admin promoted 24.3.0 to Stable since',
      errorMessage: null,
      path: '/api/releases/x/promote/y',
    });
    expect(refusalText(conflict)).toBe('admin promoted 24.3.0 to Stable since');
    const withMessage = new ApiError({ status: 400, reason: 'r', errorMessage: 'The channel has customers', path: '/' });
    expect(refusalText(withMessage)).toBe('The channel has customers');
  });

  it('shows beta cleanup only to a known operator in production', () => {
    const whoami = {
      hasDbAccess: false,
      hasDbRoAccess: false,
      hasDbMigrationAccess: false,
      canGenerateKpiData: false,
      subscriptions: [{ subscriptionId: 's1', name: 'One' }],
    };
    expect(isBetaCleanupShown(callerOf(whoami, true))).toBe(true);
    expect(isBetaCleanupShown(callerOf(whoami, false))).toBe(false);
    expect(isBetaCleanupShown(null)).toBe(false);
  });
});

describe('runningVersionsText', () => {
  it('names each version with how many customers run it, as the server ordered them', () => {
    expect(
      runningVersionsText([
        { version: '2.1.0', customers: 12 },
        { version: '2.0.0', customers: 1 },
      ]),
    ).toBe('Running: 2.1.0 on 12 customers, 2.0.0 on 1 customer');
  });
  it('says when nothing of the channel is deployed', () => {
    expect(runningVersionsText([])).toBe('Running: nothing deployed yet');
  });
});
