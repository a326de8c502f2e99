import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { simulatedApplications, simulatedControllers, simulatedTransitions } from '../../db/schema';
import type { PlatformChange, PlatformChangeListener } from '../types';
import {
  adoptControllers,
  loadController,
  toPlatformApplication,
  toPlatformController,
  toPlatformTransition,
  type SimulatedControllerRow,
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
  log,
  settings,
  onChanges,
  random = Math.random,
}: {
  db: Db;
  log: FastifyBaseLogger;
  settings: SimulationSettings;
  /** Hears what the fleet changed on its own, in platform terms (the console records and pushes it). */
  onChanges: PlatformChangeListener;
  random?: () => number;
}): FleetTicker => {
  const speed = settings.speed > 0 ? settings.speed : 1;

  const completeDueTransitions = async (): Promise<PlatformChange[]> => {
    const pushes: PlatformChange[] = [];
    const due = await db
      .select()
      .from(simulatedTransitions)
      .where(and(isNull(simulatedTransitions.completedAtUtc), lte(simulatedTransitions.completesAtUtc, new Date())))
      .limit(20);
    for (const transition of due) {
      const isSuccess = random() < 0.9;
      const endState = isSuccess ? transition.desiredState : transition.desiredState - 1;
      const [completed] = await db
        .update(simulatedTransitions)
        .set({ completedAtUtc: new Date(), endState, isInDesiredStateAfter: isSuccess })
        .where(and(eq(simulatedTransitions.id, transition.id), isNull(simulatedTransitions.completedAtUtc)))
        .returning();
      if (!completed) continue;
      const found = await loadController(db, transition.controllerId);
      if (!found) continue;
      const [controller] = await db
        .update(simulatedControllers)
        .set({ currentStateVersion: endState, status: isSuccess ? 'healthy' : 'degraded', lastReportedAtUtc: new Date() })
        .where(eq(simulatedControllers.id, found.controller.id))
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
      update ${simulatedControllers} set last_reported_at_utc = now()
      where id = (
        select id from ${simulatedControllers}
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
    const status: SimulatedControllerRow['status'] =
      roll < 0.02 ? 'unreachable' : roll < 0.08 || (controller.status === 'degraded' && roll < 0.3) ? 'degraded' : 'healthy';
    const isIdle = controller.desiredStateVersion === controller.currentStateVersion;
    const isStartingTransition = isIdle && status !== 'unreachable' && random() < 0.3;
    const [updated] = await db
      .update(simulatedControllers)
      .set({
        status,
        cpuPercent: clamp(controller.cpuPercent + (random() - 0.5) * 30),
        memoryPercent: clamp(controller.memoryPercent + (random() - 0.5) * 16),
        ...(isStartingTransition ? { desiredStateVersion: controller.desiredStateVersion + 1 } : {}),
      })
      .where(eq(simulatedControllers.id, id))
      .returning();
    if (!updated) return [];
    pushes.push({ kind: 'controllers', subscriptionId, controllers: [toPlatformController(updated)] });
    if (isStartingTransition) {
      const [transition] = await db
        .insert(simulatedTransitions)
        .values({
          controllerId: id,
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
        .from(simulatedApplications)
        .where(eq(simulatedApplications.controllerId, id))
        .orderBy(sql`random()`)
        .limit(1);
      const next = app?.state === 'running' ? 'faulted' : app?.state === 'faulted' ? 'running' : null;
      if (app && next) {
        const [changed] = await db
          .update(simulatedApplications)
          .set({ state: next, updatedAt: new Date() })
          .where(and(eq(simulatedApplications.id, app.id), eq(simulatedApplications.state, app.state)))
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
      await adoptControllers(db);
      const pushes = await completeDueTransitions();
      for (let i = 0; i < controllersPerTick; i++) pushes.push(...(await reportOne()));
      await deadLettersArrive(db, random);
      if (pushes.length > 0) await onChanges(pushes);
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
