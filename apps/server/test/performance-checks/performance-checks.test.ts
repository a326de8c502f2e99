import {
  constants,
  type PerformanceCheck,
  type PerformanceCheckLaunched,
  type PerformanceCheckSummary,
  type ValidationResult,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceChecks, performanceCheckStatuses } from '../../src/db/schema';
import { performanceCheckJob } from '../../src/features/performance-checks/performance-check-jobs';
import type { Live } from '../../src/live/live';
import { recordTestStatus } from '../../src/features/performance-checks/test-statuses';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const site = 'https://events.example.com/register';

/** Every testStatus push a socket receives, in the order received. */
const record = (socket: Socket) => {
  const received: { checkId: string; status: string; details: Record<string, unknown> }[] = [];
  socket.on('testStatusChanged', (payload: (typeof received)[number]) => received.push(payload));
  return received;
};

describe.each(testDatabases)('performance checks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const launch = (path: string, payload: object, subscriptionId = production) =>
    t.callAs({ subscriptionId, method: 'POST', url: `/api/operations/performance/${path}`, payload });

  const get = async (path: string, id: string, subscriptionId = production) =>
    t.callAs({ subscriptionId, method: 'GET', url: `/api/operations/performance/${path}/${id}` });

  it('refuses a relative or non-http address, naming the field', async () => {
    for (const registrationSiteUrl of ['/register', 'ftp://events.example.com', '', 'not a url']) {
      const response = await launch('standard', { registrationSiteUrl });
      expect(response.status, registrationSiteUrl).toBe(400);
      expect(response.reason).toContain('Registration site URL');
    }
  });

  it('refuses counts out of bounds, naming the field', async () => {
    const cases: [string, object, string][] = [
      ['standard', { registrationSiteUrl: site, baseLoad: 0 }, 'Base load must be at least 1'],
      ['standard', { registrationSiteUrl: site, targetAttendees: 1.5 }, 'Target attendees'],
      ['standard', { registrationSiteUrl: site, targetAttendees: 3, arrivingConcurrently: 4 }, 'Arriving concurrently'],
      ['pageHit', { registrationSiteUrl: site, concurrentUsers: 5000 }, 'Concurrent users must be at most 1000'],
      ['pageHit', { registrationSiteUrl: site, totalUsers: -1 }, 'Total users'],
      ['hardware', { registrationSiteUrl: site, allowedSecondsPerRegistration: 601 }, 'Allowed seconds per registration'],
    ];
    for (const [path, payload, reason] of cases) {
      const response = await launch(path, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.reason).toContain(reason);
    }
  });

  it('answers the absoluteuri validator with reasons', async () => {
    const check = async (candidate: string) =>
      (await t.callAs({ subscriptionId: production, method: 'POST', url: '/api/validate/absoluteuri', payload: { candidate } }))
        .body as ValidationResult;
    expect(await check(site)).toEqual({ isValid: true, reasons: [] });
    expect((await check('events.example.com')).isValid).toBe(false);
    expect((await check('mailto:ops@example.com')).reasons).toEqual(['The address must start with http:// or https://.']);
  });

  it('runs a check with the spec defaults to a result, pushing its statuses in order', async () => {
    const watcher = await whenConnected(
      await t.connectHub('testStatus', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const received = record(watcher);
    const launched = await launch('standard', { registrationSiteUrl: site });
    expect(launched.status).toBe(202);
    const { id, job } = launched.body as PerformanceCheckLaunched;
    await completion(t, job.correlationId);

    const check = (await get('standard', id)).body as PerformanceCheck;
    expect(check.settings).toEqual(constants.standardCheckDefaults);
    expect(check.state).toBe('succeeded');
    expect(check.result).toEqual(
      expect.objectContaining({ durationSeconds: check.samples.length, errorCount: expect.any(Number) }),
    );
    expect(check.result!.throughputPerSecond).toBeGreaterThan(0);
    expect(check.result!.latencyP50Ms).toBeLessThanOrEqual(check.result!.latencyP95Ms);
    expect(check.result!.latencyP95Ms).toBeLessThanOrEqual(check.result!.latencyP99Ms);
    expect(check.samples.map((s) => s.second)).toEqual(check.samples.map((_, i) => i));
    expect(check.logSearchUrl).toContain(encodeURIComponent(id));
    const order = [
      'Queued',
      'Start the load generators',
      'Ramp up the load',
      'Hold the load',
      'Ramp down and collect the results',
      'Succeeded',
    ];
    expect(check.statuses.map((s) => s.status)).toEqual(order);
    await expect.poll(() => received.filter((r) => r.checkId === id).map((r) => r.status)).toEqual(order);
    watcher.disconnect();

    const list = (await t.callAs({ subscriptionId: production, method: 'GET', url: '/api/operations/performance/standard' }))
      .body as PerformanceCheckSummary[];
    expect(list[0]).toEqual(
      expect.objectContaining({ id, state: 'succeeded', latestStatus: expect.objectContaining({ status: 'Succeeded' }) }),
    );
  });

  it('applies each kind its own defaults and keeps checks to their kind and subscription', async () => {
    const pageHit = (await launch('pageHit', { registrationSiteUrl: site })).body as PerformanceCheckLaunched;
    const hardware = (await launch('hardware', { registrationSiteUrl: site })).body as PerformanceCheckLaunched;
    await completion(t, pageHit.job.correlationId);
    await completion(t, hardware.job.correlationId);
    expect(((await get('pageHit', pageHit.id)).body as PerformanceCheck).settings).toEqual(constants.pageHitCheckDefaults);
    expect(((await get('hardware', hardware.id)).body as PerformanceCheck).settings).toEqual(constants.hardwareCheckDefaults);
    expect((await get('standard', pageHit.id)).status).toBe(404);
    expect((await get('pageHit', pageHit.id, staging)).status).toBe(404);
  });

  it('runs a check again with its address and settings, as a new check of its kind and subscription', async () => {
    const first = (await launch('pageHit', { registrationSiteUrl: site, totalUsers: 50, concurrentUsers: 2 }))
      .body as PerformanceCheckLaunched;
    await completion(t, first.job.correlationId);
    const again = await launch(`pageHit/${first.id}`, {});
    expect(again.status).toBe(202);
    const rerun = again.body as PerformanceCheckLaunched;
    expect(rerun.id).not.toBe(first.id);
    await completion(t, rerun.job.correlationId);
    const check = (await get('pageHit', rerun.id)).body as PerformanceCheck;
    expect(check).toMatchObject({
      registrationSiteUrl: site,
      settings: { totalUsers: 50, concurrentUsers: 2 },
      state: 'succeeded',
    });
    expect(((await get('pageHit', first.id)).body as PerformanceCheck).state).toBe('succeeded');
    expect((await launch(`standard/${first.id}`, {})).status).toBe(404);
    expect((await launch(`pageHit/${first.id}`, {}, staging)).status).toBe(404);
  });

  it('pushes the failed status of a check whose job ran out of attempts', async () => {
    const { id, job } = (await launch('hardware', { registrationSiteUrl: site })).body as PerformanceCheckLaunched;
    await completion(t, job.correlationId);
    await t.db.update(performanceChecks).set({ state: 'running', completedAtUtc: null }).where(eq(performanceChecks.id, id));
    const pushed: { hub: string; event: string; payload: unknown }[] = [];
    const live = { push: async (message: (typeof pushed)[number]) => void pushed.push(message) } as unknown as Live;
    const payload = {
      checkId: id,
      subscriptionId: production,
      kind: 'hardware' as const,
      registrationSiteUrl: site,
      settings: {},
    };
    await performanceCheckJob.onCompleted!({ payload, db: t.db, live, isFaulted: true, failedTargetIds: [] });
    expect(pushed).toEqual([
      expect.objectContaining({
        hub: 'testStatus',
        event: 'testStatusChanged',
        payload: expect.objectContaining({ checkId: id, status: 'Failed' }),
      }),
    ]);
    expect(((await get('hardware', id)).body as PerformanceCheck).state).toBe('failed');
  });

  it('keeps only the last 20 statuses of a check', async () => {
    const { id, job } = (await launch('hardware', { registrationSiteUrl: site, allowedSecondsPerRegistration: 5 }))
      .body as PerformanceCheckLaunched;
    await completion(t, job.correlationId);
    for (let i = 0; i < 25; i++) {
      await recordTestStatus({
        db: t.db,
        live: null,
        subscriptionId: production,
        checkId: id,
        status: `Extra ${i}`,
        details: {},
      });
    }
    const rows = await t.db.select().from(performanceCheckStatuses).where(eq(performanceCheckStatuses.checkId, id));
    expect(rows).toHaveLength(constants.recentTestStatusesKept);
    const check = (await get('hardware', id)).body as PerformanceCheck;
    expect(check.statuses.map((s) => s.status)).toEqual(Array.from({ length: 20 }, (_, i) => `Extra ${i + 5}`));
  });
});
