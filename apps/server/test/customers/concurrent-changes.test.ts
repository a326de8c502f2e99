import { endpoints, isChange, subscriptionHeader, versionTag, type Endpoint } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, features } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

/**
 * Nothing is lost under concurrency (issue 23, decision 006): N distinct changes of one customer's lists
 * sent at once all answer 200 and are all kept, and two saves of one form from the same version are one
 * 200 and one 409 naming who saved first. On PostgreSQL the calls really overlap (a pool of connections);
 * before the customer row was locked, 11–15 of 100 IP rules survived.
 */

const subscriptionId = seedSubscriptions[0]!.id;
const concurrent = 20;

type Call = { method: 'POST' | 'PUT'; url: string; payload?: object };

/** A list change: the i-th of N distinct calls, and whether the i-th is in the customer's state read after. */
type ListChange = {
  call: (customerId: string, i: number) => Call;
  read: (customerId: string) => string;
  isPresent: (state: unknown, i: number) => boolean;
};

const ip = (i: number) => `203.0.113.${i + 1}`;
const alias = (i: number) => `custom${i}`;

/**
 * Every change of one customer's data, by contract name: the list changes this suite runs, and why the
 * others are not list changes. A change endpoint added tomorrow fails the completeness test until it is
 * placed in one of the two.
 */
const listChanges: Record<string, ListChange> = {
  addIpAddressEntry: {
    call: (id, i) => ({
      method: 'POST',
      url: `/api/customers/${id}/addIpAddressEntry`,
      payload: { ipAddress: ip(i), allowed: true },
    }),
    read: (id) => `/api/customers/${id}/security`,
    isPresent: (state, i) =>
      (state as { ipRestrictionRules: { ipAddress: string }[] }).ipRestrictionRules.some((r) => r.ipAddress === ip(i)),
  },
  addCustomerFeature: {
    call: (id, i) => ({ method: 'POST', url: `/api/customers/${id}/addFeature/concurrency-${i}` }),
    read: (id) => `/api/customers/${id}`,
    isPresent: (state, i) =>
      (state as { features: { featureId: string; isEnabled: boolean }[] }).features.some(
        (f) => f.featureId === `concurrency-${i}` && f.isEnabled,
      ),
  },
  saveCustomization: {
    call: (id, i) => ({
      method: 'PUT',
      url: `/api/customers/${id}/customizations/${alias(i)}`,
      payload: { title: `Custom ${i}` },
    }),
    read: (id) => `/api/customers/${id}/customizations`,
    isPresent: (state, i) => (state as { alias: string }[]).some((c) => c.alias === alias(i)),
  },
  addUrlRewrite: {
    call: (id, i) => ({
      method: 'POST',
      url: `/api/customers/customdomain/${id}/addUrlRewrite`,
      payload: { ruleName: `rule-${i}`, conditionsDto: [] },
    }),
    read: (id) => `/api/customers/customdomain/${id}`,
    isPresent: (state, i) =>
      (state as { urlRewriteRules: { ruleName: string }[] }).urlRewriteRules.some((r) => r.ruleName === `rule-${i}`),
  },
  addPortalAliases: {
    call: (id, i) => ({
      method: 'POST',
      url: `/api/customers/customdomain/${id}/addPortalAliases`,
      payload: { input: `portal${i}` },
    }),
    read: (id) => `/api/customers/customdomain/${id}`,
    isPresent: (state, i) => (state as { portalAliases: string[] }).portalAliases.some((a) => a.startsWith(`portal${i}`)),
  },
  inviteTeammate: {
    call: (id, i) => ({ method: 'POST', url: `/api/customers/${id}/inviteTeammate/${`mate${i}@example.com`}` }),
    read: (id) => `/api/customers/${id}/email`,
    isPresent: (state, i) => (state as { invitedEmails: string[] }).invitedEmails.includes(`mate${i}@example.com`),
  },
};

/** Changes of a customer that are not additions to one of its lists, and why the suite above skips them. */
const notListChanges: Record<string, string> = {
  saveCustomer: 'a form save (the stale-save test covers forms)',
  updateCustomerName: 'a form save',
  updateMiscDetails: 'a form save',
  updateEmailDomain: 'a form save',
  updateGdsSettings: 'a form save',
  updateCustomerLicence: 'a form save',
  updateCustomerPaymentGateways: 'a form save',
  setEaPayDetails: 'one choice, kept in a row of its own (customer_ea_pay)',
  updateSessionTimeout: 'a form save',
  setCustomerLogLevel: 'one value, written whole',
  changeReleaseChannel: 'one value, written whole',
  pinReleaseChannel: 'one value, written whole',
  unlockFromCurrentReleaseChannel: 'one value, written whole',
  restrictByIpAddress: 'one flag, written under the same lock as the rules',
  setCustomDomainName: 'one value, written under the same lock as the rules',
  removeIpAddressEntry: 'a removal: concurrent removals of distinct rules are covered below',
  removeCustomerFeature: 'a removal',
  deleteCustomization: 'a removal',
  removeUrlRewrite: 'a removal',
  removePortalAlias: 'a removal',
  removeCustomDomain: 'a removal',
  removeCustomerPaymentGateways: 'a removal',
  deleteTeammate: 'a removal',
  deleteCustomReport: 'a removal of a row of its own',
  uploadCustomReport: 'rows of their own (custom_reports)',
  uploadCustomDomainCertificate: 'one certificate, written whole under the lock',
  uploadUrlRewriteSettingsCertificate: 'one certificate, written whole under the lock',
  uploadUrlRewriteCertificate: 'one certificate, written whole under the lock',
  resetEmailApiKey: 'one value, written whole',
  resetCreditCardVaultCredentials: 'one value, written whole',
  undeleteSite: 'rows of their own (deleted sites)',
  createSupportUser: 'rows of their own (support users)',
  regenerateTxtRecords: 'rows of their own (domain states)',
  getTxtRecords: 'rows of their own (domain states)',
  validateDomain: 'rows of their own (domain states)',
  orderCertificate: 'starts a job',
  addDomainToFrontDoor: 'starts a job',
  decommissionCustomer: 'starts a job',
  disableCustomer: 'starts a job',
  enableCustomer: 'starts a job',
  repairCustomer: 'starts a job',
  dnsRepairCustomer: 'starts a job',
  fixClickOnce: 'starts a job',
  recycleAppPool: 'starts a job',
  restartCustomerService: 'starts a job',
  moveToAppGateway: 'starts a job',
  setStaticIpAddress: 'starts a job',
  createAzureDeployment: 'rows of their own (deployments), through a job',
  createOnsiteDeployment: 'rows of their own (deployments), through a job',
  disableDeployment: 'starts a job on a deployment',
  enableDeployment: 'starts a job on a deployment',
  startComputeMigration: 'rows of their own (compute migrations)',
  cancelComputeMigration: 'rows of their own (compute migrations)',
  dismissComputeMigration: 'rows of their own (compute migrations)',
  updateCompatibilityLevel: 'rows of their own (deployment databases)',
  replayDeadLetters: 'the platform acts; nothing of the customer is kept',
  replayAllDeadLetters: 'the platform acts; nothing of the customer is kept',
  deleteDeadLetters: 'the platform acts; nothing of the customer is kept',
  destroyAllDeadLetters: 'the platform acts; nothing of the customer is kept',
  addSimulatedDeadLetters: 'the simulated platform only',
  resetBoostUsage: 'rows of their own (boost usage)',
};

/** Change endpoints that act on one customer named in their path. */
const customerChanges = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) =>
    isChange(endpoint) &&
    /^\/api\/(?:certificates\/\w+|customers(?:\/customdomain)?|platform\/simulation\/customers)\/:id(?:\/|$)/.test(endpoint.path),
);

describe('every change of a customer is classified for the concurrency suite', () => {
  it('names each change endpoint of a customer once, as a list change or with why it is not one', () => {
    const unclassified = customerChanges
      .map(([name]) => name)
      .filter((name) => !(name in listChanges) && !(name in notListChanges));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(listChanges), ...Object.keys(notListChanges)].filter(
      (name) => !customerChanges.some(([known]) => known === name),
    );
    expect(stale).toEqual([]);
  });

  it('declares every form save of a customer as a form edit', () => {
    const forms = Object.entries(notListChanges)
      .filter(([, why]) => why.startsWith('a form save'))
      .map(([name]) => name);
    const declared = customerChanges.filter(([, endpoint]) => endpoint.isFormEdit).map(([name]) => name);
    expect(declared.sort()).toEqual([...forms, 'saveCustomization'].sort());
  });
});

describe.each(testDatabases)('concurrent changes of one customer on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;

  const send = async (call: Call, extra: Record<string, string> = {}, as = headers) => {
    const response = await t.app.inject({ ...call, headers: { ...as, ...extra } });
    return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : null };
  };
  const read = async (url: string) => (await send({ method: 'GET' as 'POST', url })).body;
  const newCustomer = async (name: string) =>
    (
      await t.db
        .insert(customers)
        .values({ subscriptionId, name, alias: `${name}${Date.now() % 100000}`, emailDomain: `${name}.example.com` })
        .returning()
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    headers = await t.authHeaders('admin', { [subscriptionHeader]: subscriptionId });
    otherHeaders = await t.authHeaders('support', { [subscriptionHeader]: subscriptionId });
    await t.db
      .insert(features)
      .values(Array.from({ length: concurrent }, (_, i) => ({ featureId: `concurrency-${i}` })))
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(Object.entries(listChanges))('keeps all of %s when they arrive at once', async (name, change) => {
    const customerId = await newCustomer(name.toLowerCase());
    const answers = await Promise.all(Array.from({ length: concurrent }, (_, i) => send(change.call(customerId, i))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const state = await read(change.read(customerId));
    const missing = Array.from({ length: concurrent }, (_, i) => i).filter((i) => !change.isPresent(state, i));
    expect(missing).toEqual([]);
  });

  it('removes every rule asked for when removals arrive at once, and keeps the others', async () => {
    const customerId = await newCustomer('removals');
    for (let i = 0; i < concurrent; i += 1) await send(listChanges.addIpAddressEntry!.call(customerId, i));
    const removed = Array.from({ length: concurrent / 2 }, (_, i) => i * 2);
    const answers = await Promise.all(
      removed.map((i) => send({ method: 'POST', url: `/api/customers/${customerId}/removeIpAddressEntry/${ip(i)}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const state = await read(`/api/customers/${customerId}/security`);
    const left = (state as { ipRestrictionRules: { ipAddress: string }[] }).ipRestrictionRules.map((r) => r.ipAddress).sort();
    expect(left).toEqual(
      Array.from({ length: concurrent }, (_, i) => i)
        .filter((i) => !removed.includes(i))
        .map(ip)
        .sort(),
    );
  });

  it('saves one of two edits made from the same version and refuses the other with who changed it and when', async () => {
    const customerId = await newCustomer('stale');
    const details = (await read(`/api/customers/${customerId}`)) as { version: number };
    const seen = versionTag(details.version);
    const [first, second] = await Promise.all([
      send(
        { method: 'POST', url: `/api/customers/${customerId}/updateName`, payload: { newName: 'First' } },
        { 'if-match': seen },
      ),
      send(
        { method: 'POST', url: `/api/customers/${customerId}/updateMiscDetails`, payload: { webhookCount: 7 } },
        { 'if-match': seen },
        otherHeaders,
      ),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const refused = first!.status === 409 ? first! : second!;
    const winner = first!.status === 409 ? 'Sam Support' : 'Ada Admin';
    expect(refused.body).toMatchObject({ changedBy: winner, currentVersion: details.version + 1 });
    expect(refused.body!.errorMessage).toContain(winner);
    expect(Date.parse(String(refused.body!.changedAt))).not.toBeNaN();
    // The refused edit changed nothing; a save from the version it was told of goes through.
    const after = (await read(`/api/customers/${customerId}`)) as { version: number; name: string; webhookCount: number };
    expect(after.version).toBe(details.version + 1);
    const retried = await send(
      { method: 'POST', url: `/api/customers/${customerId}/updateName`, payload: { newName: 'Second' } },
      { 'if-match': versionTag(after.version) },
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ name: 'Second', version: after.version + 1, changedBy: 'Ada Admin' });
  });

  it('takes a changed version from every form save and not from the platform', async () => {
    const customerId = await newCustomer('versions');
    const before = (await read(`/api/customers/${customerId}`)) as { version: number };
    // The platform's own writes (state, addresses) set no operator and leave the version.
    await t.db.update(customers).set({ state: 'active', staticIpAddress: '20.1.2.3' });
    expect(((await read(`/api/customers/${customerId}`)) as { version: number }).version).toBe(before.version);
    const saved = await send(
      { method: 'POST', url: `/api/customers/${customerId}/updateMiscDetails`, payload: { webhookCount: 3 } },
      { 'if-match': versionTag(before.version) },
    );
    expect(saved.status).toBe(200);
    const stale = await send(
      { method: 'POST', url: `/api/customers/${customerId}/gdsSettings`, payload: { gdsEnabled: false } },
      { 'if-match': versionTag(before.version) },
    );
    expect(stale.status).toBe(409);
    const malformed = await send(
      { method: 'POST', url: `/api/customers/${customerId}/updateName`, payload: { newName: 'X' } },
      { 'if-match': 'seven' },
    );
    expect(malformed.status).toBe(400);
  });
});
