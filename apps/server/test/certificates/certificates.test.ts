import type { HostingCertificate, Job, OssecKeys } from '@console/contract';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingCertificates, ossecKeys } from '../../src/db/schema';
import { readPkcs12 } from '../../src/lib/pkcs12';
import { seedSubscriptions } from '../../src/seed/seed';
import { fixturePassword, makePfx } from '../support/pkcs12';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';
import { completion } from '../support/jobs';

const production = seedSubscriptions[0]!.id;

describe.each(testDatabases)('certificates and intrusion-detection keys on %s', (kind) => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    // Every log line at the most verbose level, to prove no secret reaches one.
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(kind, { customers: 4, env: { LOG_LEVEL: 'trace' }, logDestination });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.callAs({ subscriptionId: production, method, url, payload });

  const upload = async (id: string, file: { name: string; content: Buffer }, fields: Record<string, string>) => {
    const boundary = '----sweep';
    const parts = [
      ...Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
    ];
    const body = Buffer.concat([Buffer.from(parts.join('')), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const answer = await t.app.inject({
      method: 'POST',
      url: id,
      headers: {
        ...(await t.authHeaders('admin')),
        'x-subscription-id': production,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    return { status: answer.statusCode, body: answer.body };
  };

  it('lists the three known certificates with their validity and where each is used, and no secret', async () => {
    const answer = await call('GET', '/api/certificates');
    expect(answer.status, answer.reason).toBe(200);
    const list = answer.body as HostingCertificate[];
    expect(list.map((c) => c.id)).toEqual(['wildcard-ssl', 'code-signing', 'cloud-service-rdp']);
    expect(list.every((c) => c.thumbprint && c.notAfterUtc && c.usedFor)).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/pfx|password/i);
    const [row] = await t.db.select().from(hostingCertificates).where(eq(hostingCertificates.id, 'wildcard-ssl'));
    expect(row!.pfxEncrypted).not.toContain('MII');
  });

  it('refuses a wrong type, a wrong password, an oversized file and a thumbprint that does not match; takes the right one', async () => {
    const pfx = makePfx({ name: 'rdp.eventsair.example' }).content;
    const thumbprint = readPkcs12({ content: pfx, password: fixturePassword, maxBytes: 1 << 20 }).thumbprint;
    const url = '/api/certificates/cloud-service-rdp';
    const wrongType = await upload(
      url,
      { name: 'notes.txt', content: Buffer.from('hello') },
      { password: '', confirmThumbprint: 'AB' },
    );
    expect(wrongType.status).toBe(400);
    const notPfx = await upload(
      url,
      { name: 'fake.pfx', content: Buffer.from('not a certificate') },
      { confirmThumbprint: 'AB' },
    );
    expect(notPfx.status).toBe(400);
    expect(notPfx.body).toContain('not a PKCS#12');
    const wrongPassword = await upload(
      url,
      { name: 'rdp.pfx', content: pfx },
      { password: 'wrong', confirmThumbprint: thumbprint },
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toContain('Password: the password does not open this certificate.');
    const oversize = await upload(
      url,
      { name: 'big.pfx', content: makePfx({ name: 'big.example', padding: 70 * 1024 }).content },
      { password: fixturePassword, confirmThumbprint: thumbprint },
    );
    expect(oversize.status).toBe(400);
    expect(oversize.body).toContain('larger than');
    const mismatch = await upload(
      url,
      { name: 'rdp.pfx', content: pfx },
      { password: fixturePassword, confirmThumbprint: 'AB:CD' },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain(`Confirm thumbprint: the file's thumbprint is ${thumbprint}, not ABCD.`);

    const typed = thumbprint.toLowerCase().replace(/(..)/g, '$1 ').trim();
    const taken = await upload(url, { name: 'rdp.pfx', content: pfx }, { password: fixturePassword, confirmThumbprint: typed });
    expect(taken.status, taken.body).toBe(200);
    expect(JSON.parse(taken.body)).toMatchObject({ id: 'cloud-service-rdp', thumbprint, subject: 'rdp.eventsair.example' });
    expect(taken.body).not.toContain(fixturePassword);
    const [row] = await t.db.select().from(hostingCertificates).where(eq(hostingCertificates.id, 'cloud-service-rdp'));
    expect(row!.passwordEncrypted).not.toContain(fixturePassword);
    expect(row!.pfxEncrypted).not.toBe(pfx.toString('base64'));
    // The log has the requests, one line each by route (so the check below reads real lines), never the password.
    expect(logged.join('')).toContain('"route":"/api/certificates/:id","status":200');
    expect(logged.join('')).not.toContain(fixturePassword);
  });

  it('clears the missing-certificate alarm live when the certificate is uploaded', async () => {
    const simulation = t.platform.simulation!;
    const before = await simulation.read();
    await simulation.write({ ...before, missingCertificates: ['code-signing'] });
    const alarms = async () =>
      (await call('GET', '/api/operations/alarms')).body as { hostingCertificates: { id: string; isPresent: boolean }[] };
    expect((await alarms()).hostingCertificates.find((c) => c.id === 'code-signing')!.isPresent).toBe(false);
    const watcher = await whenConnected(
      await t.connectHub('alarms', { id_token: await t.tokenFor('admin'), subscription_id: production }),
    );
    let pushes = 0;
    watcher.on('alarmsChanged', () => (pushes += 1));
    const pfx = makePfx({ name: 'signing.eventsair.example' }).content;
    const thumbprint = readPkcs12({ content: pfx, password: fixturePassword, maxBytes: 1 << 20 }).thumbprint;
    const taken = await upload(
      '/api/certificates/code-signing',
      { name: 'signing.p12', content: pfx },
      {
        password: fixturePassword,
        confirmThumbprint: thumbprint,
      },
    );
    expect(taken.status, taken.body).toBe(200);
    expect(JSON.parse(taken.body).isInstalled).toBe(true);
    expect((await alarms()).hostingCertificates.find((c) => c.id === 'code-signing')!.isPresent).toBe(true);
    await eventually(() => expect(pushes).toBeGreaterThan(0));
    await simulation.write(before);
  });

  it('updates the wildcard certificate on every service of the subscription as a job with a step per service', async () => {
    const started = await call('POST', '/api/certificates/updateWildCardCertificate');
    expect(started.status, started.reason).toBe(202);
    const { job } = started.body as { job: Job };
    const done = await completion(t, job.correlationId, 60_000);
    expect(done.isFaulted).toBe(false);
    expect(done.steps.length).toBeGreaterThan(1);
    expect(done.steps.some((s) => s.name.startsWith('Cloud service '))).toBe(true);
    expect(done.steps.some((s) => s.name.startsWith('App service plan '))).toBe(true);
  });

  it('lists the keys available and assigned, with no key material', async () => {
    const answer = await call('GET', '/api/operations/ossecKeys');
    expect(answer.status, answer.reason).toBe(200);
    const keys = answer.body as OssecKeys;
    expect(keys.availableKeys.length).toBeGreaterThan(0);
    expect(keys.assignedKeys.length).toBeGreaterThan(0);
    expect(keys.assignedKeys.every((k) => k.assignedTo)).toBe(true);
    expect(JSON.stringify(keys)).not.toMatch(/key(Encrypted)?"\s*:/);
  });

  it('adds the keys of a client.keys file, refusing a wrong line or an agent already in the pool, and never logs a key', async () => {
    const key = 'c0ffee'.repeat(10) + 'abcd';
    const file = (text: string, name = 'client.keys') => ({ name, content: Buffer.from(text) });
    const bad = await upload('/api/operations/ossecKeys/upload', file(`701 web-01 10.0.0.5 ${key}\n702 web 02 any ${key}\n`), {});
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Line 2');
    expect(bad.body).not.toContain(key);
    const binary = await upload('/api/operations/ossecKeys/upload', { name: 'keys.bin', content: Buffer.from([0, 1, 2]) }, {});
    expect(binary.status).toBe(400);
    const good = await upload(
      '/api/operations/ossecKeys/upload',
      file(`# agents\n701 web-01 10.0.0.0/24 ${key}\n702 web-02 any ${key}\n`),
      {},
    );
    expect(good.status, good.body).toBe(200);
    expect(JSON.parse(good.body).added).toBe(2);
    const again = await upload('/api/operations/ossecKeys/upload', file(`702 web-02 any ${key}\n`), {});
    expect(again.status).toBe(409);
    // Two uploads of the same new agent at once: one adds it, the other adds nothing and says why.
    const both = await Promise.all([
      upload('/api/operations/ossecKeys/upload', file(`703 web-03 any ${key}\n`), {}),
      upload('/api/operations/ossecKeys/upload', file(`703 web-03 any ${key}\n`), {}),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(ossecKeys).where(eq(ossecKeys.agentId, '703'))).toHaveLength(1);
    const [row] = await t.db.select().from(ossecKeys).where(eq(ossecKeys.agentId, '701'));
    expect(row!.keyEncrypted).not.toContain(key);
    expect(logged.join('')).not.toContain(key);
  });

  it('deallocates an assigned key once: of two operators at once, one succeeds and the other is told it is no longer assigned', async () => {
    const { assignedKeys } = (await call('GET', '/api/operations/ossecKeys')).body as OssecKeys;
    const target = assignedKeys[0]!;
    const [first, second] = await Promise.all([
      call('POST', '/api/operations/ossecKeys/deallocate', { keyId: target.id }),
      t.callAs({
        operator: 'support',
        subscriptionId: production,
        method: 'POST',
        url: '/api/operations/ossecKeys/deallocate',
        payload: { keyId: target.id },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.reason).toBe(`The key of agent ${target.agentName} (${target.agentId}) is no longer assigned.`);
    const after = (await call('GET', '/api/operations/ossecKeys')).body as OssecKeys;
    expect(after.availableKeys.some((k) => k.id === target.id)).toBe(true);
  });
});
