import type { AlarmState, ManagementCertificateStatus } from '@console/contract';
import forge from 'node-forge';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managementCertificates } from '../../src/db/schema';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually, until } from '../support/eventually';
import { completion } from '../support/jobs';
import { callAs, production, staging } from './azure-call';

const thumbprintOf = (bytes: Buffer) => {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))));
  const cert = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]![0]!.cert!;
  const keyBags = p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? [];
  const shrouded = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? [];
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    thumbprint: forge.md.sha1.create().update(der).digest().toHex().toUpperCase(),
    hasKey: keyBags.length + shrouded.length > 0,
  };
};

describe.each(testDatabases)('management certificate on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const call = callAs(() => t);
  beforeAll(async () => {
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The staging subscription refuses any certificate the platform installs (an injected fault).
    t = await createTestApp(kind, { customers: 0, env: { LOG_LEVEL: 'trace', PLATFORM_FAIL_TARGETS: staging }, logDestination });
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (subscriptionId = production) =>
    (await call('GET', '/api/azure/managementcertificate', { subscriptionId })).body as ManagementCertificateStatus;

  it('reports the seeded certificate and the subscription the platform reports refusing it now', async () => {
    const seeded = await status();
    expect(seeded.thumbprint).toMatch(/^[0-9A-F]{40}$/);
    expect(seeded.subject).toBe('EventsAIR Operations Console management');
    // The admin is in both subscriptions: production accepted the certificate, staging refuses it.
    expect(seeded.connectedSubscriptionCount).toBe(1);
    expect(seeded.failedConnectionResults).toEqual([
      expect.objectContaining({ subscriptionId: staging, subscriptionName: 'Staging fleet' }),
    ]);
  });

  it('keeps the private key sealed at rest', async () => {
    const [row] = await t.db.select().from(managementCertificates).where(eq(managementCertificates.isCurrent, true));
    expect(row!.pfxEncrypted).not.toContain('MII');
    expect(() => thumbprintOf(Buffer.from(row!.pfxEncrypted, 'base64'))).toThrow();
  });

  it('downloads the PKCS#12 with the id_token in the URL, which no log line shows', async () => {
    const { thumbprint } = await status();
    const token = await t.tokenFor('support');
    const base = await t.listen();
    const response = await fetch(`${base}/api/azure/managementcertificate/pfx?id_token=${token}&subscription_id=${production}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-pkcs12');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="management-${thumbprint!.slice(0, 8)}.pfx"`);
    expect(thumbprintOf(Buffer.from(await response.arrayBuffer()))).toEqual({ thumbprint, hasKey: true });
    expect((await fetch(`${base}/api/azure/managementcertificate/pfx`)).status).toBe(401);
    const signature = token.split('.')[2]!;
    await eventually(() => expect(lines.some((line) => line.includes('managementcertificate/pfx'))).toBe(true));
    expect(lines.filter((line) => line.includes(signature))).toEqual([]);
    // The request's line names its route, never its URL with the token.
    expect(lines.some((line) => line.includes('"route":"/api/azure/managementcertificate/pfx","status":200'))).toBe(true);
  });

  it('refuses a replacement whose typed thumbprint is not the current one, naming both', async () => {
    const { thumbprint } = await status();
    const wrong = 'A'.repeat(40);
    const refused = await call('POST', `/api/azure/managementcertificate/${wrong}/replace`);
    expect(refused.status).toBe(409);
    expect(refused.reason).toBe(
      `thumbprint: ${wrong} is not the current certificate's thumbprint ${thumbprint}; type it exactly to replace the certificate.`,
    );
    const malformed = await call('POST', '/api/azure/managementcertificate/not-a-thumbprint/replace');
    expect(malformed.status).toBe(400);
    expect(malformed.reason).toMatch(/^Thumbprint must be a certificate thumbprint of 40 hexadecimal digits/);
    expect((await status()).thumbprint).toBe(thumbprint);
  });

  it('replaces the certificate when the thumbprint matches, installs it as a job and reports the subscription that refused it', async () => {
    const before = (await status()).thumbprint!;
    const hub = await whenConnected(
      await t.connectHub('alarms', { id_token: await t.tokenFor('support'), subscription_id: staging }),
    );
    let pushes = 0;
    hub.on('alarmsChanged', () => pushes++);
    const replaced = await call('POST', `/api/azure/managementcertificate/${before.toLowerCase()}/replace`);
    expect(replaced.status, replaced.reason).toBe(200);
    const { thumbprint, job } = replaced.body as { thumbprint: string; job: { correlationId: string } };
    expect(thumbprint).not.toBe(before);
    expect((await completion(t, job.correlationId)).isFaulted).toBe(false);
    const mine = await status();
    expect(mine).toMatchObject({ thumbprint, connectedSubscriptionCount: 1 });
    expect(mine.failedConnectionResults).toEqual([
      {
        subscriptionId: staging,
        subscriptionName: 'Staging fleet',
        reason: expect.stringMatching(/^The subscription refused the certificate: 403 Forbidden/),
      },
    ]);
    // The header alarm's source is this status, and its consoles were told to read it again.
    await until(
      async () => pushes,
      (n) => n >= 1,
    );
    hub.disconnect();
    const alarms = (await call('GET', '/api/operations/alarms', { subscriptionId: staging })).body as AlarmState;
    expect(alarms.managementCertificate.failedConnectionResults.map((r) => r.subscriptionId)).toContain(staging);
    // The old thumbprint no longer confirms anything.
    expect((await call('POST', `/api/azure/managementcertificate/${before}/replace`)).status).toBe(409);
  });
});
