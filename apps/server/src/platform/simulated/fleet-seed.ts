import { asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customers,
  deploymentHostingGroups,
  deployments,
  releaseChannels,
  releases,
  simulatedApplications,
  simulatedControllers,
} from '../../db/schema';
import type { PlatformApplication, PlatformChange } from '../types';
import { seedDeadLetters, seededRandom } from './dead-letter-queues';
import { adoptControllers, toPlatformApplication } from './fleet-records';

/**
 * The demo fleet's applications: a web site and a worker for each deployment in a hosting group that
 * the simulated cloud runs nothing for yet, spread over the group's machines, on the release the
 * customer follows. A few start out faulted (for repair to fix); a disabled customer's are stopped.
 * Answers them as applications added, so the console records them as it records any deployment.
 */
export const seedSimulatedFleet = async ({
  db,
  deploymentIds,
  seed,
  isFillingDeadLetters,
}: {
  db: Db;
  deploymentIds?: string[];
  seed: number;
  isFillingDeadLetters: boolean;
}): Promise<PlatformChange[]> => {
  await adoptControllers(db);
  const controllers = await db.select().from(simulatedControllers).orderBy(asc(simulatedControllers.name));
  const byGroup = new Map<string, string[]>();
  for (const c of controllers) byGroup.set(c.hostingGroupId, [...(byGroup.get(c.hostingGroupId) ?? []), c.id]);
  const versions = new Map(
    (
      await db
        .select({ channelId: releaseChannels.id, version: releases.version })
        .from(releaseChannels)
        .innerJoin(releases, eq(releases.id, releaseChannels.currentReleaseId))
    ).map((r) => [r.channelId, r.version]),
  );
  const pinned = new Map(
    (await db.select({ id: releases.id, version: releases.version }).from(releases)).map((r) => [r.id, r.version]),
  );
  const pending = await db
    .select({
      deploymentId: deployments.id,
      customerId: customers.id,
      subscriptionId: customers.subscriptionId,
      alias: customers.alias,
      isEnabled: customers.isEnabled,
      releaseChannelId: customers.releaseChannelId,
      pinnedReleaseId: customers.pinnedReleaseId,
      hostingGroupId: deploymentHostingGroups.hostingGroupId,
    })
    .from(deployments)
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.deploymentId, deployments.id))
    .where(
      deploymentIds
        ? inArray(deployments.id, deploymentIds)
        : notExists(
            db
              .select({ one: sql`1` })
              .from(simulatedApplications)
              .where(eq(simulatedApplications.deploymentId, deployments.id)),
          ),
    );
  const rows: (typeof simulatedApplications.$inferInsert & { subscriptionId: string })[] = [];
  pending.forEach((d, i) => {
    const candidates = byGroup.get(d.hostingGroupId);
    if (!candidates?.length) return;
    const version =
      (d.pinnedReleaseId && pinned.get(d.pinnedReleaseId)) ||
      (d.releaseChannelId && versions.get(d.releaseChannelId)) ||
      'unreleased';
    for (const kind of ['web', 'worker'] as const) {
      rows.push({
        subscriptionId: d.subscriptionId,
        controllerId: candidates[i % candidates.length]!,
        deploymentId: d.deploymentId,
        customerId: d.customerId,
        name: `${d.alias}-${kind}`,
        kind,
        state: !d.isEnabled ? 'stopped' : kind === 'web' && i % 53 === 7 ? 'faulted' : 'running',
        version,
      });
    }
  });
  const added = new Map<string, PlatformApplication[]>();
  for (let start = 0; start < rows.length; start += 2000) {
    const batch = rows.slice(start, start + 2000);
    const inserted = await db
      .insert(simulatedApplications)
      .values(batch.map(({ subscriptionId: _subscriptionId, ...row }) => row))
      .returning();
    inserted.forEach((row, i) => {
      const subscriptionId = batch[i]!.subscriptionId;
      added.set(subscriptionId, [...(added.get(subscriptionId) ?? []), toPlatformApplication(row)]);
    });
  }
  if (isFillingDeadLetters) {
    await seedDeadLetters(
      db,
      pending.map((d) => d.deploymentId),
      seededRandom(seed),
    );
  }
  return [...added].map(([subscriptionId, applications]) => ({
    kind: 'applications',
    subscriptionId,
    change: 'added',
    applications,
  }));
};
