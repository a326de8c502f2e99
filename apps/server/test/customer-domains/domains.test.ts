import { Writable } from 'node:stream';
import {
  changeReasonHeader,
  decodeHeaderText,
  messages,
  reasonHeader,
  subscriptionHeader,
  type CustomDomain,
  type CustomerDetails,
  type CustomerEmail,
  type Job,
  type SecurityConfiguration,
  type TxtRecordsResponse,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customerEmailSettings, customers, jobs, simulatedDnsRecords } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { decryptSecret } from '../../src/lib/secrets';
import { multipartBody } from '../contract/requests';
import { createTestApp, testDatabases, testEnv, whenConnected, type TestApp } from '../harness';
import { until } from '../support/eventually';
import { fixturePassword, makePfx } from '../support/pkcs12';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

describe.each(testDatabases)('customer domains, security and email over HTTP on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let failingId: string;
  let stagingId: string;
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });

  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    { subscription = production, reason }: { subscription?: string; reason?: string } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(await t.authHeaders('admin', { [subscriptionHeader]: subscription })),
        ...(reason ? { [changeReasonHeader]: reason } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      text: response.body,
      body: (response.body ? response.json() : null) as T,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  const upload = async (url: string, fileName: string, content: Buffer, fields: Record<string, string>) => {
    const form = multipartBody({ upload: { field: 'file' } } as never, fileName, content, fields);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await t.authHeaders('admin', { [subscriptionHeader]: production })), ...form.headers },
      payload: form.payload,
    });
    return {
      status: response.statusCode,
      text: response.body,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };

  const jobOutcome = async (job: Job) =>
    until(
      async () => (await t.db.select().from(jobs).where(eq(jobs.correlationId, job.correlationId)))[0],
      (row) => row?.isCompleted === true,
    );

  const domainOf = async (id: string, domainName: string) =>
    (await call<CustomDomain>('GET', `/api/customers/customdomain/${id}`)).body.domains.find((d) => d.domainName === domainName);

  const everySecretFree = async (secrets: string[]) => {
    const audit = JSON.stringify(await t.db.select().from(auditEvents));
    const logs = logLines.join('');
    for (const secret of secrets) {
      expect(audit).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      customers: 0,
      env: { ...testEnv, LOG_LEVEL: 'trace', PLATFORM_FAIL_TARGETS: 'fails.domainsfailing.example' },
      logDestination,
    });
    const insert = async (subscriptionId: string, name: string, alias: string) =>
      (
        await t.db
          .insert(customers)
          .values({ subscriptionId, name, alias, emailDomain: `${alias}.example` })
          .returning()
      )[0]!.id;
    customerId = await insert(production, 'Domains Co', 'domainsco');
    failingId = await insert(production, 'Domains Failing', 'domainsfailing');
    stagingId = await insert(staging, 'Domains Staging', 'domainsstaging');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads an untouched customer’s domain, security and email, and 404s another subscription’s', async () => {
    const domain = await call<CustomDomain>('GET', `/api/customers/customdomain/${customerId}`);
    expect(domain.status).toBe(200);
    expect(domain.body).toEqual({
      customDomainName: null,
      enableEventsAirDomain: false,
      certificate: null,
      portalAliases: [],
      urlRewriteRules: [],
      domains: [],
    });
    const security = await call<SecurityConfiguration>('GET', `/api/customers/${customerId}/security`);
    expect(security.body).toEqual({ isRestrictedByIpAddress: false, ipRestrictionRules: [], sessionTimeoutMinutes: 60 });
    const email = await call<CustomerEmail>('GET', `/api/customers/${customerId}/email`);
    expect(email.body).toEqual({ ipAddress: null, invitedEmails: [], apiKeyResetAt: null });
    for (const url of [
      `/api/customers/customdomain/${stagingId}`,
      `/api/customers/${stagingId}/security`,
      `/api/customers/${stagingId}/email`,
    ]) {
      expect((await call('GET', url)).status).toBe(404);
    }
    expect((await call('GET', `/api/customers/customdomain/${stagingId}`, undefined, { subscription: staging })).status).toBe(
      200,
    );
  });

  it('adds portal aliases, refusing none and invalid ones with the reason', async () => {
    const url = `/api/customers/customdomain/${customerId}/addPortalAliases`;
    const empty = await call('POST', url, { input: '  ,  ' });
    expect(empty.status).toBe(400);
    expect(empty.reason).toContain(messages.customers.addPortalAliases);
    const invalid = await call('POST', url, { input: 'good, bad/alias' });
    expect(invalid.status).toBe(400);
    expect(invalid.reason).toMatch(/Portal aliases: “bad\/alias” is not valid/);
    const added = await call<CustomDomain>('POST', url, { input: 'Register, tickets\nregister' });
    expect(added.status).toBe(200);
    expect(added.body.portalAliases).toEqual(['register', 'tickets']);
    const more = await call<CustomDomain>('POST', url, { input: 'awards' });
    expect(more.body.portalAliases).toEqual(['register', 'tickets', 'awards']);
    const removeUrl = `/api/customers/customdomain/${customerId}/removePortalAlias`;
    const removed = await call<CustomDomain>('POST', `${removeUrl}/tickets`);
    expect(removed.status).toBe(200);
    expect(removed.body.portalAliases).toEqual(['register', 'awards']);
    const missing = await call('POST', `${removeUrl}/tickets`);
    expect(missing.status).toBe(404);
    expect(missing.reason).toMatch(/has no portal alias named tickets/);
  });

  it('takes an international domain name in its punycode form', async () => {
    const saved = await call<CustomDomain>('POST', `/api/customers/customdomain/${customerId}/customDomainName`, {
      customDomainName: 'ünïcødé.example',
      enableEventsAirDomain: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.customDomainName).toBe(new URL('http://ünïcødé.example').hostname);
    expect(saved.body.customDomainName).toMatch(/^xn--/);
  });

  it('adds URL rewrite rules, dropping an empty condition and refusing path characters, bad patterns and duplicates', async () => {
    const url = `/api/customers/customdomain/${customerId}/addUrlRewrite`;
    for (const ruleName of ['a/b', '..', 'back\\slash', 'query?', '']) {
      const refused = await call('POST', url, { ruleName, conditionsDto: [] });
      expect(refused.status, ruleName).toBe(400);
      expect(refused.reason).toMatch(/^Rule name/);
    }
    const badPattern = await call('POST', url, {
      ruleName: 'broken',
      conditionsDto: [{ input: '{HTTP_HOST}', pattern: '(unclosed', ignoreCase: true, negate: false }],
    });
    expect(badPattern.status).toBe(400);
    expect(badPattern.reason).toContain('must be a valid regular expression');
    const halfFilled = await call('POST', url, {
      ruleName: 'half',
      conditionsDto: [{ input: '{HTTP_HOST}', pattern: '', ignoreCase: true, negate: false }],
    });
    expect(halfFilled.status).toBe(400);
    expect(halfFilled.reason).toContain('Pattern is required');
    const badDomain = await call('POST', url, { ruleName: 'bad domain', conditionsDto: [], domainName: 'not a domain' });
    expect(badDomain.status).toBe(400);
    expect(badDomain.reason).toMatch(/^Domain name/);

    const added = await call<CustomDomain>('POST', url, {
      ruleName: 'Awards site',
      conditionsDto: [
        { input: '', pattern: '', ignoreCase: true, negate: false },
        { input: '{HTTP_HOST}', pattern: '^awards\\.', ignoreCase: true, negate: true },
      ],
      domainName: 'Awards.DomainsCo.example',
    });
    expect(added.status).toBe(200);
    expect(added.body.urlRewriteRules).toEqual([
      {
        ruleName: 'Awards site',
        conditionsDto: [{ input: '{HTTP_HOST}', pattern: '^awards\\.', ignoreCase: true, negate: true }],
        domainName: 'awards.domainsco.example',
        certificate: null,
      },
    ]);
    const duplicate = await call('POST', url, { ruleName: 'awards SITE', conditionsDto: [] });
    expect(duplicate.status).toBe(409);
    const plain = await call<CustomDomain>('POST', url, { ruleName: 'plain', domainName: '' });
    expect(plain.body.urlRewriteRules.map((r) => [r.ruleName, r.domainName])).toEqual([
      ['Awards site', 'awards.domainsco.example'],
      ['plain', null],
    ]);
  });

  it('checks a URL rewrite rule’s certificate before storing it, and keeps its key and password secret', async () => {
    const rule = encodeURIComponent('Awards site');
    const ruleUrl = `/api/customers/customdomain/${customerId}/addUrlRewrite/${rule}`;
    const good = makePfx({ name: 'awards.domainsco.example' });
    const wrongType = await upload(ruleUrl, 'cert.txt', good.content, { password: fixturePassword });
    expect(wrongType.status).toBe(400);
    expect(wrongType.reason).toMatch(/^File: wrong type/);
    const wrongPassword = await upload(ruleUrl, 'cert.pfx', good.content, { password: 'nope' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.reason).toMatch(/password does not open/);
    const wrongName = await upload(ruleUrl, 'cert.p12', makePfx({ name: 'events.domainsco.example' }).content, {
      password: fixturePassword,
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.reason).toMatch(/do not cover awards\.domainsco\.example/);
    const noDomain = await upload(`/api/customers/customdomain/${customerId}/addUrlRewrite/plain`, 'cert.pfx', good.content, {
      password: fixturePassword,
    });
    expect(noDomain.status).toBe(400);
    expect(noDomain.reason).toMatch(/no domain name/);
    const unknownRule = await upload(`/api/customers/customdomain/${customerId}/addUrlRewrite/nope`, 'cert.pfx', good.content, {
      password: fixturePassword,
    });
    expect(unknownRule.status).toBe(404);
    const before = await call<CustomDomain>('GET', `/api/customers/customdomain/${customerId}`);
    expect(before.body.urlRewriteRules[0]!.certificate).toBeNull();

    const accepted = await upload(ruleUrl, 'cert.pfx', good.content, { password: fixturePassword });
    expect(accepted.status).toBe(200);
    expect((JSON.parse(accepted.text) as CustomDomain).urlRewriteRules[0]!.certificate!.names).toEqual([
      'awards.domainsco.example',
    ]);
    // doc2 §7: the same upload, the rule found by its domain name.
    const byDomain = await upload(`/api/certificates/urlRewriteSettingsCertificate/${customerId}`, 'again.p12', good.content, {
      password: fixturePassword,
      domainName: 'awards.domainsco.example',
    });
    expect(byDomain.status).toBe(200);
    const unknownDomain = await upload(`/api/certificates/urlRewriteSettingsCertificate/${customerId}`, 'a.pfx', good.content, {
      password: fixturePassword,
      domainName: 'other.example',
    });
    expect(unknownDomain.status).toBe(404);
    for (const text of [accepted.text, byDomain.text]) {
      expect(text).not.toContain(fixturePassword);
      expect(text).not.toContain('encrypted');
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    const stored = JSON.stringify(row!.urlRewriteSettings);
    expect(stored).not.toContain(fixturePassword);
    expect(stored).not.toContain(good.content.toString('base64').slice(0, 40));
    await everySecretFree([fixturePassword, good.pem.split('\n')[1]!, good.content.toString('base64').slice(0, 40)]);
  }, 60_000);

  it('removes a URL rewrite rule with its reason, and 404s an unknown one', async () => {
    const url = `/api/customers/customdomain/${customerId}/removeUrlRewrite/plain`;
    const removed = await call<CustomDomain>('POST', url, undefined, { reason: 'Not used any more' });
    expect(removed.status).toBe(200);
    expect(removed.body.urlRewriteRules.map((r) => r.ruleName)).toEqual(['Awards site']);
    expect((await call('POST', url, undefined, { reason: 'again' })).status).toBe(404);
  });

  it('validates a domain only once its TXT records are published and visible, then orders its certificate and adds it to Front Door', async () => {
    const base = `/api/customers/customdomain/${customerId}`;
    const domainName = 'events.domainsco.example';
    expect(
      (await call('POST', `${base}/customDomainName`, { customDomainName: domainName, enableEventsAirDomain: true })).status,
    ).toBe(200);

    const notOurs = await call('POST', `${base}/validate`, { domainName: 'other.example' });
    expect(notOurs.status).toBe(400);
    expect(notOurs.reason).toMatch(/^Domain name: other\.example is not a domain of domainsco/);
    const early = await call('POST', `${base}/orderCertificate`, { domainName });
    expect(early.status).toBe(409);
    expect(early.reason).toContain(`validate ${domainName} before ordering`);
    expect((await call('POST', `${base}/addToAfd`, { domainName })).status).toBe(409);

    // Before any TXT record exists, validation fails and says why.
    const first = await call<Job>('POST', `${base}/validate`, { domainName });
    expect(first.status).toBe(202);
    expect((await jobOutcome(first.body))!.isFaulted).toBe(true);
    const failed = await domainOf(customerId, domainName);
    expect(failed).toMatchObject({ validationState: 'failed' });
    expect(failed!.validationReason).toMatch(/has no TXT records yet/);

    const txt = await call<TxtRecordsResponse>('POST', `${base}/txtRecords`, { domainName });
    expect(txt.status).toBe(200);
    const records = txt.body.customDomain.domains.find((d) => d.domainName === domainName)!.txtRecords;
    expect(records.map((r) => r.name)).toEqual([`_dnsauth.${domainName}`, `asuid.${domainName}`]);
    expect(txt.body.job).not.toBeNull();
    expect((await jobOutcome(txt.body.job!))!.isFaulted).toBe(false);
    expect(await domainOf(customerId, domainName)).toMatchObject({ areTxtRecordsPublished: true });
    // Asked again, the same records come back and nothing is published again.
    const again = await call<TxtRecordsResponse>('POST', `${base}/txtRecords`, { domainName });
    expect(again.body.job).toBeNull();
    expect(again.body.customDomain.domains.find((d) => d.domainName === domainName)!.txtRecords).toEqual(records);

    // While DNS is still propagating, validation fails with the reason; once visible, it succeeds.
    await t.db
      .update(simulatedDnsRecords)
      .set({ visibleAt: new Date(Date.now() + 60_000) })
      .where(eq(simulatedDnsRecords.domainName, domainName));
    const propagating = await call<Job>('POST', `${base}/validate`, { domainName });
    expect((await jobOutcome(propagating.body))!.faultReason).toMatch(/is not visible yet: DNS is still propagating/);
    expect((await domainOf(customerId, domainName))!.validationReason).toMatch(/still propagating/);
    await t.db
      .update(simulatedDnsRecords)
      .set({ visibleAt: new Date(Date.now() - 1000) })
      .where(eq(simulatedDnsRecords.domainName, domainName));
    const second = await call<Job>('POST', `${base}/validate`, { domainName });
    expect((await jobOutcome(second.body))!.isFaulted).toBe(false);
    const validated = await until(
      () => domainOf(customerId, domainName),
      (d) => d?.validationState === 'validated',
    );
    expect(validated!.validationReason).toBeNull();

    const order = await call<Job>('POST', `${base}/orderCertificate`, { domainName });
    expect(order.status).toBe(202);
    expect((await jobOutcome(order.body))!.isFaulted).toBe(false);
    const ordered = await domainOf(customerId, domainName);
    expect(ordered).toMatchObject({ certificateOrderState: 'issued', orderedCertificate: { subject: domainName } });

    const frontDoor = await call<Job>('POST', `${base}/addToAfd`, { domainName });
    expect((await jobOutcome(frontDoor.body))!.isFaulted).toBe(false);
    expect(await domainOf(customerId, domainName)).toMatchObject({ frontDoorState: 'added' });

    // New TXT records replace the old ones: the domain must be validated again.
    const regenerated = await call<TxtRecordsResponse>('POST', `${base}/regenerateTxtRecords`, { domainName });
    const fresh = regenerated.body.customDomain.domains.find((d) => d.domainName === domainName)!;
    expect(fresh.txtRecords[0]!.value).not.toBe(records[0]!.value);
    expect(fresh.validationState).toBe('notValidated');
    await jobOutcome(regenerated.body.job!);
    const dns = await t.db.select().from(simulatedDnsRecords).where(eq(simulatedDnsRecords.domainName, domainName));
    expect(dns.map((r) => r.value).sort()).toEqual(fresh.txtRecords.map((r) => r.value).sort());

    // A removed custom domain takes its platform record with it.
    const removed = await call<CustomDomain>('POST', `${base}/removeCustomDomain`, undefined, { reason: 'Moving away' });
    expect(removed.body.customDomainName).toBeNull();
    expect(removed.body.domains).toEqual([]);
  }, 60_000);

  it('records a failed TXT record publication with the platform’s reason', async () => {
    const base = `/api/customers/customdomain/${failingId}`;
    const domainName = 'fails.domainsfailing.example';
    await call('POST', `${base}/customDomainName`, { customDomainName: domainName, enableEventsAirDomain: false });
    const txt = await call<TxtRecordsResponse>('POST', `${base}/txtRecords`, { domainName });
    const outcome = await jobOutcome(txt.body.job!);
    expect(outcome!.isFaulted).toBe(true);
    expect(outcome!.faultReason).toMatch(/injected fault/);
    expect(await domainOf(failingId, domainName)).toMatchObject({ areTxtRecordsPublished: false });
  });

  it('adds and removes IP restriction rules, refusing malformed addresses and ranges', async () => {
    const url = `/api/customers/${customerId}/addIpAddressEntry`;
    for (const ipAddress of ['999.1.1.1', '10.0.0.0/33', '1.2.3', 'abc', '10.0.0.1/24', '::1/129', '10.0.0.1 ', '1.2.3.4/abc']) {
      const refused = await call('POST', url, { ipAddress: `${ipAddress}x`.slice(0, -1), allowed: true });
      if (ipAddress === '10.0.0.1 ') {
        // Surrounding spaces are trimmed, so this one is valid.
        expect(refused.status).toBe(200);
        continue;
      }
      expect(refused.status, ipAddress).toBe(400);
      expect(refused.reason).toMatch(/^IP address: /);
    }
    const range = await call<SecurityConfiguration>('POST', url, { ipAddress: '203.0.113.0/24', allowed: false });
    expect(range.status).toBe(200);
    const v6 = await call<SecurityConfiguration>('POST', url, { ipAddress: '2001:DB8::1', allowed: true });
    expect(v6.body.ipRestrictionRules).toEqual([
      { ipAddress: '10.0.0.1', allowed: true },
      { ipAddress: '203.0.113.0/24', allowed: false },
      { ipAddress: '2001:db8::1', allowed: true },
    ]);
    expect((await call('POST', url, { ipAddress: '203.0.113.0/24', allowed: true })).status).toBe(409);
    const removed = await call<SecurityConfiguration>(
      'POST',
      `/api/customers/${customerId}/removeIpAddressEntry/${encodeURIComponent('203.0.113.0/24')}/`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.ipRestrictionRules.map((r) => r.ipAddress)).toEqual(['10.0.0.1', '2001:db8::1']);
    expect((await call('POST', `/api/customers/${customerId}/removeIpAddressEntry/192.0.2.1/`)).status).toBe(404);
    expect((await call('POST', `/api/customers/${customerId}/removeIpAddressEntry/nonsense/`)).status).toBe(400);
  });

  it('turns the IP restriction on and off and keeps the session time-out within 5 to 1440 minutes', async () => {
    const on = await call<SecurityConfiguration>('POST', `/api/customers/${customerId}/restrictByIpAddress/true`);
    expect(on.body.isRestrictedByIpAddress).toBe(true);
    const off = await call<SecurityConfiguration>('POST', `/api/customers/${customerId}/restrictByIpAddress/false`);
    expect(off.body.isRestrictedByIpAddress).toBe(false);
    expect((await call('POST', `/api/customers/${customerId}/restrictByIpAddress/maybe`)).status).toBe(400);
    for (const value of ['4', '1441', 'abc', '30.5', '-10']) {
      const refused = await call('POST', `/api/customers/${customerId}/updateSessionTimeout/${value}/`);
      expect(refused.status, value).toBe(400);
      expect(refused.reason).toBe('Session timeout: must be a whole number of minutes from 5 to 1440.');
    }
    for (const value of [5, 1440, 30]) {
      const saved = await call<SecurityConfiguration>('POST', `/api/customers/${customerId}/updateSessionTimeout/${value}/`);
      expect(saved.body.sessionTimeoutMinutes).toBe(value);
    }
    expect((await call<SecurityConfiguration>('GET', `/api/customers/${customerId}/security`)).body.sessionTimeoutMinutes).toBe(
      30,
    );
  });

  it("tells every open page of the customer that it changed, so another operator's panels read it again", async () => {
    const socket = await whenConnected(
      await t.connectHub('customers', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const pushed = new Promise<CustomerDetails>((resolve) => socket.on('customerChanged', (d: CustomerDetails) => resolve(d)));
    const before = (await call<CustomerDetails>('GET', `/api/customers/${customerId}`)).body.updatedAt;
    expect((await call('POST', `/api/customers/${customerId}/restrictByIpAddress/true`)).status).toBe(200);
    const details = await pushed;
    expect(details.id).toBe(customerId);
    expect(Date.parse(details.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    socket.disconnect();
    await call('POST', `/api/customers/${customerId}/restrictByIpAddress/false`);
  });

  it('invites and deletes teammates and resets the email API key without ever showing it', async () => {
    const invite = (address: string) => call<CustomerEmail>('POST', `/api/customers/${customerId}/inviteTeammate/${address}/`);
    expect((await invite('not-an-email')).status).toBe(400);
    expect((await invite('Ann@DomainsCo.example')).body.invitedEmails).toEqual(['ann@domainsco.example']);
    expect((await invite('bob@domainsco.example')).body.invitedEmails).toEqual([
      'ann@domainsco.example',
      'bob@domainsco.example',
    ]);
    expect((await invite('ann@domainsco.example')).status).toBe(409);
    const deleteUrl = `/api/customers/${customerId}/deleteTeammate`;
    const deleted = await call<CustomerEmail>('POST', deleteUrl, { email: 'ann@domainsco.example' }, { reason: 'Left the team' });
    expect(deleted.body.invitedEmails).toEqual(['bob@domainsco.example']);
    expect((await call('POST', deleteUrl, { email: 'ann@domainsco.example' }, { reason: 'again' })).status).toBe(404);

    const reset = await call<CustomerEmail>('POST', `/api/customers/${customerId}/resetEmailApiKey`);
    expect(reset.status).toBe(200);
    expect(Date.parse(reset.body.apiKeyResetAt!)).not.toBeNaN();
    const [settings] = await t.db.select().from(customerEmailSettings).where(eq(customerEmailSettings.customerId, customerId));
    const key = decryptSecret(settings!.encryptedApiKey!, testEnv.SECRETS_ENCRYPTION_KEY).toString('utf8');
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(reset.text).not.toContain(key);
    expect(JSON.stringify(settings)).not.toContain(key);
    await everySecretFree([key]);
  });

  it('checks SPF records of domains', async () => {
    const passing = await call('POST', '/api/validate/spfrecords', { candidate: 'mail.domainsco.example' });
    expect(passing.body).toEqual({ isValid: true, reasons: [] });
    const failing = await call('POST', '/api/validate/spfrecords', { candidate: 'nospf.example; not a domain' });
    expect(failing.body).toEqual({
      isValid: false,
      reasons: [
        'nospf.example has no SPF record that lets EventsAIR send its mail.',
        '“not a domain” is not a valid domain name: enter one like mail.example.com.',
      ],
    });
  });
});
