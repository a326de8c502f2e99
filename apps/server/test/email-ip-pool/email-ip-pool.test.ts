import { constants, decodeHeaderText, reasonHeader, subscriptionHeader, type EmailIpPool } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEmailSettings, customers, emailIpAddresses } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const pool = '/api/operations/sendGridIpManagement';

describe.each(testDatabases)('email IP pool on %s', (kind) => {
  let t: TestApp;
  let made = 0;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, operator = 'admin', subscriptionId = production) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders(operator, { [subscriptionHeader]: subscriptionId }),
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown>) : null,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  /** An address of the test's own, so that no other test's change meets it. */
  const newAddress = async (state: 'good' | 'bad' = 'good') => {
    made += 1;
    const ipAddress = `192.0.2.${made}`;
    await t.db.insert(emailIpAddresses).values({ ipAddress, state });
    return ipAddress;
  };

  const newCustomer = async (subscriptionId = production) => {
    made += 1;
    const [row] = await t.db
      .insert(customers)
      .values({ subscriptionId, name: `Mail ${made}`, alias: `mail${made}`, emailDomain: constants.defaultEmailDomain })
      .returning();
    return row!;
  };

  const sendingIpOf = async (customerId: string) =>
    (await t.db.select().from(customerEmailSettings).where(eq(customerEmailSettings.customerId, customerId)))[0]?.ipAddress ??
    null;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the configured provider’s pool in address order, with bad addresses and who sends from each', async () => {
    const answer = await call('GET', `${pool}/`);
    expect(answer.status, answer.reason).toBe(200);
    const { provider, addresses } = answer.body as EmailIpPool;
    expect(provider).toBe('sendGrid');
    const seeded = addresses.filter((a) => a.ipAddress.startsWith('198.51.100.'));
    expect(seeded.map((a) => a.ipAddress).slice(0, 3)).toEqual(['198.51.100.10', '198.51.100.11', '198.51.100.12']);
    expect(seeded.find((a) => a.ipAddress === '198.51.100.99')).toBeUndefined();
    expect(seeded.find((a) => a.ipAddress === '198.51.100.18')?.state).toBe('bad');
    // Address order is numeric: .100 would follow .49, not .10.
    expect(seeded.at(-1)?.ipAddress).toBe('198.51.100.49');
  });

  it('answers 404 for another provider and 400 naming the address for one that is not an IP', async () => {
    const other = await call('GET', '/api/operations/mailgunIpManagement/');
    expect(other.status).toBe(404);
    expect(other.reason).toContain('sendGrid');
    const notIp = await call('POST', `${pool}/makeIpBad/not-an-ip/`);
    expect(notIp.status).toBe(400);
    expect(notIp.reason).toMatch(/ip.*must be an IP address/i);
  });

  it('marks an address bad and good again, saying who did it; the same mark twice is refused', async () => {
    const ip = await newAddress();
    const bad = await call('POST', `${pool}/makeIpBad/${ip}/`, undefined, 'support');
    expect(bad.status, bad.reason).toBe(200);
    expect(bad.body).toMatchObject({ ipAddress: ip, state: 'bad', changedByName: expect.any(String) });
    const again = await call('POST', `${pool}/makeIpBad/${ip}/`);
    expect(again.status).toBe(400);
    expect(again.reason).toBe(`IP address ${ip} is already marked bad.`);
    const good = await call('POST', `${pool}/makeIpGood/${ip}/`);
    expect(good.status, good.reason).toBe(200);
    expect(good.body).toMatchObject({ state: 'good' });
    const unknown = await call('POST', `${pool}/makeIpGood/192.0.2.254/`);
    expect(unknown.status).toBe(404);
  });

  it('two operators marking one address bad at once: one succeeds, the other is told it already is', async () => {
    const ip = await newAddress();
    const answers = await Promise.all([
      call('POST', `${pool}/makeIpBad/${ip}/`, undefined, 'admin'),
      call('POST', `${pool}/makeIpBad/${ip}/`, undefined, 'support'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.reason).toBe(`IP address ${ip} is already marked bad.`);
  });

  it('assigns a good address to a customer and refuses a bad one', async () => {
    const customer = await newCustomer();
    const good = await newAddress();
    const bad = await newAddress('bad');
    const refused = await call('POST', `${pool}/assignIp/${bad}`, { customerId: customer.id });
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe(`IP address ${bad} is marked bad: mark it good before assigning it.`);
    expect(await sendingIpOf(customer.id)).toBeNull();

    const assigned = await call('POST', `${pool}/assignIp/${good}`, { customerId: customer.id });
    expect(assigned.status, assigned.reason).toBe(200);
    expect(assigned.body).toMatchObject({ ipAddress: good, assignedCount: 1, assignedAliases: [customer.alias] });
    expect(await sendingIpOf(customer.id)).toBe(good);
    const twice = await call('POST', `${pool}/assignIp/${good}`, { customerId: customer.id });
    expect(twice.status).toBe(400);

    const missing = await call('POST', `${pool}/assignIp/${good}`, {});
    expect(missing.status).toBe(400);
    expect(missing.reason).toMatch(/customer/i);
  });

  it('assigns an address to every customer of the subscription, and no other subscription’s', async () => {
    const ours = await newCustomer(staging);
    const theirs = await newCustomer(production);
    const ip = await newAddress();
    const answer = await call('POST', `${pool}/assignIpToSubUsers`, { ipAddress: ip }, 'admin', staging);
    expect(answer.status, answer.reason).toBe(200);
    const staged = await t.db
      .select({ ip: customerEmailSettings.ipAddress })
      .from(customers)
      .leftJoin(customerEmailSettings, eq(customerEmailSettings.customerId, customers.id))
      .where(eq(customers.subscriptionId, staging));
    expect(staged.every((row) => row.ip === ip)).toBe(true);
    expect(await sendingIpOf(ours.id)).toBe(ip);
    expect(await sendingIpOf(theirs.id)).not.toBe(ip);
    expect((answer.body as { customersAssigned: number }).customersAssigned).toBeGreaterThan(0);
    const again = await call('POST', `${pool}/assignIpToSubUsers`, { ipAddress: ip }, 'admin', staging);
    expect((again.body as { customersAssigned: number }).customersAssigned).toBe(0);
  });
});
