import { constants, reasonHeader, subscriptionHeader, type CustomerDetails } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, releaseChannels, releases } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { decryptSecret } from '../../src/lib/secrets';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

describe.each(testDatabases)('customer email domain and release channel on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let stagingId: string;

  const post = async (url: string, payload?: object, subscription = production) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscription }),
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };
  const row = async (id = customerId) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const insert = async (subscriptionId: string, alias: string, emailDomain: string) =>
      (await t.db.insert(customers).values({ subscriptionId, name: alias, alias, emailDomain }).returning())[0]!.id;
    customerId = await insert(production, 'mailco', constants.defaultEmailDomain);
    stagingId = await insert(staging, 'mailtaken', 'taken.example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('validates the email domain before saving and reports the SPF check', async () => {
    const invalid = await post(`/api/customers/${customerId}/emaildomain`, { emailDomain: 'not a domain!' });
    expect(invalid.status).toBe(400);
    expect(invalid.reason).toContain('Email domain');
    // A domain another customer sends from is refused, whichever subscription that customer is in.
    const taken = await post(`/api/customers/${customerId}/emaildomain`, { emailDomain: 'taken.example.com' });
    expect(taken.status).toBe(400);
    expect(taken.reason).toContain('The email domain taken.example.com is already used by another customer.');
    expect((await row()).emailDomain).toBe(constants.defaultEmailDomain);

    const saved = await post(`/api/customers/${customerId}/emaildomain`, { emailDomain: 'Mail.MailCo.example' });
    expect(saved.status).toBe(200);
    expect(saved.body.customer.emailDomain).toBe('mail.mailco.example');
    expect(saved.body.spf).toMatchObject({ domain: 'mail.mailco.example', isPassing: true });
    expect((await row()).emailDomain).toBe('mail.mailco.example');

    const noSpf = await post(`/api/customers/${customerId}/emaildomain`, { emailDomain: 'nospf.mailco.example' });
    expect(noSpf.body.spf).toMatchObject({ isPassing: false, record: null });
  });

  it('changes the release channel, pins to its current version and unlocks', async () => {
    const [beta] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Beta'));
    const [current] = await t.db.select().from(releases).where(eq(releases.id, beta!.currentReleaseId!));

    const unknown = await post(`/api/customers/${customerId}/releaseChannel/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);

    const moved = await post(`/api/customers/${customerId}/releaseChannel/${beta!.id}`);
    expect(moved.status).toBe(200);
    expect((moved.body as CustomerDetails).releaseChannelName).toBe('Beta');

    const pinned = await post(`/api/customers/${customerId}/pinReleaseChannel`);
    expect(pinned.body).toMatchObject({ isPinnedToReleaseChannel: true, pinnedVersion: current!.version });
    expect(await row()).toMatchObject({ isPinnedToReleaseChannel: true, pinnedReleaseId: current!.id });

    const unlocked = await post(`/api/customers/${customerId}/unlockFromCurrentReleaseChannel`);
    expect(unlocked.body).toMatchObject({ isPinnedToReleaseChannel: false, pinnedVersion: null });
  });

  it('refuses to pin a customer that is in no channel', async () => {
    await t.db.update(customers).set({ releaseChannelId: null }).where(eq(customers.id, customerId));
    const refused = await post(`/api/customers/${customerId}/pinReleaseChannel`);
    expect(refused.status).toBe(409);
    expect((await row()).isPinnedToReleaseChannel).toBe(false);
  });

  it('turning GDS off clears the processing PCC and the API key', async () => {
    const on = await post(`/api/customers/${customerId}/gdsSettings`, {
      gdsEnabled: true,
      gdsProcessingPcc: 'PCC1',
      cdsApiKey: 'key-123',
    });
    expect(on.status).toBe(200);
    expect((on.body as CustomerDetails).gdsSettings).toEqual({ gdsEnabled: true, gdsProcessingPcc: 'PCC1', hasCdsApiKey: true });
    // Off with values still in the request: the server clears them anyway.
    const off = await post(`/api/customers/${customerId}/gdsSettings`, {
      gdsEnabled: false,
      gdsProcessingPcc: 'PCC1',
      cdsApiKey: 'key-123',
    });
    expect((off.body as CustomerDetails).gdsSettings).toEqual({ gdsEnabled: false, gdsProcessingPcc: null, hasCdsApiKey: false });
    expect((await row()).gdsSettings).toEqual({ gdsEnabled: false, gdsProcessingPcc: null });
    expect((await post(`/api/customers/${customerId}/gdsSettings`, { gdsEnabled: 'yes' })).status).toBe(400);
  });

  it('keeps the GDS API key sealed: never stored in clear, never returned, kept when a save sends none', async () => {
    const key = 'cds-secret-7f3a91';
    const on = await post(`/api/customers/${customerId}/gdsSettings`, {
      gdsEnabled: true,
      gdsProcessingPcc: 'PCC1',
      cdsApiKey: key,
    });
    expect(on.status).toBe(200);
    const stored = (await row()).gdsSettings as Record<string, unknown>;
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(decryptSecret(stored.cdsApiKeySealed as string, t.config.secretsEncryptionKey).toString('utf8')).toBe(key);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customerId}`,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
    });
    expect(details.body).not.toContain(key);
    // A save without a key (the console never has it) keeps the one set; a new one replaces it.
    const kept = await post(`/api/customers/${customerId}/gdsSettings`, {
      gdsEnabled: true,
      gdsProcessingPcc: 'PCC2',
      cdsApiKey: null,
    });
    expect((kept.body as CustomerDetails).gdsSettings).toEqual({
      gdsEnabled: true,
      gdsProcessingPcc: 'PCC2',
      hasCdsApiKey: true,
    });
    const keptRow = (await row()).gdsSettings as Record<string, unknown>;
    expect(decryptSecret(keptRow.cdsApiKeySealed as string, t.config.secretsEncryptionKey).toString('utf8')).toBe(key);
    await post(`/api/customers/${customerId}/gdsSettings`, { gdsEnabled: true, gdsProcessingPcc: 'PCC2', cdsApiKey: 'new-key' });
    const replaced = (await row()).gdsSettings as Record<string, unknown>;
    expect(decryptSecret(replaced.cdsApiKeySealed as string, t.config.secretsEncryptionKey).toString('utf8')).toBe('new-key');
  });

  it('acts only within the subscription', async () => {
    expect((await post(`/api/customers/${stagingId}/emaildomain`, { emailDomain: 'x.example.com' })).status).toBe(404);
    expect((await post(`/api/customers/${stagingId}/pinReleaseChannel`)).status).toBe(404);
    expect((await row(stagingId)).emailDomain).toBe('taken.example.com');
  });
});
