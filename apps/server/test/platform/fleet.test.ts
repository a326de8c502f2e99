import type { DeploymentControllerStatus, DesiredStateTransition, HostedApplication, LiveEntityChange } from '@console/contract';
import { isTransitionSuccessful } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deploymentControllers,
  desiredStateTransitions,
  hostedApplications,
  hostingGroups,
  simulatedApplications,
  simulatedControllers,
  simulatedTransitions,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { applyPlatformChanges, recordPlatformChanges } from '../../src/platform/changes';
import type { PlatformApplication, PlatformChange } from '../../src/platform/types';
import { startFleetTicker } from '../../src/platform/simulated/fleet-ticker';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';

const production = seedSubscriptions[0]!;

describe.each(testDatabases)('the simulated fleet on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is seeded: every hosting group has controllers, every deployment its web and worker applications', async () => {
    const groups = await t.db.select().from(hostingGroups);
    const controllers = await t.db.select().from(deploymentControllers);
    expect(controllers).toHaveLength(groups.length * 2);
    const apps = await t.db.select().from(hostedApplications);
    expect(apps).toHaveLength(20 * 2);
    expect(new Set(apps.map((a) => a.kind))).toEqual(new Set(['web', 'worker']));
    // The console's records are what the platform reported running: the same applications by id.
    const running = await t.db.select().from(simulatedApplications);
    expect(running.map((a) => a.id).sort()).toEqual(apps.map((a) => a.id).sort());
    expect((await t.db.select().from(simulatedControllers)).map((c) => c.id).sort()).toEqual(controllers.map((c) => c.id).sort());
  });

  it('reports controller status and runs desired-state transitions on its own, pushing each', async () => {
    const [group] = await t.db.select().from(hostingGroups).where(eq(hostingGroups.hostingGroupIdentifier, 'hg-eastus-01'));
    const token = await t.tokenFor('admin');
    const controllersHub = await whenConnected(
      await t.connectHub('deploymentControllers', { id_token: token, subscription_id: production.id }),
    );
    expect(await controllersHub.emitWithAck('JoinGroup', group!.id)).toEqual({ isOk: true });
    const transitionsHub = await whenConnected(
      await t.connectHub('desiredStateTransitions', { id_token: token, subscription_id: production.id }),
    );
    const statuses: DeploymentControllerStatus[] = [];
    const started: DesiredStateTransition[] = [];
    const completed: DesiredStateTransition[] = [];
    controllersHub.on('updateDeploymentControllerStatus', (s: DeploymentControllerStatus) => statuses.push(s));
    transitionsHub.on('transitionStarted', (s: DesiredStateTransition) => started.push(s));
    transitionsHub.on('transitionCompleted', (s: DesiredStateTransition) => completed.push(s));

    // Only this group's controllers are due to report; the roll of 0.1 is healthy and starts a transition.
    await t.db.execute(sql`
      update simulated_controllers set last_reported_at_utc = case
        when hosting_group_id = ${group!.id} then now() - interval '1 hour' else now() + interval '1 hour' end`);
    const ticker = startFleetTicker({
      db: t.db,
      log: t.server.log,
      settings: { ...t.config.platform, tickerSeconds: 0 },
      onChanges: (changes) => applyPlatformChanges({ db: t.db, live: t.live, changes }),
      random: () => 0.1,
    });
    await ticker.tick();
    await eventually(() => expect(statuses).toHaveLength(2));
    expect(statuses.every((s) => s.hostingGroupId === group!.id && s.status === 'healthy' && !s.isInDesiredState)).toBe(true);
    await eventually(() => expect(started).toHaveLength(2));
    expect(started.every((s) => s.completedAtUtc === null && s.isInDesiredStateAfter === null)).toBe(true);
    // What the fleet did on its own is the console's record too.
    const recorded = await t.db.select().from(deploymentControllers).where(eq(deploymentControllers.hostingGroupId, group!.id));
    expect(recorded.every((c) => c.desiredStateVersion === c.currentStateVersion + 1)).toBe(true);
    const open = await t.db.select().from(desiredStateTransitions);
    expect(open.filter((r) => started.some((s) => s.id === r.id) && r.completedAtUtc === null)).toHaveLength(2);

    await t.db.update(simulatedTransitions).set({ completesAtUtc: new Date(Date.now() - 1000) });
    await ticker.tick();
    await eventually(() => expect(completed).toHaveLength(2));
    for (const transition of completed) {
      expect(transition).toMatchObject({ isInDesiredStateAfter: true, endState: transition.desiredState });
      expect(isTransitionSuccessful(transition)).toBe(true);
    }
    await eventually(() => expect(statuses.filter((s) => s.isInDesiredState)).toHaveLength(2));
    const done = await t.db.select().from(desiredStateTransitions);
    expect(done.filter((r) => completed.some((c) => c.id === r.id) && r.isInDesiredStateAfter === true)).toHaveLength(2);
    ticker.stop();
    controllersHub.disconnect();
    transitionsHub.disconnect();
  });

  it('reports hosted applications added, changed and removed by operations, which the console pushes', async () => {
    const socket = await whenConnected(
      await t.connectHub('hostedApplications', { id_token: await t.tokenFor('admin'), subscription_id: production.id }),
    );
    const changes: string[] = [];
    socket.on('hostedApplicationChanged', ({ change, entity }: LiveEntityChange<HostedApplication>) =>
      changes.push(`${change} ${entity.kind} ${entity.state}`),
    );
    const [app] = await t.db
      .select({ customerId: hostedApplications.customerId })
      .from(hostedApplications)
      .innerJoin(deploymentControllers, eq(deploymentControllers.id, hostedApplications.deploymentControllerId))
      .where(eq(hostedApplications.state, 'running'))
      .limit(1);
    const target = { customerId: app!.customerId, alias: 'any' };
    const before = await t.db.select().from(hostedApplications).where(eq(hostedApplications.customerId, app!.customerId));
    // The driver only reports what changed; the job step that asked records and pushes it (as here).
    for (const operation of ['tenant.decommission', 'tenant.provision'] as const) {
      const result = await t.platform.perform({ operation, target, operationId: crypto.randomUUID() });
      await applyPlatformChanges({ db: t.db, live: t.live, changes: result.changes });
    }
    await eventually(() =>
      expect(changes).toEqual([
        'changed web stopped',
        'changed worker stopped',
        'removed web stopped',
        'removed worker stopped',
        'added web running',
        'added worker running',
      ]),
    );
    const after = await t.db.select().from(hostedApplications).where(eq(hostedApplications.customerId, app!.customerId));
    expect(after.map((a) => `${a.kind} ${a.state}`).sort()).toEqual(['web running', 'worker running']);
    expect(after.some((a) => before.some((b) => b.id === a.id))).toBe(false);
    socket.disconnect();
  });

  it('records a result once however often it is taken, and never lets an older report overwrite a newer one', async () => {
    const [row] = await t.db.select().from(hostedApplications).limit(1);
    const report = (state: PlatformApplication['state'], at: Date): PlatformApplication => ({
      id: row!.id,
      deploymentControllerId: row!.deploymentControllerId,
      deploymentId: row!.deploymentId,
      customerId: row!.customerId,
      name: row!.name,
      kind: row!.kind,
      state,
      version: row!.version,
      updatedAtUtc: at.toISOString(),
    });
    const changed = (app: PlatformApplication): PlatformChange[] => [
      { kind: 'applications', subscriptionId: production.id, change: 'changed', applications: [app] },
    ];
    const newer = report('faulted', new Date(Date.now() + 60_000));
    await recordPlatformChanges({ db: t.db, changes: changed(newer) });
    await recordPlatformChanges({ db: t.db, changes: changed(newer) });
    await recordPlatformChanges({ db: t.db, changes: changed(report('running', new Date(Date.now() - 60_000))) });
    const [kept] = await t.db.select().from(hostedApplications).where(eq(hostedApplications.id, row!.id));
    expect(kept).toMatchObject({ state: 'faulted', updatedAt: new Date(newer.updatedAtUtc) });
    expect(await t.db.select().from(hostedApplications).where(eq(hostedApplications.customerId, row!.customerId))).toHaveLength(
      2,
    );
  });
});
