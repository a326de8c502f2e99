import { Writable } from 'node:stream';
import {
  constants,
  subscriptionHeader,
  type CertificateSecret,
  type CreatedDeployment,
  type DeploymentControllerStatus,
  type HostedApplication,
  type HostingGroupSummary,
  type HostingGroupView,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  hostingGroupCertificates,
  hostingGroups,
} from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { pushPlatformChanges } from '../../src/platform/changes';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

const readPfx = (bytes: Buffer, password?: string) =>
  forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))), password);

describe.each(testDatabases)('hosting groups on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  let customerId: string;
  let protectedGroup: HostingGroupView;
  let openGroupId: string;
  let stagingGroupId: string;

  const get = async (url: string, subscription = production) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeaders('support', { [subscriptionHeader]: subscription }),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
  };

  const createOnsite = async (alias: string, isPrivateKeyProtected: boolean) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/deployments/onsite`,
      headers: await t.authHeaders('support', { [subscriptionHeader]: production }),
      payload: { hostingGroupIdentifier: `onsite-${alias}`, machineName: `${alias}-m1`, isPrivateKeyProtected },
    });
    expect(response.statusCode).toBe(202);
    const created = response.json<CreatedDeployment>();
    await completion(t, created.job.correlationId);
    return created;
  };

  beforeAll(async () => {
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(kind, { customers: 0, env: { LOG_LEVEL: 'trace' }, logDestination });
    const [row] = await t.db
      .insert(customers)
      .values({ subscriptionId: production, name: 'hgcust', alias: 'hgcust', emailDomain: constants.defaultEmailDomain })
      .returning();
    customerId = row!.id;
    const locked = await createOnsite('hglocked', true);
    protectedGroup = (await get(`/api/hostinggroups/${locked.deployment.hostingGroupIds[0]}`)).body as HostingGroupView;
    openGroupId = (await createOnsite('hgopen', false)).deployment.hostingGroupIds[0]!;
    const [theirs] = await t.db.select().from(hostingGroups).where(eq(hostingGroups.subscriptionId, staging)).limit(1);
    stagingGroupId = theirs!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a group with its machines, deployments, certificate and log links', async () => {
    expect(protectedGroup).toMatchObject({
      hostingGroupIdentifier: 'onsite-hglocked',
      kind: 'onsite',
      certificate: { isPrivateKeyProtected: true },
    });
    expect(protectedGroup.deploymentControllers.map((c) => c.name)).toEqual(['hglocked-m1']);
    const machine = protectedGroup.deploymentControllers[0]!;
    expect(protectedGroup.machineLogSearchUrls[machine.id]).toContain(encodeURIComponent("MachineName = 'hglocked-m1'"));
    expect(protectedGroup.certificate!.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    // The secrets are not in the view.
    expect(JSON.stringify(protectedGroup)).not.toMatch(/password"\s*:/i);
  });

  it('lists the deployments a group runs a page at a time by customer alias, filtered by alias', async () => {
    type Page = { deployments: { id: string; customerId: string; customerAlias: string; isEnabled: boolean }[]; total: number };
    const own = (await get(`/api/hostinggroups/${protectedGroup.id}/deployments`)).body as Page;
    expect(own).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(own.deployments).toEqual([
      { id: protectedGroup.deploymentIds[0], customerId, customerAlias: 'hgcust', isEnabled: true },
    ]);
    // A shared group runs many customers: pages in alias order, and a filter on the alias.
    const [seeded] = await t.db.select().from(hostingGroups).where(eq(hostingGroups.hostingGroupIdentifier, 'hg-uksouth-01'));
    for (const alias of ['hgpagec', 'hgpagea', 'hgpageb']) {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId: production, name: alias, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      const [deployment] = await t.db
        .insert(deployments)
        .values({
          customerId: row!.id,
          kind: 'azure',
          azureLocation: 'uksouth',
          resourceGroupName: `rg-${alias}`,
          hostingPlan: 'Shared',
        })
        .returning();
      await t.db.insert(deploymentHostingGroups).values({ deploymentId: deployment!.id, hostingGroupId: seeded!.id });
    }
    const first = (await get(`/api/hostinggroups/${seeded!.id}/deployments?pageSize=2`)).body as Page;
    const second = (await get(`/api/hostinggroups/${seeded!.id}/deployments?pageSize=2&page=2`)).body as Page;
    const aliases = [...first.deployments, ...second.deployments].map((d) => d.customerAlias);
    expect(aliases).toEqual([...aliases].sort());
    expect(new Set(aliases).size).toBe(aliases.length);
    const view = (await get(`/api/hostinggroups/${seeded!.id}`)).body as HostingGroupView;
    expect(first.total).toBe(view.deploymentIds.length);
    expect(aliases).toEqual(['hgpagea', 'hgpageb', 'hgpagec'].slice(0, aliases.length));
    expect(first.total).toBeGreaterThanOrEqual(3);
    const filtered = (await get(`/api/hostinggroups/${seeded!.id}/deployments?query=pageb`)).body as Page;
    expect(filtered).toMatchObject({ total: 1, deployments: [{ customerAlias: 'hgpageb' }] });
    expect((await get(`/api/hostinggroups/${stagingGroupId}/deployments`)).status).toBe(404);
    expect((await get(`/api/hostinggroups/${seeded!.id}/deployments?pageSize=201`)).status).toBe(400);
  });

  it("lists the hosting groups of a customer's deployments", async () => {
    const { status, body } = await get(`/api/hostinggroups/customers/${customerId}`);
    expect(status).toBe(200);
    expect((body as HostingGroupSummary[]).map((g) => g.hostingGroupIdentifier)).toEqual(['onsite-hglocked', 'onsite-hgopen']);
  });

  it('finds the groups of its own subscription by identifier, prefixes first, LIKE characters taken literally', async () => {
    const find = async (query: string, subscription = production) =>
      ((await get(`/api/hostinggroups?query=${encodeURIComponent(query)}`, subscription)).body as HostingGroupSummary[]).map(
        (g) => g.hostingGroupIdentifier,
      );
    expect(await find('onsite-hg')).toEqual(['onsite-hglocked', 'onsite-hgopen']);
    // The seeded groups (hg-uksouth-01, …) start with the query; a group that only contains it comes after them.
    expect((await find('hg')).slice(0, 2)).toEqual(['hg-australiaeast-01', 'hg-australiaeast-02']);
    const found = (await get('/api/hostinggroups?query=hglocked')).body as HostingGroupSummary[];
    expect(found).toEqual([
      { id: protectedGroup.id, hostingGroupIdentifier: 'onsite-hglocked', kind: 'onsite', azureLocation: null },
    ]);
    await t.db.insert(hostingGroups).values([
      { subscriptionId: production, hostingGroupIdentifier: 'zz-onsite-hgprefix', kind: 'onsite' },
      { subscriptionId: production, hostingGroupIdentifier: 'onsite-hgprefix', kind: 'onsite' },
    ]);
    // A prefix match comes before a later alphabetical one that only contains the query.
    expect(await find('onsite-hgp')).toEqual(['onsite-hgprefix', 'zz-onsite-hgprefix']);
    expect(await find('hgprefix')).toEqual(['onsite-hgprefix', 'zz-onsite-hgprefix']);
    expect(await find('hg%')).toEqual([]);
    expect(await find('onsite_hg')).toEqual([]);
    expect(await find('onsite-hglocked', staging)).toEqual([]);
    const limited = (await get('/api/hostinggroups?query=onsite&limit=1')).body as HostingGroupSummary[];
    expect(limited).toHaveLength(1);
    const tooMany = await get('/api/hostinggroups?limit=51');
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('must be 50 or less');
  });

  it("answers a machine's status and the applications it hosts", async () => {
    const machine = protectedGroup.deploymentControllers[0]!;
    const status = (await get(`/api/deploymentcontrollers/status/${machine.id}`)).body as DeploymentControllerStatus;
    expect(status).toMatchObject({ id: machine.id, name: 'hglocked-m1', hostingGroupId: protectedGroup.id });
    const apps = (await get(`/api/deploymentcontrollers/${machine.id}/hostedapplications`)).body as HostedApplication[];
    expect(apps.map((a) => a.name)).toEqual(['hgcust-web', 'hgcust-worker']);
  });

  it('answers 404 for unknown ids and those of another subscription', async () => {
    expect((await get(`/api/hostinggroups/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await get(`/api/hostinggroups/${stagingGroupId}`)).status).toBe(404);
    expect((await get(`/api/hostinggroups/${stagingGroupId}`, staging)).status).toBe(200);
    const [theirMachine] = await t.db
      .select()
      .from(deploymentControllers)
      .where(eq(deploymentControllers.hostingGroupId, stagingGroupId));
    expect((await get(`/api/deploymentcontrollers/status/${theirMachine!.id}`)).status).toBe(404);
    expect((await get(`/api/deploymentcontrollers/${theirMachine!.id}/hostedapplications`)).status).toBe(404);
    const thumbprint = protectedGroup.certificate!.thumbprint;
    expect((await get(`/api/certificates/thumbprint/${thumbprint}`, staging)).status).toBe(404);
    expect((await get(`/api/certificates/thumbprint/${'A'.repeat(40)}`)).status).toBe(404);
    expect((await get(`/api/certificates/thumbprint/not-hex`)).status).toBe(400);
  });

  it('downloads a real PKCS#12 with the id_token in the URL, which the log never shows', async () => {
    const token = await t.tokenFor('support');
    const { thumbprint } = protectedGroup.certificate!;
    const base = await t.listen();
    const response = await fetch(
      `${base}/api/certificates/thumbprint/${thumbprint}/downloadpfx?id_token=${token}&subscription_id=${production}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-pkcs12');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="onsite-hglocked-.*\.pfx"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const secret = (await get(`/api/certificates/thumbprint/${thumbprint}`)).body as CertificateSecret;
    expect(secret.privateKeyPassword).toMatch(/^\w{24}$/);
    const p12 = readPfx(bytes, secret.privateKeyPassword!);
    const cert = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]![0]!.cert!;
    const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
    expect(forge.md.sha1.create().update(der).digest().toHex().toUpperCase()).toBe(thumbprint);
    expect(() => readPfx(bytes, 'wrong password')).toThrow();
    // Without a token, or with a broken one, nothing is sent.
    expect((await fetch(`${base}/api/certificates/thumbprint/${thumbprint}/downloadpfx`)).status).toBe(401);
    expect((await fetch(`${base}/api/certificates/thumbprint/${thumbprint}/downloadpfx?id_token=${token}x`)).status).toBe(401);
    // Only this download takes the token from its URL.
    expect((await fetch(`${base}/api/hostinggroups/${protectedGroup.id}?id_token=${token}`)).status).toBe(401);
    const signature = token.split('.')[2]!;
    await eventually(() => expect(lines.some((line) => line.includes('downloadpfx'))).toBe(true));
    expect(lines.filter((line) => line.includes(signature))).toEqual([]);
    // The request's line names its route, never its URL with the token.
    expect(
      lines.some((line) => line.includes('"route":"/api/certificates/thumbprint/:thumbprint/downloadpfx","status":200')),
    ).toBe(true);
  });

  it('says a key without a password is not protected, and its file opens without one', async () => {
    const view = (await get(`/api/hostinggroups/${openGroupId}`)).body as HostingGroupView;
    expect(view.certificate!.isPrivateKeyProtected).toBe(false);
    const secret = (await get(`/api/certificates/thumbprint/${view.certificate!.thumbprint}`)).body as CertificateSecret;
    expect(secret.privateKeyPassword).toBeNull();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/thumbprint/${view.certificate!.thumbprint}/downloadpfx`,
      headers: await t.authHeaders('support', { [subscriptionHeader]: production }),
    });
    expect(response.statusCode).toBe(200);
    expect(readPfx(response.rawPayload).getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]).toHaveLength(1);
  });

  it('keeps the certificate secrets encrypted at rest, and gives a seeded on-site group one when first shown', async () => {
    const [stored] = await t.db
      .select()
      .from(hostingGroupCertificates)
      .where(eq(hostingGroupCertificates.hostingGroupId, protectedGroup.id));
    const secret = (await get(`/api/certificates/thumbprint/${stored!.thumbprint}`)).body as CertificateSecret;
    expect(stored!.privateKeyPasswordEncrypted).not.toContain(secret.privateKeyPassword);
    expect(() => readPfx(Buffer.from(stored!.pfxEncrypted, 'base64'), secret.privateKeyPassword!)).toThrow();
    const [seeded] = await t.db
      .select()
      .from(hostingGroups)
      .where(and(eq(hostingGroups.subscriptionId, production), eq(hostingGroups.hostingGroupIdentifier, 'onsite-01')))
      .orderBy(asc(hostingGroups.id));
    const view = (await get(`/api/hostinggroups/${seeded!.id}`)).body as HostingGroupView;
    expect(view.certificate).toMatchObject({ isPrivateKeyProtected: true });
    expect(((await get(`/api/hostinggroups/${seeded!.id}`)).body as HostingGroupView).certificate!.id).toBe(view.certificate!.id);
  });

  it('pushes machine status to clients that joined the group, and refuses a group of another subscription', async () => {
    const socket = await whenConnected(
      await t.connectHub('deploymentControllers', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const join = (group: string) => new Promise<{ isOk: boolean }>((resolve) => socket.emit('JoinGroup', group, resolve));
    expect(await join(stagingGroupId)).toMatchObject({ isOk: false });
    expect(await join(protectedGroup.id)).toEqual({ isOk: true });
    const seen: DeploymentControllerStatus[] = [];
    socket.on('updateDeploymentControllerStatus', (status: DeploymentControllerStatus) => seen.push(status));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/deployments/${protectedGroup.deploymentIds[0]}/disable`,
      headers: await t.authHeaders('support', { [subscriptionHeader]: production }),
    });
    expect(response.statusCode).toBe(202);
    await completion(t, response.json<{ correlationId: string }>().correlationId);
    // The platform's own probe of the group reports each machine; the console pushes it to the group.
    const probe = await t.platform.perform({
      operation: 'hostingGroup.probe',
      target: { hostingGroupId: protectedGroup.id, identifier: protectedGroup.hostingGroupIdentifier },
      operationId: crypto.randomUUID(),
      phase: 0,
    });
    await pushPlatformChanges({ live: t.live, changes: probe.changes });
    await eventually(() => expect(seen.map((s) => s.name)).toContain('hglocked-m1'));
  });
});
