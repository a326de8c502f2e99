import { Writable } from 'node:stream';
import type { HubName } from '@console/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { customers, deployments } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';

const [production, staging] = seedSubscriptions as [(typeof seedSubscriptions)[0], (typeof seedSubscriptions)[0]];

const refusalOf = async (socket: Socket) => {
  try {
    await whenConnected(socket);
  } catch (error) {
    return (error as Error & { data?: { status: number; reason: string } }).data;
  }
  throw new Error('the hub accepted a connection it should have refused');
};

/** Collects `event` pushes on a socket. */
const collect = <T>(socket: Socket, event: string) => {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
};

describe.each(testDatabases)('live hubs on %s', (kind) => {
  let t: TestApp;
  /** Groups of the compute-migrations hub are deployment ids a client's subscription owns. */
  const groups = { d1: '', marker: '', staging: '' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.listen();
    const ofSubscription = (subscriptionId: string) =>
      t.db
        .select({ id: deployments.id })
        .from(deployments)
        .innerJoin(customers, eq(customers.id, deployments.customerId))
        .where(eq(customers.subscriptionId, subscriptionId))
        .orderBy(asc(deployments.id))
        .limit(2);
    const [d1, marker] = await ofSubscription(production.id);
    const [theirs] = await ofSubscription(staging.id);
    Object.assign(groups, { d1: d1!.id, marker: marker!.id, staging: theirs!.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('authentication', () => {
    it('refuses a connection without a token', async () => {
      const refusal = await refusalOf(await t.connectHub('jobs', { subscription_id: production.id }));
      expect(refusal).toEqual({ status: 401, reason: 'Sign-in is required' });
    });

    it('refuses a bad, expired or foreign token', async () => {
      for (const token of [
        'not-a-jwt',
        await t.tokenFor('admin', { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        await t.tokenFor('admin', { issuer: 'https://evil.example' }),
      ]) {
        const refusal = await refusalOf(await t.connectHub('jobs', { id_token: token, subscription_id: production.id }));
        expect(refusal).toEqual({ status: 401, reason: 'The token is invalid or has expired' });
      }
    });

    it('refuses a subscription the operator is not a member of', async () => {
      const token = await t.tokenFor('admin');
      const refusal = await refusalOf(await t.connectHub('jobs', { id_token: token, subscription_id: 'someone-elses' }));
      expect(refusal).toEqual({ status: 403, reason: 'You are not a member of subscription someone-elses' });
    });

    it('closes a connection when its token expires, and then refuses that token', async () => {
      // A fake clock that still moves with real time (sockets and the database keep working) and is
      // jumped past the expiry, instead of waiting real seconds for it.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
      try {
        const token = await t.tokenFor('admin', { expiresIn: Math.floor(Date.now() / 1000) + 3 });
        const socket = await whenConnected(await t.connectHub('jobs', { id_token: token, subscription_id: production.id }));
        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        await vi.advanceTimersByTimeAsync(1000);
        expect(socket.connected).toBe(true);
        await vi.advanceTimersByTimeAsync(2500);
        expect(await closed).toBe('transport close');
        const refusal = await refusalOf(await t.connectHub('jobs', { id_token: token, subscription_id: production.id }));
        expect(refusal).toEqual({ status: 401, reason: 'The token is invalid or has expired' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('accepts a valid token on every hub', async () => {
      const token = await t.tokenFor('support');
      const hubs: HubName[] = [
        'hostedApplications',
        'desiredStateTransitions',
        'jobs',
        'computeMigrations',
        'deploymentControllers',
        'releases',
        'testStatus',
        'databaseServers',
        'appServicePlans',
      ];
      const sockets = await Promise.all(hubs.map((hub) => t.connectHub(hub, { id_token: token, subscription_id: staging.id })));
      await Promise.all(sockets.map(whenConnected));
      for (const socket of sockets) expect(socket.connected).toBe(true);
      for (const socket of sockets) socket.disconnect();
    });
  });

  describe('pushes', () => {
    it('reach only the clients of the pushed subscription', async () => {
      const token = await t.tokenFor('admin');
      const inProduction = await whenConnected(
        await t.connectHub('releases', { id_token: token, subscription_id: production.id }),
      );
      const inStaging = await whenConnected(await t.connectHub('releases', { id_token: token, subscription_id: staging.id }));
      const productionReceived = collect(inProduction, 'releaseCreated');
      const stagingReceived = collect(inStaging, 'releaseCreated');

      await t.live.push({
        hub: 'releases',
        event: 'releaseCreated',
        payload: { id: 'r1', version: '2026.7.0' },
        subscriptionId: production.id,
      });
      await eventually(() => expect(productionReceived).toEqual([{ id: 'r1', version: '2026.7.0' }]));
      // A marker pushed to staging afterwards proves the first push was not merely late there.
      await t.live.push({
        hub: 'releases',
        event: 'releaseCreated',
        payload: { id: 'r2', version: '2026.7.1' },
        subscriptionId: staging.id,
      });
      await eventually(() => expect(stagingReceived).toEqual([{ id: 'r2', version: '2026.7.1' }]));
      expect(productionReceived).toHaveLength(1);
      inProduction.disconnect();
      inStaging.disconnect();
    });

    it('reach a group only after JoinGroup and stop after LeaveGroup', async () => {
      const socket = await whenConnected(
        await t.connectHub('computeMigrations', { id_token: await t.tokenFor('admin'), subscription_id: production.id }),
      );
      const received = collect<{ id: string }>(socket, 'computeMigrationStateChanged');
      const push = (id: string) =>
        t.live.push({
          hub: 'computeMigrations',
          event: 'computeMigrationStateChanged',
          payload: { id, deploymentId: groups.d1, state: 'copying' },
          subscriptionId: production.id,
          group: groups.d1,
        });

      await push('before-join');
      expect(await socket.emitWithAck('JoinGroup', groups.d1)).toEqual({ isOk: true });
      await push('joined');
      await eventually(() => expect(received.map((r) => r.id)).toEqual(['joined']));
      expect(await socket.emitWithAck('LeaveGroup', groups.d1)).toEqual({ isOk: true });
      await push('after-leave');
      expect(await socket.emitWithAck('JoinGroup', groups.marker)).toEqual({ isOk: true });
      await t.live.push({
        hub: 'computeMigrations',
        event: 'computeMigrationStateChanged',
        payload: { id: 'marker', deploymentId: groups.marker, state: 'done' },
        subscriptionId: production.id,
        group: groups.marker,
      });
      await eventually(() => expect(received.map((r) => r.id)).toEqual(['joined', 'marker']));
      socket.disconnect();
    });

    it('never reach the same group of another subscription', async () => {
      const token = await t.tokenFor('admin');
      const inStaging = await whenConnected(
        await t.connectHub('computeMigrations', { id_token: token, subscription_id: staging.id }),
      );
      const received = collect<{ id: string }>(inStaging, 'computeMigrationStateChanged');
      expect(await inStaging.emitWithAck('JoinGroup', groups.staging)).toEqual({ isOk: true });
      const push = (id: string, subscriptionId: string) =>
        t.live.push({
          hub: 'computeMigrations',
          event: 'computeMigrationStateChanged',
          payload: { id, deploymentId: groups.staging, state: 'copying' },
          subscriptionId,
          group: groups.staging,
        });
      await push('production-only', production.id);
      // A marker pushed afterwards to staging's own group proves the first push was not merely late.
      await push('staging-marker', staging.id);
      await eventually(() => expect(received.map((r) => r.id)).toEqual(['staging-marker']));
      inStaging.disconnect();
    });

    it('answers a join on a hub without groups, or without a group id, with a reason', async () => {
      const token = await t.tokenFor('admin');
      const jobs = await whenConnected(await t.connectHub('jobs', { id_token: token, subscription_id: production.id }));
      expect(await jobs.emitWithAck('JoinGroup', 'x')).toEqual({ isOk: false, reason: 'The jobs hub has no groups' });
      const controllers = await whenConnected(
        await t.connectHub('deploymentControllers', { id_token: token, subscription_id: production.id }),
      );
      expect(await controllers.emitWithAck('JoinGroup', '')).toEqual({ isOk: false, reason: 'groupId: expected a non-empty id' });
      jobs.disconnect();
      controllers.disconnect();
    });
  });
});

describe('logging', () => {
  it('never writes the id_token of a hub connection or an HTTP call to the log, even at trace level', async () => {
    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp('pglite', { env: { LOG_LEVEL: 'trace' }, logDestination });
    try {
      const token = await t.tokenFor('admin');
      const socket = await whenConnected(await t.connectHub('jobs', { id_token: token, subscription_id: production.id }));
      await refusalOf(await t.connectHub('jobs', { id_token: `${token}x`, subscription_id: production.id }));
      socket.disconnect();
      await fetch(`${await t.listen()}/api/jobs?id_token=${token}`, { headers: { authorization: `Bearer ${token}` } });
      await fetch(`${await t.listen()}/live/?id_token=${token}&EIO=4&transport=polling`);
      expect(lines.length).toBeGreaterThan(0);
      const signature = token.split('.')[2]!;
      expect(lines.filter((line) => line.includes(signature))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
