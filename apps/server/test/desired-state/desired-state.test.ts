import { constants, type CreatedDeployment, type DesiredStateApproval, type Investigation } from '@console/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  desiredStateInvestigations,
  hostingGroups,
  jobSteps,
  releaseChannels,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { applyPlatformChanges } from '../../src/platform/changes';
import type { PlatformTransition } from '../../src/platform/types';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

describe.each(testDatabases)('desired-state investigations on %s', (kind) => {
  let t: TestApp;
  let channelId: string;
  let otherChannelId: string;
  /** Two customers whose deployments share one on-site group of one machine, and one in another channel. */
  let first: { id: string; alias: string };
  let second: { id: string; alias: string };
  let elsewhere: { id: string; alias: string };
  let group: { id: string; identifier: string; controllerId: string; controllerName: string };
  let stagingCustomerId: string;

  const insertCustomer = async (alias: string, subscriptionId: string, releaseChannelId: string) => {
    const [row] = await t.db
      .insert(customers)
      .values({ subscriptionId, name: alias, alias, emailDomain: constants.defaultEmailDomain, releaseChannelId })
      .returning();
    return { id: row!.id, alias };
  };

  const createOnsite = async (customerId: string, identifier: string, machineName: string) => {
    const response = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/customers/${customerId}/deployments/onsite`,
      payload: { hostingGroupIdentifier: identifier, machineName, isPrivateKeyProtected: false },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const created = response.body as CreatedDeployment;
    await completion(t, created.job.correlationId);
    return created;
  };

  const list = async (subscriptionId = production) => {
    const response = await t.callAs({
      operator: 'support',
      subscriptionId,
      method: 'GET',
      url: '/api/operations/desiredstate/investigations',
    });
    expect(response.status).toBe(200);
    return response.body as Investigation[];
  };

  const setFailTargets = async (failTargets: string[]) => {
    const response = await t.callAs({
      subscriptionId: production,
      method: 'PUT',
      url: '/api/platform/simulation',
      payload: { failTargets, missingCertificates: [], hasDefaultDatabase: true },
    });
    expect(response.status).toBe(200);
  };

  const transition = (overrides: Partial<PlatformTransition>): PlatformTransition => ({
    id: crypto.randomUUID(),
    deploymentControllerId: group.controllerId,
    hostingGroupId: group.id,
    desiredState: 7,
    endState: null,
    startedAtUtc: new Date(Date.now() - 60_000).toISOString(),
    completedAtUtc: null,
    isInDesiredStateAfter: null,
    ...overrides,
  });

  /** What the platform reports on its own (its fleet acting by itself), taken as the server takes it. */
  const report = (transitions: PlatformTransition[]) =>
    applyPlatformChanges({ db: t.db, live: t.live, changes: [{ kind: 'transitions', subscriptionId: production, transitions }] });

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const channels = await t.db.select().from(releaseChannels).orderBy(asc(releaseChannels.name));
    channelId = channels[0]!.id;
    otherChannelId = channels[1]!.id;
    first = await insertCustomer('dsfirst', production, channelId);
    second = await insertCustomer('dssecond', production, channelId);
    elsewhere = await insertCustomer('dselsewhere', production, otherChannelId);
    stagingCustomerId = (await insertCustomer('dsstaging', staging, channelId)).id;
    const created = await createOnsite(first.id, 'onsite-dsgroup', 'dsgroup-m1');
    const groupId = created.deployment.hostingGroupIds[0]!;
    // The second customer's deployment runs in the same group (one machine runs both).
    const [shared] = await t.db.insert(deployments).values({ customerId: second.id, kind: 'onsite' }).returning();
    await t.db.insert(deploymentHostingGroups).values({ deploymentId: shared!.id, hostingGroupId: groupId });
    await createOnsite(elsewhere.id, 'onsite-dselsewhere', 'dselsewhere-m1');
    const [controller] = await t.db.select().from(deploymentControllers).where(eq(deploymentControllers.hostingGroupId, groupId));
    group = { id: groupId, identifier: 'onsite-dsgroup', controllerId: controller!.id, controllerName: controller!.name };
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(desiredStateInvestigations);
    await setFailTargets([]);
  });

  it('opens one investigation per customer of the group when a transition the platform reports ends out of its desired state', async () => {
    const started = transition({});
    await report([started]);
    expect(await list()).toEqual([]);
    const completedAtUtc = new Date().toISOString();
    const ended = { ...started, completedAtUtc, endState: 6, isInDesiredStateAfter: false };
    await report([ended]);
    const investigations = await list();
    expect(investigations.map((i) => i.customerAlias).sort()).toEqual(['dsfirst', 'dssecond']);
    expect(investigations[0]).toMatchObject({
      // The platform's own transition is its own job.
      jobId: started.id,
      deploymentControllerId: group.controllerId,
      deploymentControllerName: group.controllerName,
      hostingGroupId: group.id,
      hostingGroupIdentifier: group.identifier,
      desiredState: 7,
      endState: 6,
      releaseChannelId: channelId,
      openedAtUtc: completedAtUtc,
    });
    expect(investigations[0]!.logSearchUrl).toBe(
      `${t.config.logSearchUrl}?filter=${encodeURIComponent(`JobId = '${started.id}'`)}`,
    );
    // The same report again (a replay) opens nothing more: a completed transition is recorded once.
    await report([ended]);
    expect(await list()).toHaveLength(2);
    // The other subscription sees none of them.
    expect(await list(staging)).toEqual([]);
  });

  it('opens none for a transition that ends in its desired state', async () => {
    await report([transition({ completedAtUtc: new Date().toISOString(), endState: 7, isInDesiredStateAfter: true })]);
    expect(await list()).toEqual([]);
  });

  it('opens investigations naming the job when an approval’s transition drifts, and an approval closes them', async () => {
    // The simulated platform's machines of a listed hosting group end one state short.
    await setFailTargets([group.identifier]);
    const approved = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/${first.id}`,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(202);
    const { job, closedCount } = approved.body as DesiredStateApproval;
    expect(closedCount).toBe(0);
    const ended = await completion(t, job.correlationId);
    expect(ended.isFaulted).toBe(true);
    expect(ended.faultReason).toContain('not desired state');
    const investigations = await list();
    expect(investigations.map((i) => [i.customerAlias, i.jobId]).sort()).toEqual([
      ['dsfirst', job.correlationId],
      ['dssecond', job.correlationId],
    ]);

    await setFailTargets([]);
    const again = await t.callAs({ subscriptionId: production, method: 'POST', url: `/api/operations/desiredstate/${first.id}` });
    expect(again.status).toBe(202);
    const approval = again.body as DesiredStateApproval;
    // The customer's own investigation closes at once; the other customer's stays theirs to approve.
    expect(approval.closedCount).toBe(1);
    expect((await list()).map((i) => i.customerAlias)).toEqual(['dssecond']);
    expect((await completion(t, approval.job.correlationId)).isFaulted).toBe(false);
    expect((await list()).map((i) => i.customerAlias)).toEqual(['dssecond']);
  });

  it('approves per release channel: every customer of the channel in the subscription, no other', async () => {
    await t.db.insert(desiredStateInvestigations).values([
      { subscriptionId: production, customerId: first.id, jobId: first.id },
      { subscriptionId: production, customerId: second.id, jobId: first.id },
      { subscriptionId: production, customerId: elsewhere.id, jobId: first.id },
      { subscriptionId: staging, customerId: stagingCustomerId, jobId: first.id },
    ]);
    const approved = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/releaseChannel/${channelId}`,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(202);
    const approval = approved.body as DesiredStateApproval;
    expect(approval.closedCount).toBe(2);
    expect((await list()).map((i) => i.customerAlias)).toEqual(['dselsewhere']);
    expect(await list(staging)).toHaveLength(1);
    const job = await completion(t, approval.job.correlationId);
    expect(job.isFaulted).toBe(false);
    // Its machines applied the desired state: the group's machine, not the other channel's.
    const steps = await t.db.select().from(jobSteps).where(eq(jobSteps.jobCorrelationId, job.correlationId));
    expect(steps.map((s) => [s.name, s.state])).toEqual([[`Apply the desired state: ${group.controllerName}`, 'succeeded']]);
  });

  it('refuses an approval for a customer with no machine, and a channel without customers there', async () => {
    const bare = await insertCustomer('dsbare', production, otherChannelId);
    const refused = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/${bare.id}`,
    });
    expect(refused).toMatchObject({ status: 409, reason: 'dsbare has no deployment controller to apply a desired state to' });
    const unknownChannel = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/releaseChannel/${crypto.randomUUID()}`,
    });
    expect(unknownChannel.status).toBe(404);
  });

  it('deletes one, and all of the subscription only, each audited with the change', async () => {
    const [mine] = await t.db
      .insert(desiredStateInvestigations)
      .values([
        { subscriptionId: production, customerId: first.id, jobId: first.id },
        { subscriptionId: production, customerId: second.id, jobId: first.id },
      ])
      .returning();
    const [theirs] = await t.db
      .insert(desiredStateInvestigations)
      .values({ subscriptionId: staging, customerId: stagingCustomerId, jobId: first.id })
      .returning();
    // Another subscription's investigation is not found from this one.
    const foreign = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/delete/${theirs!.id}`,
    });
    expect(foreign.status).toBe(404);
    const one = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `/api/operations/desiredstate/delete/${mine!.id}`,
    });
    expect(one).toMatchObject({ status: 200, body: { closedCount: 1 } });
    expect((await list()).map((i) => i.customerAlias)).toEqual(['dssecond']);
    const all = await t.callAs({ subscriptionId: production, method: 'POST', url: '/api/operations/desiredstate/deleteAll' });
    expect(all).toMatchObject({ status: 200, body: { closedCount: 1 } });
    expect(await list()).toEqual([]);
    expect(await list(staging)).toHaveLength(1);
    const [record] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subscriptionId, production), eq(auditEvents.path, '/api/operations/desiredstate/deleteAll')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(record).toMatchObject({ outcome: 'succeeded', statusCode: 200 });
  });

  it("answers a hosting group's desired-state address, for a group of the subscription only", async () => {
    const own = await t.callAs({
      subscriptionId: production,
      method: 'GET',
      url: `/api/operations/desiredstate/hostinggroups/${group.id}`,
    });
    expect(own).toMatchObject({ status: 200, body: { url: `${t.config.publicUrl}/hosting-groups/${group.id}/desired-state` } });
    const [theirs] = await t.db.select().from(hostingGroups).where(eq(hostingGroups.subscriptionId, staging)).limit(1);
    const foreign = await t.callAs({
      subscriptionId: production,
      method: 'GET',
      url: `/api/operations/desiredstate/hostinggroups/${theirs!.id}`,
    });
    expect(foreign.status).toBe(404);
  });
});
