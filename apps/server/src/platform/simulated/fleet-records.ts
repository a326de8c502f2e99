import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hostingGroups, simulatedApplications, simulatedControllers, simulatedTransitions } from '../../db/schema';
import type { PlatformApplication, PlatformController, PlatformTransition } from '../types';

export type SimulatedApplicationRow = typeof simulatedApplications.$inferSelect;
export type SimulatedControllerRow = typeof simulatedControllers.$inferSelect;
export type SimulatedTransitionRow = typeof simulatedTransitions.$inferSelect;

/** The simulated fleet's rows as the platform reports them. */
export const toPlatformApplication = (row: SimulatedApplicationRow): PlatformApplication => ({
  id: row.id,
  deploymentControllerId: row.controllerId,
  deploymentId: row.deploymentId,
  customerId: row.customerId,
  name: row.name,
  kind: row.kind,
  state: row.state,
  version: row.version,
  updatedAtUtc: row.updatedAt.toISOString(),
});

export const toPlatformController = (row: SimulatedControllerRow): PlatformController => ({
  id: row.id,
  hostingGroupId: row.hostingGroupId,
  name: row.name,
  status: row.status,
  cpuPercent: row.cpuPercent,
  memoryPercent: row.memoryPercent,
  desiredStateVersion: row.desiredStateVersion,
  currentStateVersion: row.currentStateVersion,
  lastReportedAtUtc: row.lastReportedAtUtc.toISOString(),
});

export const toPlatformTransition = (row: SimulatedTransitionRow, hostingGroupId: string): PlatformTransition => ({
  id: row.id,
  deploymentControllerId: row.controllerId,
  hostingGroupId,
  startedAtUtc: row.startedAtUtc.toISOString(),
  completedAtUtc: row.completedAtUtc?.toISOString() ?? null,
  desiredState: row.desiredState,
  endState: row.endState,
  isInDesiredStateAfter: row.isInDesiredStateAfter,
});

/**
 * Machines are registered with the console (the seed's, an on-site customer's first machine); the
 * simulated cloud starts running one as soon as it is registered, as a real machine's agent would
 * report in. Controllers are never removed, so adopting them again and again is safe.
 */
export const adoptControllers = async (db: Db) => {
  await db.execute(sql`
    insert into simulated_controllers
      (id, hosting_group_id, name, status, cpu_percent, memory_percent, desired_state_version, current_state_version, last_reported_at_utc)
    select c.id, c.hosting_group_id, c.name, c.status, c.cpu_percent, c.memory_percent, c.desired_state_version,
      c.current_state_version, c.last_reported_at_utc
    from deployment_controllers c
    where not exists (select 1 from simulated_controllers s where s.id = c.id)
    on conflict (id) do nothing`);
};

/** A controller with the subscription and hosting group it belongs to. */
export const loadController = async (db: Db, controllerId: string) => {
  const [found] = await db
    .select({ controller: simulatedControllers, subscriptionId: hostingGroups.subscriptionId })
    .from(simulatedControllers)
    .innerJoin(hostingGroups, eq(hostingGroups.id, simulatedControllers.hostingGroupId))
    .where(eq(simulatedControllers.id, controllerId));
  return found ?? null;
};
