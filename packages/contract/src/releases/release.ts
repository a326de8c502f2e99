import { z } from 'zod';
import { job } from '../jobs/job';

/** doc2 §3 Release, with who made it and when (null creator: the seeded fleet's releases). */
export const release = z.object({
  id: z.string(),
  version: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});

export type Release = z.infer<typeof release>;

/** doc2 §5: the release version, checked by the server with the semver library. */
export const releaseVersionInput = z.object({
  version: z.string().trim().min(1, { message: 'is required' }).max(100),
});

/** doc2 §5: a release channel's name, checked by the server. */
export const releaseChannelNameInput = z.object({
  name: z.string().trim().min(1, { message: 'is required' }).max(50),
});

export const releaseIdParams = z.object({ releaseId: z.uuid({ message: 'must be a release id' }) });
export const releaseChannelIdParams = z.object({ id: z.uuid({ message: 'must be a release channel id' }) });
export const promotionParams = z.object({
  releaseId: z.uuid({ message: 'must be a release id' }),
  channelId: z.uuid({ message: 'must be a release channel id' }),
});

/** One promotion in a channel's history (a rollback is a promotion too). */
export const releasePromotion = z.object({
  id: z.string(),
  channelId: z.string(),
  fromVersion: z.string().nullable(),
  fromReleaseId: z.string().nullable(),
  toVersion: z.string(),
  toReleaseId: z.string(),
  promotedByName: z.string(),
  promotedAtUtc: z.string(),
  customersMoved: z.number().int(),
  customersPinned: z.number().int(),
  isRollback: z.boolean(),
  jobCorrelationId: z.string().nullable(),
});

export type ReleasePromotion = z.infer<typeof releasePromotion>;

/**
 * What a promotion would do, computed by the server with the same query the promotion then uses: the
 * customers that follow the channel move (how many, and the first 20 of the operator's subscriptions),
 * the pinned ones stay.
 */
export const promotionImpact = z.object({
  releaseId: z.string(),
  version: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  fromVersion: z.string().nullable(),
  fromReleaseId: z.string().nullable(),
  /** The release is already the channel's current one: a promotion is refused. */
  isCurrent: z.boolean(),
  customersMoving: z.number().int(),
  customersPinned: z.number().int(),
  firstMoving: z.array(z.object({ id: z.string(), alias: z.string() })),
});

export type PromotionImpact = z.infer<typeof promotionImpact>;

/** The promotion, and the job that rolls it out (none when no machine runs a customer of the channel). */
export const promotionStarted = z.object({ promotion: releasePromotion, job: job.nullable() });
