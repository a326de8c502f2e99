import {
  constants,
  decodeHeaderText,
  reasonHeader,
  subscriptionHeader,
  type PromotionImpact,
  type Release,
  type ReleaseChannel,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  customers,
  deploymentControllers,
  hostedApplications,
  hostingGroups,
  releaseChannels,
  releasePromotions,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, productionEnv, testDatabases, type TestApp } from '../harness';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;

const caller =
  (t: TestApp) =>
  async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, operator = 'admin') => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders(operator, { [subscriptionHeader]: production, 'x-change-reason': 'release test' }),
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown>) : null,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

describe.each(testDatabases)('releases and channels on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let made = 0;

  const newRelease = async () => {
    made += 1;
    const answer = await call('POST', '/api/releases', { version: `2090.${made}.0` });
    expect(answer.status, answer.reason).toBe(201);
    return answer.body as Release;
  };
  const newChannel = async () => {
    made += 1;
    const answer = await call('POST', '/api/releasechannels', { name: `Channel ${made}` });
    expect(answer.status, answer.reason).toBe(201);
    return answer.body as ReleaseChannel;
  };
  /** Puts `count` customers of the first subscription in the channel, `pinned` of them pinned. */
  const fill = async (channelId: string, count: number, pinned = 0) => {
    for (let i = 0; i < count; i += 1) {
      made += 1;
      await t.db.insert(customers).values({
        subscriptionId: production,
        name: `Release ${made}`,
        alias: `rel${made}`,
        emailDomain: constants.defaultEmailDomain,
        releaseChannelId: channelId,
        isPinnedToReleaseChannel: i < pinned,
      });
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a release only from a semantic version not yet released, checked by the validator the same way', async () => {
    for (const [candidate, isValid] of [
      ['', false],
      ['1.2', false],
      ['v-next', false],
      ['2091.1.0', true],
      ['2091.1.0-rc.1', true],
    ] as const) {
      const answer = await call('POST', '/api/validate/semanticversion', { candidate });
      expect(answer.body, candidate).toMatchObject({ isValid });
    }
    const created = await call('POST', '/api/releases', { version: '2091.1.0' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: '2091.1.0', createdByName: 'Ada Admin' });
    const again = await call('POST', '/api/releases', { version: '2091.1.0' });
    expect(again.status).toBe(400);
    expect(again.reason).toBe('Release 2091.1.0 already exists.');
    expect((await call('POST', '/api/validate/semanticversion', { candidate: '2091.1.0' })).body).toEqual({
      isValid: false,
      reasons: ['Release 2091.1.0 already exists.'],
    });
    const bad = await call('POST', '/api/releases', { version: 'next' });
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/^Release version “next” is not a semantic version/);
    // Newest first, paged on the server.
    const page = await call('GET', '/api/releases?page=1&pageSize=2');
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect((page.body!.releases as Release[])[0]!.version).toBe('2091.1.0');
    expect((page.body!.releases as Release[]).length).toBe(2);
    // Filtered by a fragment of the version, the total counts only those found.
    await call('POST', '/api/releases', { version: '2091.10.0' });
    const found = await call('GET', '/api/releases?version=2091.1');
    expect((found.body!.releases as Release[]).map((r) => r.version)).toEqual(['2091.10.0', '2091.1.0']);
    expect(found.body).toMatchObject({ total: 2 });
    expect(((await call('GET', '/api/releases?version=2091_1')).body!.releases as Release[]).length).toBe(0);
  });

  it('previews a promotion with the numbers the promotion then moves, and refuses the current release', async () => {
    const channel = await newChannel();
    await fill(channel.id, 5, 2);
    const release = await newRelease();
    const preview = await call('GET', `/api/releases/${release.id}/promote/${channel.id}`);
    const impact = preview.body as PromotionImpact;
    expect(impact).toMatchObject({ isCurrent: false, customersMoving: 3, customersPinned: 2, fromReleaseId: null });
    expect(impact.firstMoving).toHaveLength(3);

    const promoted = await call('POST', `/api/releases/${release.id}/promote/${channel.id}`, {
      expectedCurrentReleaseId: impact.fromReleaseId,
    });
    expect(promoted.status, promoted.reason).toBe(202);
    expect(promoted.body!.promotion).toMatchObject({
      customersMoved: impact.customersMoving,
      customersPinned: impact.customersPinned,
      toVersion: release.version,
      promotedByName: 'Ada Admin',
      isRollback: false,
    });
    const [stored] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.id, channel.id));
    expect(stored!.currentReleaseId).toBe(release.id);

    const again = await call('POST', `/api/releases/${release.id}/promote/${channel.id}`, {
      expectedCurrentReleaseId: release.id,
    });
    expect(again.status).toBe(400);
    expect(again.reason).toBe(`${release.version} is already the current release of ${channel.name}.`);
    expect(((await call('GET', `/api/releases/${release.id}/promote/${channel.id}`)).body as PromotionImpact).isCurrent).toBe(
      true,
    );
  });

  it('a rollback is a promotion of the previous release, kept in the history with who and how many', async () => {
    const channel = await newChannel();
    await fill(channel.id, 2);
    const first = await newRelease();
    const second = await newRelease();
    await call('POST', `/api/releases/${first.id}/promote/${channel.id}`, { expectedCurrentReleaseId: null });
    await call('POST', `/api/releases/${second.id}/promote/${channel.id}`, { expectedCurrentReleaseId: first.id });
    const back = await call('POST', `/api/releases/${first.id}/promote/${channel.id}`, { expectedCurrentReleaseId: second.id });
    expect(back.status, back.reason).toBe(202);
    const details = await call('GET', `/api/releasechannels/${channel.id}`);
    expect(details.body).toMatchObject({ customerCount: 2, channel: { currentReleaseId: first.id } });
    const history = details.body!.history as { toVersion: string; fromVersion: string | null; isRollback: boolean }[];
    expect(history.map((h) => [h.fromVersion, h.toVersion, h.isRollback])).toEqual([
      [second.version, first.version, true],
      [first.version, second.version, false],
      [null, first.version, false],
    ]);
  });

  it('two operators promoting to one channel at once: one wins, the other is told who promoted what', async () => {
    const channel = await newChannel();
    const [a, b] = [await newRelease(), await newRelease()];
    const answers = await Promise.all([
      call('POST', `/api/releases/${a.id}/promote/${channel.id}`, { expectedCurrentReleaseId: null }, 'admin'),
      call('POST', `/api/releases/${b.id}/promote/${channel.id}`, { expectedCurrentReleaseId: null }, 'support'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    const won = answers.find((answer) => answer.status === 202)!;
    const winner = won.body!.promotion as { toVersion: string; promotedByName: string };
    expect(lost.reason).toContain(`${winner.promotedByName} promoted ${winner.toVersion} to ${channel.name}`);
    // Nothing half-applied: one history row, the channel at the winner's release.
    const rows = await t.db.select().from(releasePromotions).where(eq(releasePromotions.channelId, channel.id));
    expect(rows).toHaveLength(1);
  });

  it('rolls a promotion out as one job per channel over the machines of its customers', async () => {
    // The seeded Stable channel has customers with deployments on the fleet's machines.
    const [stable] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Stable'));
    const release = await newRelease();
    const promoted = await call('POST', `/api/releases/${release.id}/promote/${stable!.id}`, {
      expectedCurrentReleaseId: stable!.currentReleaseId,
    });
    expect(promoted.status, promoted.reason).toBe(202);
    const job = promoted.body!.job as { correlationId: string; name: string; steps: unknown[] };
    expect(job.name).toBe(`Promote ${release.version} to Stable`);
    expect(job.steps.length).toBeGreaterThan(0);
    const ended = await completion(t, job.correlationId);
    expect(ended.isFaulted).toBe(false);

    // Every machine reported its applications upgraded: the followers run the new release, the pinned do not.
    const details = await call('GET', `/api/releasechannels/${stable!.id}`);
    const running = details.body!.runningVersions as { version: string; customers: number }[];
    expect(running[0]).toEqual({ version: release.version, customers: expect.any(Number) });
    const apps = await t.db
      .select({ version: hostedApplications.version, isPinned: customers.isPinnedToReleaseChannel, customerId: customers.id })
      .from(hostedApplications)
      .innerJoin(customers, eq(customers.id, hostedApplications.customerId))
      .where(eq(customers.releaseChannelId, stable!.id));
    const followers = apps.filter((a) => !a.isPinned);
    expect(followers.length).toBeGreaterThan(0);
    expect(followers.every((a) => a.version === release.version)).toBe(true);
    expect(apps.filter((a) => a.isPinned).some((a) => a.version === release.version)).toBe(false);
    expect(running[0]!.customers).toBe(new Set(followers.map((a) => a.customerId)).size);
    const customer = await call('GET', `/api/customers/${followers[0]!.customerId}`);
    expect(customer.body!.runningVersions).toEqual([release.version]);
  });

  const simulate = async (failTargets: string[]) => {
    const answer = await call('PUT', '/api/platform/simulation', {
      failTargets,
      missingCertificates: [],
      hasDefaultDatabase: true,
    });
    expect(answer.status, answer.reason).toBe(200);
  };

  it('a machine that ends out of its desired state keeps the release it ran', async () => {
    const [preview] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Preview'));
    const [app] = await t.db
      .select({ version: hostedApplications.version, controllerId: hostedApplications.deploymentControllerId })
      .from(hostedApplications)
      .innerJoin(customers, eq(customers.id, hostedApplications.customerId))
      .where(and(eq(customers.releaseChannelId, preview!.id), eq(customers.isPinnedToReleaseChannel, false)))
      .limit(1);
    expect(app, 'the seeded Preview channel has a deployed follower').toBeDefined();
    const [group] = await t.db
      .select({ identifier: hostingGroups.hostingGroupIdentifier })
      .from(deploymentControllers)
      .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentControllers.hostingGroupId))
      .where(eq(deploymentControllers.id, app!.controllerId));
    await simulate([group!.identifier]);
    try {
      const release = await newRelease();
      const promoted = await call('POST', `/api/releases/${release.id}/promote/${preview!.id}`, {});
      expect(promoted.status, promoted.reason).toBe(202);
      await completion(t, (promoted.body!.job as { correlationId: string }).correlationId);
      const [after] = await t.db
        .select({ version: hostedApplications.version })
        .from(hostedApplications)
        .where(eq(hostedApplications.deploymentControllerId, app!.controllerId))
        .limit(1);
      expect(after!.version).not.toBe(release.version);
    } finally {
      await simulate([]);
    }
  });

  it('refuses to remove a channel that customers are in, with the reason, and removes an empty one', async () => {
    const busy = await newChannel();
    await fill(busy.id, 1);
    const refused = await call('DELETE', `/api/releasechannels/${busy.id}`);
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe(`${busy.name} cannot be removed: 1 customer is in it. Move them to another channel first.`);
    const empty = await newChannel();
    expect((await call('DELETE', `/api/releasechannels/${empty.id}`)).status).toBe(204);
    expect(await t.db.select().from(releaseChannels).where(eq(releaseChannels.id, empty.id))).toEqual([]);
    const records = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.method, 'DELETE'), eq(auditEvents.path, `/api/releasechannels/${empty.id}`)));
    expect(records).toHaveLength(1);
  });

  it('names a channel only once, in the form the validator accepts', async () => {
    expect((await call('POST', '/api/validate/releasechannelname', { candidate: 'stable' })).body).toEqual({
      isValid: false,
      reasons: ['A release channel named stable already exists.'],
    });
    expect((await call('POST', '/api/validate/releasechannelname', { candidate: '' })).body).toMatchObject({ isValid: false });
    expect((await call('POST', '/api/validate/releasechannelname', { candidate: 'Canary 2' })).body).toEqual({
      isValid: true,
      reasons: [],
    });
  });

  it('computes the ad hoc stability index from the errors of the channel customers', async () => {
    const channel = await newChannel();
    await fill(channel.id, 4);
    const answer = await call('POST', `/api/releasechannels/${channel.id}/stabilityindex`);
    expect(answer.body).toMatchObject({ id: channel.id, stabilityIndex: constants.adHocStabilityIndex });
  });

  it('beta cleanup is refused outside production', async () => {
    const answer = await call('POST', '/api/releases/cleanUpBeta');
    expect(answer.status).toBe(403);
    expect(answer.reason).toBe('This is available only in production.');
  });
});

describe('beta cleanup in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: productionEnv });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves every client of the Beta and Preview channels to Stable', async () => {
    const channels = await t.db.select().from(releaseChannels);
    const idOf = (name: string) => channels.find((c) => c.name === name)!.id;
    const before = await t.db
      .select()
      .from(customers)
      .where(eq(customers.releaseChannelId, idOf('Beta')));
    const answer = await caller(t)('POST', '/api/releases/cleanUpBeta');
    expect(answer.status, answer.reason).toBe(200);
    expect(answer.body!.customersMoved).toBeGreaterThanOrEqual(before.length);
    for (const name of ['Beta', 'Preview'])
      expect(
        await t.db
          .select()
          .from(customers)
          .where(eq(customers.releaseChannelId, idOf(name))),
      ).toEqual([]);
  });
});
