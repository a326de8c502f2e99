import { endpoints, type Caller, type PromotionImpact, type ReleaseChannel, type ReleasePromotion } from '@console/contract';
import type { ChangeLine } from '../../lib/confirm-destructive';
import { isApiError } from '../../lib/api-error';
import { operationErrorMessage } from '../../lib/errors';
import { permissionFor } from '../../lib/permissions';
import { countOf, pluralOf, type Noun } from '../../lib/plural';

export const customerNoun: Noun = { one: 'customer', other: 'customers' };
export const releaseNoun: Noun = { one: 'release', other: 'releases' };
export const channelNoun: Noun = { one: 'release channel', other: 'release channels' };

/** How many of the moving customers the preview names (doc2 §2: the first 20). */
export const firstMovingShown = 20;

/** What a release row offers for one channel: promote to it, or why not. */
export type PromotionTarget =
  { channel: ReleaseChannel; canPromote: true; reason: null } | { channel: ReleaseChannel; canPromote: false; reason: string };

/** doc2 §4: a release may be promoted only to a channel it is not already the current release of. */
export const alreadyCurrentReason = (version: string, channelName: string) =>
  `${version} is already the current release of ${channelName}`;

export const promotionTarget = (release: { id: string; version: string }, channel: ReleaseChannel): PromotionTarget =>
  channel.currentReleaseId === release.id
    ? { channel, canPromote: false, reason: alreadyCurrentReason(release.version, channel.name) }
    : { channel, canPromote: true, reason: null };

/** Every channel, in the order given, with whether this release may be promoted to it. */
export const promotionTargets = (release: { id: string; version: string }, channels: readonly ReleaseChannel[]) =>
  channels.map((channel) => promotionTarget(release, channel));

export const promotionTitle = (version: string, channelName: string) => `Promote ${version} to ${channelName}?`;
export const rollbackTitle = (version: string, channelName: string) => `Roll back ${channelName} to ${version}?`;
export const promotingText = (version: string, channelName: string) => `Promoting ${version} to ${channelName}`;
export const promoteMenuLabel = (version: string) => `Promote ${version}`;
export const toChannelLabel = (channelName: string) => `to ${channelName}`;

/** A channel with no release yet shows this where a version would be. */
export const noRelease = 'no release';

export const versionOrNone = (version: string | null) => version ?? noRelease;

/** The confirmation's "from → to" line: the channel, from its current release to the promoted one. */
export const impactChange = (impact: PromotionImpact): ChangeLine => ({
  what: impact.channelName,
  from: versionOrNone(impact.fromVersion),
  to: impact.version,
});

/** The confirmation's sentence: who moves and who stays. */
export const impactDescription = (impact: PromotionImpact): string => {
  const moving = `${countOf(impact.customersMoving, customerNoun)} in ${impact.channelName} ${pluralOf(impact.customersMoving, {
    one: 'moves',
    other: 'move',
  })} to ${impact.version}`;
  const pinned = `${countOf(impact.customersPinned, { one: 'pinned customer', other: 'pinned customers' })} ${pluralOf(
    impact.customersPinned,
    { one: 'stays', other: 'stay' },
  )} on ${pluralOf(impact.customersPinned, { one: 'its', other: 'their' })} release.`;
  return `${moving}; ${pinned}`;
};

/** Under the names of the first moving customers: how many more there are, or nothing. */
export const moreMovingText = (impact: PromotionImpact): string | null => {
  const more = impact.customersMoving - impact.firstMoving.length;
  return more > 0 ? `and ${countOf(more, { one: 'more customer', other: 'more customers' })}` : null;
};

/** The channel's history, newest promotion first. */
export const newestPromotionsFirst = (history: readonly ReleasePromotion[]) =>
  [...history].sort((a, b) => b.promotedAtUtc.localeCompare(a.promotedAtUtc));

/**
 * What "Roll back" goes back to: the release the channel's newest promotion replaced, as long as that
 * promotion made the channel's current release (otherwise the history does not say what came before).
 */
export const rollbackTarget = (
  channel: Pick<ReleaseChannel, 'currentReleaseId'>,
  history: readonly ReleasePromotion[],
): { releaseId: string; version: string } | null => {
  const [newest] = newestPromotionsFirst(history);
  if (!newest || newest.toReleaseId !== channel.currentReleaseId) return null;
  if (!newest.fromReleaseId || !newest.fromVersion) return null;
  return { releaseId: newest.fromReleaseId, version: newest.fromVersion };
};

/** A refused call as the operator reads it: the server's message, else its reason, else the default. */
export const refusalText = (error: unknown): string => {
  if (isApiError(error)) return error.errorMessage || error.reason || operationErrorMessage(error);
  return operationErrorMessage(error);
};

/** The stability index as a channel shows it. */
export const stabilityText = (index: number) => `Stability index ${index.toLocaleString('en')}`;

/** The toasts of this feature's own actions (the spec words only the beta cleanup's). */
export const releaseCreatedText = (version: string) => `Release ${version} created`;
export const channelCreatedText = (name: string) => `Release channel ${name} created`;
export const channelDeletedText = (name: string) => `Release channel ${name} deleted`;
export const stabilityComputedText = (name: string, index: number) => `Stability index of ${name}: ${index.toLocaleString('en')}`;

/**
 * doc2 §6, §9: beta cleanup is for production alone. Elsewhere its button is left out (not shown
 * disabled), read from the endpoint's declaration, and only once the operator and environment are known.
 */
export const isBetaCleanupShown = (caller: Caller | null) =>
  caller !== null && permissionFor(endpoints.cleanUpBeta, caller).canCall;

/** What the channel's customers run, newest version first, e.g. "Running: 2.1.0 on 12 customers, 2.0.0 on 3 customers". */
export const runningVersionsText = (running: readonly { version: string; customers: number }[]) =>
  running.length === 0
    ? 'Running: nothing deployed yet'
    : `Running: ${running.map((r) => `${r.version} on ${countOf(r.customers, customerNoun)}`).join(', ')}`;
