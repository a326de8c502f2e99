import { blobBlockSize, blockIdOf, subscriptionHeader, type DatabaseServer, type Job } from '@console/contract';
import { BlobSASPermissions, BlockBlobClient, generateBlobSASQueryParameters } from '@azure/storage-blob';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, azureLocations, databaseServers, simulatedDatabaseServers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const base = '/api/azure/databaseservers';

type Provisioned = { serverName: string; disposition: string; message: string };

const record = (socket: Socket) => {
  const received: Provisioned[] = [];
  socket.on('databaseServerProvisioned', (payload: Provisioned) => received.push(payload));
  return received;
};

describe.each(testDatabases)('database servers on %s', (kind) => {
  let t: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-blobs-'));

  beforeAll(async () => {
    t = await createTestApp(kind, {
      customers: 0,
      env: { PLATFORM_FAIL_TARGETS: 'failingregion,sql-refusing-01', DATA_DIR: dataDir },
    });
    await t.db
      .insert(azureLocations)
      .values({ name: 'failingregion', displayName: 'Failing region', isSupported: true })
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, operator = 'admin', subscriptionId = production) =>
    t.callAs({ operator, subscriptionId, method, url });

  it('lists the seeded servers of the subscription only, without their passwords', async () => {
    const answer = await call('GET', base);
    expect(answer.status, answer.reason).toBe(200);
    const servers = answer.body as DatabaseServer[];
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.map((s) => s.serverName)).toContain('sql-australiaeast-01');
    expect(JSON.stringify(servers)).not.toMatch(/password/i);
    const [stagingOne] = await t.db.select().from(databaseServers).where(eq(databaseServers.subscriptionId, staging));
    expect(servers.map((s) => s.id)).not.toContain(stagingOne!.id);
  });

  it('creates a server as a job whose provisioning events arrive in order: progress, then succeeded', async () => {
    const watcher = await whenConnected(
      await t.connectHub('databaseServers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const received = record(watcher);
    const created = await call('POST', `${base}/westeurope`);
    expect(created.status, created.reason).toBe(202);
    const { server, job } = created.body as { server: DatabaseServer; job: Job };
    expect(server).toMatchObject({ location: 'westeurope', status: 'provisioning' });
    expect(server.serverName).toMatch(/^sql-westeurope-[0-9a-f]{6}$/);
    expect((await completion(t, job.correlationId)).isFaulted).toBe(false);
    await expect
      .poll(() => received.filter((r) => r.serverName === server.serverName).map((r) => r.disposition))
      .toEqual(['progress', 'progress', 'succeeded']);
    watcher.disconnect();
    const listed = ((await call('GET', base)).body as DatabaseServer[]).find((s) => s.id === server.id);
    expect(listed).toMatchObject({ status: 'ready', statusMessage: 'Create the admin login' });
    // The simulated platform keeps its own world; the console wrote its record from the results.
    const simulated = await t.db
      .select()
      .from(simulatedDatabaseServers)
      .where(eq(simulatedDatabaseServers.serverName, server.serverName));
    expect(simulated).toEqual([expect.objectContaining({ location: 'westeurope' })]);
  });

  it('reports a failed provisioning with the failed disposition, after its progress', async () => {
    const watcher = await whenConnected(
      await t.connectHub('databaseServers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    const received = record(watcher);
    const { server, job } = (await call('POST', `${base}/failingregion`)).body as { server: DatabaseServer; job: Job };
    expect((await completion(t, job.correlationId)).isFaulted).toBe(true);
    await expect
      .poll(() => received.filter((r) => r.serverName === server.serverName).map((r) => r.disposition))
      .toEqual(['progress', 'failed']);
    watcher.disconnect();
    const listed = ((await call('GET', base)).body as DatabaseServer[]).find((s) => s.id === server.id);
    expect(listed?.status).toBe('failed');
  });

  it('refuses an unknown location and names the field of a malformed one', async () => {
    expect((await call('POST', `${base}/atlantis`)).status).toBe(404);
    const bad = await call('POST', `${base}/West%20Europe`);
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/location/i);
  });

  it('reveals the admin password sealed at rest and resets it to a new one', async () => {
    const first = await call('GET', `${base}/sql-australiaeast-01/adminpassword`);
    expect(first.status, first.reason).toBe(200);
    const { password } = first.body as { password: string };
    expect(password).toHaveLength(24);
    const [row] = await t.db.select().from(databaseServers).where(eq(databaseServers.serverName, 'sql-australiaeast-01'));
    expect(row!.encryptedAdminPassword).not.toContain(password);
    const reset = await call('POST', `${base}/sql-australiaeast-01/master/adminpassword`);
    expect(reset.status, reset.reason).toBe(200);
    const again = (await call('GET', `${base}/sql-australiaeast-01/adminpassword`)).body as { password: string };
    expect(again.password).not.toBe(password);
    // The server itself took the new password, and the old one no longer signs in.
    const target = { serverName: 'sql-australiaeast-01', subscriptionId: production };
    expect(await t.platform.databaseServers.isAdminPassword({ ...target, password: again.password })).toBe(true);
    expect(await t.platform.databaseServers.isAdminPassword({ ...target, password })).toBe(false);
    // Each subscription has its own server of that name, with its own password.
    const theirs = await call('GET', `${base}/sql-australiaeast-01/adminpassword`, 'admin', staging);
    expect(theirs.status).toBe(200);
    expect((theirs.body as { password: string }).password).not.toBe(again.password);
    // A server created in one subscription does not exist for another.
    const [ours] = await t.db.select().from(databaseServers).where(eq(databaseServers.subscriptionId, production));
    const created = await t.db
      .insert(databaseServers)
      .values({ ...ours!, id: undefined, serverName: 'sql-ours-only-01', status: 'ready' })
      .returning();
    expect(created).toHaveLength(1);
    expect((await call('GET', `${base}/sql-ours-only-01/adminpassword`)).status).toBe(200);
    expect((await call('GET', `${base}/sql-ours-only-01/adminpassword`, 'admin', staging)).status).toBe(404);
    expect((await call('GET', `${base}/sql-nowhere-01/adminpassword`)).status).toBe(404);
    expect((await call('POST', `${base}/sql-australiaeast-01/nodb/adminpassword`)).status).toBe(404);
    // A failed server cannot take a new password.
    const failed = await call('POST', `${base}/sql-eastus-01/master/adminpassword`);
    expect(failed.status).toBe(409);
  });

  it('keeps the password it had when the server refuses the new one, with the spec message', async () => {
    const [ours] = await t.db.select().from(databaseServers).where(eq(databaseServers.subscriptionId, production));
    await t.db.insert(databaseServers).values({ ...ours!, id: undefined, serverName: 'sql-refusing-01', status: 'ready' });
    await t.db.insert(simulatedDatabaseServers).values({ serverName: 'sql-refusing-01', location: ours!.location });
    const before = (await call('GET', `${base}/sql-refusing-01/adminpassword`)).body as { password: string };
    const refused = await call('POST', `${base}/sql-refusing-01/master/adminpassword`);
    expect(refused.status).toBe(503);
    expect(refused.reason).toContain('Admin password for SQL Server sql-refusing-01 was not reset.');
    const after = (await call('GET', `${base}/sql-refusing-01/adminpassword`)).body as { password: string };
    expect(after.password).toBe(before.password);
    // No change, no audit record of one.
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.method, 'POST'));
    expect(audited.filter((a) => a.path.includes('sql-refusing-01') && a.outcome === 'succeeded')).toEqual([]);
  });

  it('applies doc2 §6 to the four operators', async () => {
    const expectations: [string, 'GET' | 'POST', string, Record<string, number>][] = [
      ['list', 'GET', base, { admin: 200, dbreader: 200, migrator: 200, support: 403 }],
      [
        'password',
        'GET',
        `${base}/sql-australiaeast-01/adminpassword`,
        { admin: 200, dbreader: 200, migrator: 403, support: 403 },
      ],
      [
        'reset',
        'POST',
        `${base}/sql-australiaeast-01/master/adminpassword`,
        { admin: 200, dbreader: 403, migrator: 200, support: 403 },
      ],
      ['upload address', 'GET', `${base}/defaultdatabase`, { admin: 200, dbreader: 403, migrator: 403, support: 403 }],
    ];
    for (const [name, method, url, byOperator] of expectations) {
      for (const [operator, status] of Object.entries(byOperator)) {
        expect((await call(method, url, operator)).status, `${name} as ${operator}`).toBe(status);
      }
    }
    for (const [operator, status] of Object.entries({ admin: 202, dbreader: 403, migrator: 202, support: 403 })) {
      expect((await call('POST', `${base}/uksouth`, operator)).status, `create as ${operator}`).toBe(status);
    }
  });

  /** The upload address as the browser gets it: over HTTP, from the console it reached. */
  const uploadAddress = async () => {
    const origin = await t.listen();
    const answer = await fetch(`${origin}${base}/defaultdatabase`, {
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
    });
    expect(answer.status).toBe(200);
    return { origin, uri: new URL(((await answer.json()) as { uri: string }).uri) };
  };

  it("gives an upload address on the console's origin that writes one blob only, for a short time, with 6-digit block ids", async () => {
    const { origin, uri } = await uploadAddress();
    expect(uri.origin).toBe(origin);
    expect(uri.pathname).toBe(`/blob/devstoreaccount1/${t.config.blob.container}/${t.config.blob.blobName}`);
    expect(uri.searchParams.get('sr')).toBe('b');
    expect(uri.searchParams.get('sp')).toBe('rcw');
    const expiry = Date.parse(uri.searchParams.get('se')!);
    expect(expiry - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(expiry - Date.now()).toBeGreaterThan(25 * 60_000);

    const blob = new BlockBlobClient(uri.toString());
    const blocks = [Buffer.alloc(blobBlockSize, 1), Buffer.alloc(1000, 2)];
    for (const [i, block] of blocks.entries()) await blob.stageBlock(blockIdOf(i), block, block.length);
    await blob.commitBlockList([blockIdOf(0), blockIdOf(1)]);
    expect(Buffer.from(blockIdOf(1), 'base64').toString()).toBe('000001');
    const stored = await t.app.blobStorage.defaultDatabaseBlob();
    expect(stored).toEqual({ sizeBytes: blobBlockSize + 1000 });

    // The same signature on another blob of the container is refused: by the console, which serves the
    // upload blob only, and by the storage itself, which the signature binds to that blob.
    const otherBlob = (address: string) => new BlockBlobClient(address.replace(/\/default\.bacpac\?/, '/other.bacpac?'));
    await expect(otherBlob(uri.toString()).stageBlock(blockIdOf(0), 'x', 1)).rejects.toMatchObject({ statusCode: 404 });
    const storage = (await t.app.blobStorage.client()).url;
    const direct = `${storage}${uri.pathname.replace('/blob/devstoreaccount1', '')}${uri.search}`;
    await expect(otherBlob(direct).stageBlock(blockIdOf(0), 'x', 1)).rejects.toMatchObject({ statusCode: 403 });
    // An expired signature is refused.
    const service = await t.app.blobStorage.client();
    const expired = generateBlobSASQueryParameters(
      {
        containerName: t.config.blob.container,
        blobName: t.config.blob.blobName,
        permissions: BlobSASPermissions.parse('rcw'),
        startsOn: new Date(Date.now() - 120_000),
        expiresOn: new Date(Date.now() - 60_000),
      },
      service.credential as never,
    ).toString();
    const stale = new BlockBlobClient(`${blob.url.split('?')[0]}?${expired}`);
    await expect(stale.stageBlock(blockIdOf(0), 'x', 1)).rejects.toMatchObject({ statusCode: 403 });
  });

  it("hands the emulator only the browser upload's requests: signed, to the one blob, blocks of doc2 §9's size", async () => {
    const { uri } = await uploadAddress();
    const put = (address: string, body: Uint8Array, headers: Record<string, string> = {}) =>
      fetch(address, { method: 'PUT', body, headers: { 'x-ms-version': '2021-12-02', ...headers } });
    const blockAddress = (address: URL) => {
      const next = new URL(address);
      next.searchParams.set('comp', 'block');
      next.searchParams.set('blockid', blockIdOf(0));
      return next.toString();
    };
    // A block of the spec's size is stored; one byte more is refused before the storage sees it.
    expect((await put(blockAddress(uri), new Uint8Array(blobBlockSize))).status).toBe(201);
    const tooLarge = await put(blockAddress(uri), new Uint8Array(blobBlockSize + 1));
    expect(tooLarge.status).toBe(413);
    expect(decodeURIComponent(tooLarge.headers.get('x-reason') ?? '')).toContain('Content-Length');
    // Not a block or a block list (a whole blob in one PUT): refused.
    expect((await put(uri.toString(), new Uint8Array(10))).status).toBe(400);
    // Unsigned, or signed with the (published) account key instead of the address's signature: refused.
    const unsigned = new URL(blockAddress(uri));
    unsigned.searchParams.delete('sig');
    expect((await put(unsigned.toString(), new Uint8Array(10))).status).toBe(403);
    expect((await put(blockAddress(uri), new Uint8Array(10), { authorization: 'SharedKey devstoreaccount1:x' })).status).toBe(
      403,
    );
    // A path outside the upload blob (the account's containers) is never the emulator's to answer.
    const listing = new URL(uri);
    listing.pathname = '/blob/devstoreaccount1';
    expect((await fetch(listing, { method: 'HEAD' })).status).toBe(404);
    // The HEAD the browser sends first is the storage's answer.
    expect([200, 404]).toContain((await fetch(uri, { method: 'HEAD' })).status);
  });

  it('makes a committed BACPAC the default database only when it is a zip package, and clears the alarm live', async () => {
    const simulation = t.platform.simulation!;
    const before = await simulation.read();
    await simulation.write({ ...before, hasDefaultDatabase: false });
    const service = await t.app.blobStorage.client();
    const blob = service.getContainerClient(t.config.blob.container).getBlockBlobClient(t.config.blob.blobName);
    const confirm = (operator = 'admin') =>
      t.callAs({
        operator,
        subscriptionId: production,
        method: 'POST',
        url: `${base}/defaultdatabase/uploaded`,
        payload: { fileName: 'template.bacpac' },
      });

    await blob.upload(Buffer.alloc(2000, 9), 2000);
    const notZip = await confirm();
    expect(notZip.status).toBe(400);
    expect(notZip.reason).toBe('template.bacpac is not a BACPAC (a BACPAC is a zip package); it was removed.');
    expect(await t.app.blobStorage.defaultDatabaseBlob()).toBeNull();
    expect((await confirm()).status).toBe(409);
    expect((await simulation.read()).hasDefaultDatabase).toBe(false);

    const watcher = await whenConnected(
      await t.connectHub('alarms', { id_token: await t.tokenFor('admin'), subscription_id: staging }),
    );
    let changes = 0;
    watcher.on('alarmsChanged', () => (changes += 1));
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(3000, 1)]);
    await blob.upload(zip, zip.length);
    expect((await confirm('dbreader')).status).toBe(403);
    const made = await confirm();
    expect(made.status, made.reason).toBe(200);
    expect(made.body).toEqual({ fileName: 'template.bacpac', sizeBytes: zip.length });
    expect((await simulation.read()).hasDefaultDatabase).toBe(true);
    // Another subscription's consoles are told too: the default database is the whole fleet's.
    await eventually(() => expect(changes).toBeGreaterThan(0));
    const bad = await t.callAs({
      subscriptionId: production,
      method: 'POST',
      url: `${base}/defaultdatabase/uploaded`,
      payload: { fileName: 'notes.txt' },
    });
    expect(bad.status).toBe(400);
    expect(bad.reason).toMatch(/bacpac/);
    await simulation.write(before);
  });
});
