import { type PromotionImpact, type Release, type ReleaseChannel, type ReleasePromotion } from '@console/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  errorEvents,
  hostedApplications,
  releaseChannels,
  releasePromotions,
  releases,
} from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/like-pattern';
import type { Live } from '../../live/live';
import { promotionJob } from './promotion-job';
import { pushToAll } from './push-to-all';
import {
  compareVersions,
  isBetaOrPreview,
  releaseChannelNameReasons,
  releaseVersionReasons,
  stabilityIndexOf,
  stabilityWindowMs,
} from './release-rules';

export type ReleaseDeps = { db: Db; auth: AuthContext; jobs: Jobs; live: Live };

const toRelease = (row: typeof releases.$inferSelect): Release => ({
  id: row.id,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

const validation = (reasons: string[]) => ({ isValid: reasons.length === 0, reasons });

const allVersions = async (db: Db) => (await db.select({ version: releases.version }).from(releases)).map((r) => r.version);
const allChannelNames = async (db: Db) =>
  (await db.select({ name: releaseChannels.name }).from(releaseChannels)).map((r) => r.name);

export const validateSemanticVersion = async ({ db, candidate }: { db: Db; candidate: string }) =>
  validation(releaseVersionReasons(candidate, await allVersions(db)));

export const validateReleaseChannelName = async ({ db, candidate }: { db: Db; candidate: string }) =>
  validation(releaseChannelNameReasons(candidate, await allChannelNames(db)));

export const listReleases = async ({
  db,
  page,
  pageSize,
  version,
}: {
  db: Db;
  page: number;
  pageSize: number;
  version: string;
}) => {
  const matching = version ? ilike(releases.version, `%${escapeLike(version)}%`) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(releases)
      .where(matching)
      .orderBy(desc(releases.createdAt), desc(releases.version))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(releases).where(matching),
  ]);
  return { releases: rows.map(toRelease), total: totals?.total ?? 0, page, pageSize };
};

export const createRelease = async ({ deps, version }: { deps: ReleaseDeps; version: string }) => {
  const reasons = releaseVersionReasons(version, await allVersions(deps.db));
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  const [row] = await deps.db
    .insert(releases)
    .values({ version: version.trim(), createdByName: deps.auth.operator.name })
    .onConflictDoNothing()
    .returning();
  // Two operators creating one version at once: the unique index lets one in.
  if (!row) throw new AppError('badRequest', `Release ${version.trim()} already exists.`);
  await pushToAll(deps, 'releaseCreated', { id: row.id, version: row.version });
  return toRelease(row);
};

const readChannel = async (db: Db, id: string): Promise<ReleaseChannel> => {
  const [row] = await db
    .select({
      id: releaseChannels.id,
      name: releaseChannels.name,
      currentVersion: releases.version,
      currentReleaseId: releaseChannels.currentReleaseId,
      stabilityIndex: releaseChannels.stabilityIndex,
    })
    .from(releaseChannels)
    .leftJoin(releases, eq(releases.id, releaseChannels.currentReleaseId))
    .where(eq(releaseChannels.id, id));
  if (!row) throw new AppError('notFound', `Release channel ${id} was not found`);
  return row;
};

export const createReleaseChannel = async ({ deps, name }: { deps: ReleaseDeps; name: string }) => {
  const reasons = releaseChannelNameReasons(name, await allChannelNames(deps.db));
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  const [row] = await deps.db.insert(releaseChannels).values({ name: name.trim() }).onConflictDoNothing().returning();
  if (!row) throw new AppError('badRequest', `A release channel named ${name.trim()} already exists.`);
  await pushToAll(deps, 'releaseChannelCreated', { id: row.id, name: row.name, currentReleaseId: null });
  return readChannel(deps.db, row.id);
};

const customersInChannel = async (db: Db, channelId: string) => {
  const [row] = await db.select({ total: count() }).from(customers).where(eq(customers.releaseChannelId, channelId));
  return row?.total ?? 0;
};

export const deleteReleaseChannel = async ({ deps, id }: { deps: ReleaseDeps; id: string }) => {
  // Locked, so a customer cannot be moved into it between the check and the removal.
  const [channel] = await deps.db.select().from(releaseChannels).where(eq(releaseChannels.id, id)).for('update');
  if (!channel) throw new AppError('notFound', `Release channel ${id} was not found`);
  const inIt = await customersInChannel(deps.db, id);
  if (inIt > 0)
    throw new AppError(
      'badRequest',
      `${channel.name} cannot be removed: ${inIt} ${inIt === 1 ? 'customer is' : 'customers are'} in it. Move them to another channel first.`,
    );
  await deps.db.delete(releaseChannels).where(eq(releaseChannels.id, id));
  await pushToAll(deps, 'releaseChannelDeleted', { id });
};

const fromReleases = alias(releases, 'from_release');
const toReleases = alias(releases, 'to_release');

const readHistory = async (db: Db, channelId: string, limit = 50): Promise<ReleasePromotion[]> => {
  const rows = await db
    .select({
      id: releasePromotions.id,
      channelId: releasePromotions.channelId,
      fromReleaseId: releasePromotions.fromReleaseId,
      toReleaseId: releasePromotions.toReleaseId,
      promotedByName: releasePromotions.promotedByName,
      promotedAtUtc: releasePromotions.promotedAtUtc,
      customersMoved: releasePromotions.customersMoved,
      customersPinned: releasePromotions.customersPinned,
      isRollback: releasePromotions.isRollback,
      jobId: releasePromotions.jobId,
      fromVersion: fromReleases.version,
      toVersion: toReleases.version,
    })
    .from(releasePromotions)
    .leftJoin(fromReleases, eq(fromReleases.id, releasePromotions.fromReleaseId))
    .innerJoin(toReleases, eq(toReleases.id, releasePromotions.toReleaseId))
    .where(eq(releasePromotions.channelId, channelId))
    .orderBy(desc(releasePromotions.promotedAtUtc), desc(releasePromotions.id))
    .limit(limit);
  return rows.map(({ jobId, promotedAtUtc, fromVersion, ...p }) => ({
    ...p,
    fromVersion: fromVersion ?? null,
    promotedAtUtc: promotedAtUtc.toISOString(),
    jobCorrelationId: jobId,
  }));
};

/** What the channel's customers run, as the platform last reported their applications, newest version first. */
const runningVersionsOf = async (db: Db, channelId: string) => {
  const rows = await db
    .select({
      version: hostedApplications.version,
      customers: sql<number>`count(distinct ${hostedApplications.customerId})`.mapWith(Number),
    })
    .from(hostedApplications)
    .innerJoin(customers, eq(customers.id, hostedApplications.customerId))
    .where(eq(customers.releaseChannelId, channelId))
    .groupBy(hostedApplications.version);
  return rows.sort((a, b) => compareVersions(b.version, a.version));
};

export const getReleaseChannel = async ({ db, id }: { db: Db; id: string }) => {
  const channel = await readChannel(db, id);
  const [row] = await db
    .select({ at: releaseChannels.stabilityIndexComputedAtUtc })
    .from(releaseChannels)
    .where(eq(releaseChannels.id, id));
  return {
    channel,
    stabilityIndexComputedAtUtc: row?.at?.toISOString() ?? null,
    customerCount: await customersInChannel(db, id),
    runningVersions: await runningVersionsOf(db, id),
    history: await readHistory(db, id),
  };
};

/**
 * Who a promotion moves: the channel's customers that follow it (not pinned). The dry run and the
 * promotion both count with this one query, so the preview's numbers are what the promotion moves.
 */
const movingCustomers = (channelId: string) =>
  and(eq(customers.releaseChannelId, channelId), eq(customers.isPinnedToReleaseChannel, false));

const countImpact = async (db: Db, channelId: string) => {
  const [row] = await db
    .select({
      moving: sql<number>`count(*) filter (where not ${customers.isPinnedToReleaseChannel})`.mapWith(Number),
      pinned: sql<number>`count(*) filter (where ${customers.isPinnedToReleaseChannel})`.mapWith(Number),
    })
    .from(customers)
    .where(eq(customers.releaseChannelId, channelId));
  return { moving: row?.moving ?? 0, pinned: row?.pinned ?? 0 };
};

const findRelease = async (db: Db, id: string) => {
  const [row] = await db.select().from(releases).where(eq(releases.id, id));
  if (!row) throw new AppError('notFound', `Release ${id} was not found`);
  return row;
};

export const previewPromotion = async ({
  deps,
  releaseId,
  channelId,
}: {
  deps: Pick<ReleaseDeps, 'db' | 'auth'>;
  releaseId: string;
  channelId: string;
}): Promise<PromotionImpact> => {
  const { db, auth } = deps;
  const release = await findRelease(db, releaseId);
  const channel = await readChannel(db, channelId);
  const impact = await countImpact(db, channelId);
  // The first 20 named are the operator's own subscriptions' customers; the counts are the fleet's.
  const firstMoving =
    auth.subscriptionIds.length === 0
      ? []
      : await db
          .select({ id: customers.id, alias: customers.alias })
          .from(customers)
          .where(and(movingCustomers(channelId), inArray(customers.subscriptionId, auth.subscriptionIds)))
          .orderBy(asc(customers.alias))
          .limit(20);
  return {
    releaseId: release.id,
    version: release.version,
    channelId: channel.id,
    channelName: channel.name,
    fromVersion: channel.currentVersion,
    fromReleaseId: channel.currentReleaseId,
    isCurrent: channel.currentReleaseId === release.id,
    customersMoving: impact.moving,
    customersPinned: impact.pinned,
    firstMoving,
  };
};

/** The machines that run the moving customers' deployments: the promotion applies the release on each. */
const controllersOfChannel = (db: Db, channelId: string) =>
  db
    .selectDistinct({ id: deploymentControllers.id, name: deploymentControllers.name })
    .from(deploymentControllers)
    .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.hostingGroupId, deploymentControllers.hostingGroupId))
    .innerJoin(deployments, eq(deployments.id, deploymentHostingGroups.deploymentId))
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(movingCustomers(channelId))
    .orderBy(asc(deploymentControllers.name));

export const promoteRelease = async ({
  deps,
  releaseId,
  channelId,
  expectedCurrentReleaseId,
}: {
  deps: ReleaseDeps;
  releaseId: string;
  channelId: string;
  expectedCurrentReleaseId?: string | null;
}) => {
  const { db, auth } = deps;
  // The channel row is locked for the whole promotion: a second promotion waits, then sees this one.
  const [locked] = await db.select().from(releaseChannels).where(eq(releaseChannels.id, channelId)).for('update');
  if (!locked) throw new AppError('notFound', `Release channel ${channelId} was not found`);
  const release = await findRelease(db, releaseId);
  if (locked.currentReleaseId === release.id)
    throw new AppError('badRequest', `${release.version} is already the current release of ${locked.name}.`);
  if (expectedCurrentReleaseId !== undefined && expectedCurrentReleaseId !== locked.currentReleaseId) {
    const [last] = await readHistory(db, channelId, 1);
    const said = last
      ? `${last.promotedByName} promoted ${last.toVersion} to ${locked.name} at ${last.promotedAtUtc}`
      : `${locked.name} changed its current release`;
    throw new AppError('conflict', `${said} since you looked. Review the promotion again.`, undefined, {
      ...(last && { changedBy: last.promotedByName, changedAt: last.promotedAtUtc }),
    });
  }
  const [previous] = await readHistory(db, channelId, 1);
  const isRollback = previous !== undefined && previous.fromReleaseId === release.id;
  const impact = await countImpact(db, channelId);
  await db.update(releaseChannels).set({ currentReleaseId: release.id }).where(eq(releaseChannels.id, channelId));
  const controllers = await controllersOfChannel(db, channelId);
  const job =
    controllers.length === 0
      ? null
      : await deps.jobs.start(promotionJob, {
          payload: { channelId, channelName: locked.name, version: release.version, controllers },
          subscriptionId: auth.subscriptionId,
          operatorId: auth.operator.id,
        });
  const [row] = await db
    .insert(releasePromotions)
    .values({
      channelId,
      fromReleaseId: locked.currentReleaseId,
      toReleaseId: release.id,
      operatorId: auth.operator.id,
      promotedByName: auth.operator.name,
      customersMoved: impact.moving,
      customersPinned: impact.pinned,
      isRollback,
      jobId: job?.correlationId ?? null,
    })
    .returning();
  await pushToAll(deps, 'releasePromoted', { releaseId: release.id, channelId });
  const [promotion] = (await readHistory(db, channelId, 1)).filter((p) => p.id === row!.id);
  return { promotion: promotion!, job };
};

/**
 * doc2 §4 beta cleanup (production only, enforced by the endpoint's declaration): the customers of the
 * Beta and Preview channels move to Stable, pinned or not.
 */
export const cleanUpBeta = async ({ deps }: { deps: ReleaseDeps }) => {
  const channels = await deps.db.select().from(releaseChannels).for('update');
  const stable = channels.find((c) => c.name.toLowerCase() === 'stable');
  if (!stable) throw new AppError('badRequest', 'There is no Stable channel to move clients to.');
  const from = channels.filter((c) => isBetaOrPreview(c.name)).map((c) => c.id);
  if (from.length === 0) return { customersMoved: 0 };
  const moved = await deps.db
    .update(customers)
    .set({ releaseChannelId: stable.id, isPinnedToReleaseChannel: false, pinnedReleaseId: null, updatedAt: new Date() })
    .where(inArray(customers.releaseChannelId, from))
    .returning({ id: customers.id });
  await pushToAll(deps, 'releaseChannelsChanged', {});
  return { customersMoved: moved.length };
};

/** doc2 §9 ad hoc stability index, from the errors of the channel's customers in the window. */
export const computeStabilityIndex = async ({ deps, id }: { deps: ReleaseDeps; id: string }) => {
  const { db } = deps;
  const [locked] = await db.select().from(releaseChannels).where(eq(releaseChannels.id, id)).for('update');
  if (!locked) throw new AppError('notFound', `Release channel ${id} was not found`);
  const recent = db
    .selectDistinct({ targetId: sql<string>`${errorEvents.details}->>'targetId'`.as('target_id') })
    .from(errorEvents)
    .where(gte(errorEvents.at, new Date(Date.now() - stabilityWindowMs)))
    .as('recent');
  const [row] = await db
    .select({
      total: count(),
      withErrors:
        sql<number>`count(*) filter (where ${customers.id}::text in (select ${recent.targetId} from ${recent}))`.mapWith(Number),
    })
    .from(customers)
    .where(eq(customers.releaseChannelId, id));
  const index = stabilityIndexOf({ customers: row?.total ?? 0, customersWithErrors: row?.withErrors ?? 0 });
  await db
    .update(releaseChannels)
    .set({ stabilityIndex: index, stabilityIndexComputedAtUtc: new Date() })
    .where(eq(releaseChannels.id, id));
  await pushToAll(deps, 'releaseChannelsChanged', {});
  return readChannel(db, id);
};
