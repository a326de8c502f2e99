import { constants, type CustomerDetails } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, interactiveSites } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';

/** The lists migration 0017 seeds, written out. */
const standardGateways = ['Stripe', 'PayPal', 'Windcave', 'eWAY', 'Authorize.Net', 'Braintree'];
const customGateways = ['Adyen', 'Worldpay', 'Moneris', 'Bambora', 'CyberSource', 'Westpac PayWay', 'NAB Transact', 'SecurePay'];

describe.each(testDatabases)('payment gateways, EventsAIR Pay and deleted sites on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let otherId: string;
  let stagingId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, subscriptionId = production) =>
    t.callAs({ method, url, payload, subscriptionId });

  const row = async (id = customerId) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

  const audited = async (path: string) =>
    (
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.path, path), eq(auditEvents.outcome, 'succeeded')))
    ).length;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const insert = async (subscriptionId: string, name: string, alias: string) => {
      const [inserted] = await t.db
        .insert(customers)
        .values({ subscriptionId, name, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return inserted!.id;
    };
    customerId = await insert(production, 'Payments Co', 'paymentsco');
    otherId = await insert(production, 'Payments Other', 'paymentsother');
    stagingId = await insert(staging, 'Payments Staging', 'paymentsstage');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('payment gateways', () => {
    it('lists the standard and the custom payment gateways in their order', async () => {
      const standard = await call('GET', '/api/paymentgateways/standard');
      expect(standard.status).toBe(200);
      expect(standard.body).toEqual(standardGateways.map((name) => ({ name })));
      const custom = await call('GET', '/api/paymentgateways/custom');
      expect(custom.body).toEqual(customGateways.map((name) => ({ name })));
    });

    it('a new customer uses the standard gateways and none of them yet', async () => {
      const { body } = await call('GET', `/api/customers/${customerId}`);
      expect(body).toMatchObject({ isUsingStandardPaymentGateways: true, customPaymentGateways: [], paymentGateways: [] });
    });

    it('sets the gateways a customer uses among the standard ones, in the listed order, audited and pushed live', async () => {
      const socket = await whenConnected(
        await t.connectHub('customers', { id_token: await t.tokenFor('admin'), subscription_id: production }),
      );
      const pushed = new Promise<CustomerDetails>((resolve) =>
        socket.on('customerChanged', (d: CustomerDetails) => {
          if (d.id === customerId) resolve(d);
        }),
      );
      const path = `/api/customers/${customerId}/paymentgateways`;
      const saved = await call('PUT', path, { paymentGateways: ['eWAY', 'Stripe', 'Stripe'] });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ isUsingStandardPaymentGateways: true, paymentGateways: ['Stripe', 'eWAY'] });
      expect((await pushed).paymentGateways).toEqual(['Stripe', 'eWAY']);
      expect((await row()).paymentGateways).toEqual(['Stripe', 'eWAY']);
      expect(await audited(path)).toBe(1);
    });

    it('refuses names that are not in the lists, naming the field, and changes nothing', async () => {
      const path = `/api/customers/${customerId}/paymentgateways`;
      const notStandard = await call('PUT', path, { paymentGateways: ['Stripe', 'Adyen'] });
      expect(notStandard).toMatchObject({
        status: 400,
        reason: "Payment gateways: 'Adyen' is not one of the standard payment gateways",
      });
      const notCustom = await call('PUT', path, {
        isUsingStandardPaymentGateways: false,
        customPaymentGateways: ['Stripe', 'Nope'],
      });
      expect(notCustom).toMatchObject({
        status: 400,
        reason: "Custom payment gateways: 'Stripe', 'Nope' are not one of the custom payment gateways",
      });
      const noCustom = await call('PUT', path, { isUsingStandardPaymentGateways: false, customPaymentGateways: [] });
      expect(noCustom).toMatchObject({
        status: 400,
        reason: 'Custom payment gateways: choose at least one custom payment gateway',
      });
      const customWithStandard = await call('PUT', path, {
        isUsingStandardPaymentGateways: true,
        customPaymentGateways: ['Adyen'],
      });
      expect(customWithStandard.status).toBe(400);
      expect(customWithStandard.reason).toContain('Custom payment gateways');
      const nothing = await call('PUT', path, {});
      expect(nothing.status).toBe(400);
      expect(nothing.reason).toContain('Payment gateways');
      const customAlone = await call('PUT', path, { customPaymentGateways: ['Adyen'] });
      expect(customAlone.status).toBe(400);
      expect(customAlone.reason).toContain('Custom payment gateways');
      expect(await row()).toMatchObject({
        isUsingStandardPaymentGateways: true,
        customPaymentGateways: [],
        paymentGateways: ['Stripe', 'eWAY'],
      });
    });

    it('switches to custom gateways: only the chosen custom ones can then be used', async () => {
      const path = `/api/customers/${customerId}/paymentgateways`;
      const switched = await call('PUT', path, {
        isUsingStandardPaymentGateways: false,
        customPaymentGateways: ['Worldpay', 'Adyen'],
      });
      expect(switched.status).toBe(200);
      // The standard gateways in use are no longer available, so they are dropped.
      expect(switched.body).toMatchObject({
        isUsingStandardPaymentGateways: false,
        customPaymentGateways: ['Adyen', 'Worldpay'],
        paymentGateways: [],
      });
      const unchosen = await call('PUT', path, { paymentGateways: ['Moneris'] });
      expect(unchosen).toMatchObject({
        status: 400,
        reason: "Payment gateways: 'Moneris' is not one of the custom payment gateways of paymentsco",
      });
      const both = await call('PUT', path, {
        isUsingStandardPaymentGateways: false,
        customPaymentGateways: ['Adyen', 'Worldpay', 'Moneris'],
        paymentGateways: ['Moneris', 'Adyen'],
      });
      expect(both.body).toMatchObject({
        customPaymentGateways: ['Adyen', 'Worldpay', 'Moneris'],
        paymentGateways: ['Adyen', 'Moneris'],
      });
      // Narrowing the chosen custom gateways drops the used ones no longer chosen.
      const narrowed = await call('PUT', path, { isUsingStandardPaymentGateways: false, customPaymentGateways: ['Adyen'] });
      expect(narrowed.body).toMatchObject({ customPaymentGateways: ['Adyen'], paymentGateways: ['Adyen'] });
      const back = await call('PUT', path, { isUsingStandardPaymentGateways: true, paymentGateways: ['PayPal'] });
      expect(back.body).toMatchObject({
        isUsingStandardPaymentGateways: true,
        customPaymentGateways: [],
        paymentGateways: ['PayPal'],
      });
    });

    it('removes gateways the customer uses; a gateway it does not use is refused', async () => {
      const path = `/api/customers/${customerId}/paymentgateways`;
      await call('PUT', path, { paymentGateways: ['Stripe', 'PayPal', 'Windcave'] });
      const deletePath = `/api/customers/${customerId}/paymentgateways/delete`;
      const removed = await call('PUT', deletePath, { paymentGateways: ['PayPal', 'Stripe'] });
      expect(removed.status).toBe(200);
      expect((removed.body as CustomerDetails).paymentGateways).toEqual(['Windcave']);
      expect(await audited(deletePath)).toBe(1);
      const unused = await call('PUT', deletePath, { paymentGateways: ['Stripe'] });
      expect(unused).toMatchObject({ status: 400, reason: "Payment gateways: 'Stripe' is not used by paymentsco" });
      const empty = await call('PUT', deletePath, { paymentGateways: [] });
      expect(empty.status).toBe(400);
      expect(empty.reason).toContain('Payment gateways');
      expect((await row()).paymentGateways).toEqual(['Windcave']);
    });

    it('answers 404 for an unknown customer and for one of another subscription, changing nothing', async () => {
      for (const id of [unknownId, stagingId]) {
        expect((await call('PUT', `/api/customers/${id}/paymentgateways`, { paymentGateways: ['Stripe'] })).status).toBe(404);
        expect((await call('PUT', `/api/customers/${id}/paymentgateways/delete`, { paymentGateways: ['Stripe'] })).status).toBe(
          404,
        );
      }
      expect((await row(stagingId)).paymentGateways).toEqual([]);
      const own = await call('PUT', `/api/customers/${stagingId}/paymentgateways`, { paymentGateways: ['Stripe'] }, staging);
      expect(own.status).toBe(200);
    });
  });

  describe('EventsAIR Pay', () => {
    it('answers the customer’s pay accounts, none selected at first, the same each time and without an audit record', async () => {
      const path = `/api/customers/${customerId}/getEaPayDetails`;
      const first = await call('POST', path);
      expect(first.status).toBe(200);
      const { eaPayAccounts, selectedEaPayId } = first.body as {
        eaPayAccounts: { eaPayId: string; name: string }[];
        selectedEaPayId: null;
      };
      expect(selectedEaPayId).toBeNull();
      expect(eaPayAccounts.length).toBeGreaterThanOrEqual(2);
      for (const account of eaPayAccounts) {
        expect(account.eaPayId).toMatch(/^eap_paymentsco_[a-z]{3}$/);
        expect(account.name).toMatch(/^Payments Co \([A-Z]{3}\)$/);
      }
      expect((await call('POST', path)).body).toEqual(first.body);
      const all = await t.db.select().from(auditEvents).where(eq(auditEvents.path, path));
      expect(all).toEqual([]);
    });

    it('needs a selected entry, refuses an account that is not the customer’s, and saves a valid one', async () => {
      const path = `/api/customers/${customerId}/setEaPayDetails`;
      for (const body of [{}, { eaPayId: null }, { eaPayId: '' }]) {
        expect(await call('POST', path, body)).toMatchObject({ status: 400, reason: 'EventsAIR Pay account is required.' });
      }
      const others = (await call('POST', `/api/customers/${otherId}/getEaPayDetails`)).body as {
        eaPayAccounts: { eaPayId: string }[];
      };
      const foreignAccount = others.eaPayAccounts[0]!.eaPayId;
      expect(await call('POST', path, { eaPayId: foreignAccount })).toMatchObject({
        status: 400,
        reason: `EventsAIR Pay account: '${foreignAccount}' is not one of the accounts of paymentsco`,
      });
      const { eaPayAccounts } = (await call('POST', `/api/customers/${customerId}/getEaPayDetails`)).body as {
        eaPayAccounts: { eaPayId: string }[];
      };
      const chosen = eaPayAccounts[1]!.eaPayId;
      const saved = await call('POST', path, { eaPayId: chosen });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ selectedEaPayId: chosen });
      expect((await call('POST', `/api/customers/${customerId}/getEaPayDetails`)).body).toMatchObject({
        selectedEaPayId: chosen,
      });
      expect(await audited(path)).toBe(1);
    });

    it('answers 404 for an unknown customer and one of another subscription', async () => {
      for (const id of [unknownId, stagingId]) {
        expect((await call('POST', `/api/customers/${id}/getEaPayDetails`)).status).toBe(404);
        expect((await call('POST', `/api/customers/${id}/setEaPayDetails`, { eaPayId: 'eap_paymentsstage_aud' })).status).toBe(
          404,
        );
      }
    });
  });

  describe('deleted interactive sites', () => {
    type Site = { siteId: string; name: string; deletedAt: string };
    const deletedSites = async (id = customerId) => (await call('POST', `/api/customers/${id}/getDeletedSites`)).body as Site[];

    it('answers the deleted sites, the latest deletion first, without an audit record', async () => {
      const sites = await deletedSites();
      expect(sites.length).toBeGreaterThanOrEqual(2);
      const times = sites.map((s) => Date.parse(s.deletedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // Live sites exist too, and are not listed.
      const live = await t.db
        .select()
        .from(interactiveSites)
        .where(and(eq(interactiveSites.customerId, customerId)));
      expect(live.length).toBeGreaterThan(sites.length);
      expect(await deletedSites()).toEqual(sites);
      expect(
        await t.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.path, `/api/customers/${customerId}/getDeletedSites`)),
      ).toEqual([]);
    });

    it("answers exactly 'Site Id not found.' for no site, an unknown one and another customer's", async () => {
      const path = `/api/customers/${customerId}/undeleteSite`;
      const othersSite = (await deletedSites(otherId))[0]!.siteId;
      for (const body of [
        {},
        { siteId: null },
        { siteId: '' },
        { siteId: 'not-an-id' },
        { siteId: unknownId },
        { siteId: othersSite },
      ]) {
        const refused = await call('POST', path, body);
        expect(refused).toMatchObject({
          status: 400,
          reason: 'Site Id not found.',
          body: { errorMessage: 'Site Id not found.' },
        });
      }
      expect((await deletedSites(otherId))[0]!.siteId).toBe(othersSite);
    });

    it('restores a site: it leaves the deleted list, is audited, and cannot be restored twice', async () => {
      const path = `/api/customers/${customerId}/undeleteSite`;
      const before = await deletedSites();
      const site = before[0]!;
      const restored = await call('POST', path, { siteId: site.siteId });
      expect(restored.status).toBe(200);
      expect(restored.body).toEqual(before.slice(1));
      expect(await deletedSites()).toEqual(before.slice(1));
      const [stored] = await t.db.select().from(interactiveSites).where(eq(interactiveSites.id, site.siteId));
      expect(stored!.deletedAt).toBeNull();
      expect(await audited(path)).toBe(1);
      expect(await call('POST', path, { siteId: site.siteId })).toMatchObject({ status: 400, reason: 'Site Id not found.' });
    });

    it('answers 404 for an unknown customer and one of another subscription', async () => {
      const stagingSite = (await call('POST', `/api/customers/${stagingId}/getDeletedSites`, undefined, staging)).body as Site[];
      for (const id of [unknownId, stagingId]) {
        expect((await call('POST', `/api/customers/${id}/getDeletedSites`)).status).toBe(404);
        expect((await call('POST', `/api/customers/${id}/undeleteSite`, { siteId: stagingSite[0]!.siteId })).status).toBe(404);
      }
      const [still] = await t.db.select().from(interactiveSites).where(eq(interactiveSites.id, stagingSite[0]!.siteId));
      expect(still!.deletedAt).not.toBeNull();
    });
  });
});
