import { reasonHeader, subscriptionHeader } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { multipartBody } from '../contract/requests';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { fixturePassword, makePfx } from '../support/pkcs12';

const production = seedSubscriptions[0]!.id;
const password = fixturePassword;

describe.each(testDatabases)('custom domain certificates on %s', (kind) => {
  let t: TestApp;
  let customerId: string;

  const upload = async (fileName: string, content: Buffer, pass = password) => {
    const form = multipartBody({ upload: { field: 'file' } } as never, fileName, content, { password: pass });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/customDomainNameCertificate/${customerId}`,
      headers: { ...(await t.authHeaders('admin', { [subscriptionHeader]: production })), ...form.headers },
      payload: form.payload,
    });
    return { status: response.statusCode, text: response.body, reason: String(response.headers[reasonHeader] ?? '') };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    customerId = (
      await t.db
        .insert(customers)
        .values({ subscriptionId: production, name: 'Domainco', alias: 'domainco', emailDomain: 'domainco.example' })
        .returning()
    )[0]!.id;
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/customers/customdomain/${customerId}/customDomainName`,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
      payload: { customDomainName: 'events.domainco.example', enableEventsAirDomain: true },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an invalid domain name with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/customdomain/${customerId}/customDomainName`,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
      payload: { customDomainName: 'not a domain/', enableEventsAirDomain: false },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses each bad certificate with a 400 that says why', async () => {
    const good = makePfx({ name: 'events.domainco.example' });
    // A wrong file ending is a bad request that says so (wrong type) and names the accepted endings.
    const wrongType = await upload('cert.txt', good.content);
    expect(wrongType.status).toBe(400);
    expect(wrongType.reason).toMatch(/^File: wrong type: only \.pfx, \.p12 files can be uploaded/);
    const notPfx = await upload('cert.pfx', Buffer.from('this is not a certificate'));
    expect(notPfx.status).toBe(400);
    expect(notPfx.text).toMatch(/not a PKCS#12/);
    const wrongPassword = await upload('cert.pfx', good.content, 'wrong');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.text).toMatch(/password does not open/);
    const expired = await upload('cert.pfx', makePfx({ name: 'events.domainco.example', daysLeft: -1 }).content);
    expect(expired.status).toBe(400);
    expect(expired.text).toMatch(/expired/);
    const wrongName = await upload('cert.p12', makePfx({ name: 'other.example' }).content);
    expect(wrongName.status).toBe(400);
    expect(wrongName.text).toMatch(/do not cover events\.domainco\.example/);
    const tooLarge = await upload('cert.pfx', makePfx({ name: 'events.domainco.example', padding: 70 * 1024 }).content);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.text).toMatch(/larger than/);
  }, 60_000);

  it('stores a good certificate encrypted and never returns or audits its key or password', async () => {
    const good = makePfx({ name: 'events.domainco.example' });
    const accepted = await upload('cert.pfx', good.content);
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.text).certificate.names).toEqual(['events.domainco.example']);
    expect(accepted.text).not.toContain(password);
    expect(accepted.text).not.toContain('encrypted');
    const [row] = await t.db.select().from(customers);
    const stored = JSON.stringify(row!.customDomainNameDetails);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(good.content.toString('base64').slice(0, 40));
    const audit = JSON.stringify(await t.db.execute('select * from audit_events'));
    expect(audit).not.toContain(password);
    expect(audit).not.toContain(good.pem.split('\n')[1]!);
  }, 60_000);
});
