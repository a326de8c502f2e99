import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { deploymentControllers, desiredStateTransitions, hostedApplications } from '../../db/schema';
import type { Live } from '../../live/live';
import { pushPlatformChanges } from '../changes';
import type { PlatformChange } from '../types';
import {
  loadController,
  toPlatformApplication,
  toPlatformController,
  toPlatformTransition,
  type DeploymentControllerRow,
} from './fleet-records';
import type { SimulationSettings } from './settings';
import { deadLettersArrive } from './dead-letter-queues';

const clamp = (value: number) => Math.max(1, Math.min(99, Math.round(value)));

/** Each round, up to this many controllers report. */
const controllersPerTick = 5;

export type FleetTicker = {
  /** One round of the fleet's own activity (exposed so tests can drive it). */
  tick: () => Promise<void>;
  stop: () => void;
};

/**
 * The fleet acts on its own: controllers report their status, go through desired-state transitions
 * and sometimes lose an application, so live lists move even when no operator acts. Every process may
 * tick; each round claims its controller with a conditional update, so two processes never report
 * for the same controller at once.
 */
export const startFleetTicker = ({
  db,
  live,
  log,
  settings,
  random = Math.random,
}: {
  db: Db;
  live: Live;
  log: FastifyBaseLogger;
  settings: SimulationSettings;
  random?: () => number;
}): FleetTicker => {
  const speed = settings.speed > 0 ? settings.speed : 1;

  const completeDueTransitions = async (): Promise<PlatformChange[]> => {
    const pushes: PlatformChange[] = [];
    const due = await db
      .select()
      .from(desiredStateTransitions)
      .where(and(isNull(desiredStateTransitions.completedAtUtc), lte(desiredStateTransitions.completesAtUtc, new Date())))
      .limit(20);
    for (const transition of due) {
      const isSuccess = random() < 0.9;
      const endState = isSuccess ? transition.desiredState : transition.desiredState - 1;
      const [completed] = await db
        .update(desiredStateTransitions)
        .set({ completedAtUtc: new Date(), endState, isInDesiredStateAfter: isSuccess })
        .where(and(eq(desiredStateTransitions.id, transition.id), isNull(desiredStateTransitions.completedAtUtc)))
        .returning();
      if (!completed) continue;
      const found = await loadController(db, transition.deploymentControllerId);
      if (!found) continue;
      const [controller] = await db
        .update(deploymentControllers)
        .set({ currentStateVersion: endState, status: isSuccess ? 'healthy' : 'degraded', lastReportedAtUtc: new Date() })
        .where(eq(deploymentControllers.id, found.controller.id))
        .returning();
      pushes.push({
        kind: 'transitions',
        subscriptionId: found.subscriptionId,
        transitions: [toPlatformTransition(completed, found.controller.hostingGroupId)],
      });
      if (controller)
        pushes.push({
          kind: 'controllers',
          subscriptionId: found.subscriptionId,
          controllers: [toPlatformController(controller)],
        });
    }
    return pushes;
  };

  /** Claims one controller that has not reported for a while and makes it report. */
  const reportOne = async (): Promise<PlatformChange[]> => {
    const quietFor = `${Math.max(1, Math.round((settings.tickerSeconds * 4) / speed))} seconds`;
    const claimed = await db.execute<{ id: string }>(sql`
      update ${deploymentControllers} set last_reported_at_utc = now()
      where id = (
        select id from ${deploymentControllers}
        where last_reported_at_utc < now() - ${quietFor}::interval
        order by random() limit 1
        for update skip locked
      )
      returning id`);
    const rows = Array.isArray(claimed) ? claimed : (claimed as { rows: { id: string }[] }).rows;
    const id = rows[0]?.id;
    if (!id) return [];
    const found = await loadController(db, id);
    if (!found) return [];
    const { controller, subscriptionId } = found;
    const pushes: PlatformChange[] = [];
    const roll = random();
    // An unreachable controller comes back at its next report; a degraded one mostly recovers.
    const status: DeploymentControllerRow['status'] =
      roll < 0.02 ? 'unreachable' : roll < 0.08 || (controller.status === 'degraded' && roll < 0.3) ? 'degraded' : 'healthy';
    const isIdle = controller.desiredStateVersion === controller.currentStateVersion;
    const isStartingTransition = isIdle && status !== 'unreachable' && random() < 0.3;
    const [updated] = await db
      .update(deploymentControllers)
      .set({
        status,
        cpuPercent: clamp(controller.cpuPercent + (random() - 0.5) * 30),
        memoryPercent: clamp(controller.memoryPercent + (random() - 0.5) * 16),
        ...(isStartingTransition ? { desiredStateVersion: controller.desiredStateVersion + 1 } : {}),
      })
      .where(eq(deploymentControllers.id, id))
      .returning();
    if (!updated) return [];
    pushes.push({ kind: 'controllers', subscriptionId, controllers: [toPlatformController(updated)] });
    if (isStartingTransition) {
      const [transition] = await db
        .insert(desiredStateTransitions)
        .values({
          deploymentControllerId: id,
          desiredState: updated.desiredStateVersion,
          completesAtUtc: new Date(Date.now() + ((5 + random() * 10) * 1000) / speed),
        })
        .returning();
      if (transition)
        pushes.push({
          kind: 'transitions',
          subscriptionId,
          transitions: [toPlatformTransition(transition, controller.hostingGroupId)],
        });
    }
    // Now and then an application faults on its own (a repair fixes it) or a faulted one recovers.
    if (random() < 0.15) {
      const [app] = await db
        .select()
        .from(hostedApplications)
        .where(eq(hostedApplications.deploymentControllerId, id))
        .orderBy(sql`random()`)
        .limit(1);
      const next = app?.state === 'running' ? 'faulted' : app?.state === 'faulted' ? 'running' : null;
      if (app && next) {
        const [changed] = await db
          .update(hostedApplications)
          .set({ state: next, updatedAt: new Date() })
          .where(and(eq(hostedApplications.id, app.id), eq(hostedApplications.state, app.state)))
          .returning();
        if (changed)
          pushes.push({
            kind: 'applications',
            subscriptionId,
            change: 'changed',
            applications: [toPlatformApplication(changed)],
          });
      }
    }
    return pushes;
  };

  let isRunning = false;
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const pushes = await completeDueTransitions();
      for (let i = 0; i < controllersPerTick; i++) pushes.push(...(await reportOne()));
      await deadLettersArrive(db, random);
      await pushPlatformChanges({ live, changes: pushes });
    } finally {
      isRunning = false;
    }
  };

  const timer =
    settings.tickerSeconds > 0
      ? setInterval(
          () => {
            tick().catch((error: unknown) => log.warn({ err: error }, 'the simulated fleet could not report'));
          },
          (settings.tickerSeconds * 1000) / speed,
        )
      : undefined;
  timer?.unref();

  return { tick, stop: () => clearInterval(timer) };
};
