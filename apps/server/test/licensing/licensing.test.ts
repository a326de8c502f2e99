import {
  constants,
  decodeHeaderText,
  reasonHeader,
  subscriptionHeader,
  type CurrencyRate,
  type CustomerLicenceList,
  type LicenceCost,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graceStateOf } from '../../src/features/licensing/licensing-rules';
import { customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const staging = seedSubscriptions[1]!.id;

describe('grace period state', () => {
  const today = new Date('2026-11-28T15:00:00Z');
  it('marks a past date expired, one within 30 days expiring soon, a later one current', () => {
    expect(graceStateOf('2026-11-27', today)).toBe('expired');
    expect(graceStateOf('2026-11-28', today)).toBe('expiringSoon');
    expect(graceStateOf('2026-12-28', today)).toBe('expiringSoon');
    expect(graceStateOf('2026-12-29', today)).toBe('current');
    expect(graceStateOf(null, today)).toBe('none');
  });
});

describe.each(testDatabases)('licensing on %s', (kind) => {
  let t: TestApp;
  let made = 0;
  const get = async (url: string, subscriptionId = staging) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscriptionId }),
    });
    return {
      status: response.statusCode,
      body: response.json() as unknown,
      reason: decodeHeaderText(String(response.headers[reasonHeader] ?? '')),
    };
  };
  const newCustomer = async (licence: Record<string, unknown>) => {
    made += 1;
    const [row] = await t.db
      .insert(customers)
      .values({
        subscriptionId: staging,
        name: `Licence ${made}`,
        alias: `lic${made}`,
        emailDomain: constants.defaultEmailDomain,
        licenseDetails: licence,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the subscription’s licences soonest expiry first, filtered by offering, paged', async () => {
    const soon = await newCustomer({ licenseOfferingId: 'Enterprise', currencyCode: 'AUD', gracePeriodExpiryDate: '2001-01-02' });
    const later = await newCustomer({
      licenseOfferingId: 'Enterprise',
      currencyCode: 'AUD',
      gracePeriodExpiryDate: '2001-03-04',
    });
    const all = await get('/api/operations/licensing/customerLicenseList?offering=All&page=1&pageSize=2');
    expect(all.status, all.reason).toBe(200);
    const list = all.body as CustomerLicenceList;
    expect(list.results.map((r) => r.alias)).toEqual([soon.alias, later.alias]);
    expect(list.results[0]).toMatchObject({ offeringName: 'Enterprise', currencyCode: 'AUD', graceState: 'expired' });
    expect(list.hasNextPage).toBe(true);

    const enterprise = (await get('/api/operations/licensing/customerLicenseList?offering=Enterprise&pageSize=100'))
      .body as CustomerLicenceList;
    expect(enterprise.results.every((r) => r.licenseOfferingId === 'Enterprise')).toBe(true);
    const standard = (await get('/api/operations/licensing/customerLicenseList?offering=Standard&pageSize=100'))
      .body as CustomerLicenceList;
    expect(standard.results.map((r) => r.alias)).not.toContain(soon.alias);
  });

  it('refuses an unknown offering and a bad page, naming the field', async () => {
    const unknown = await get('/api/operations/licensing/customerLicenseList?offering=Platinum');
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toMatch(/^Offering must be All or a licence offering/);
    const page = await get('/api/operations/licensing/customerLicenseList?page=0');
    expect(page.status).toBe(400);
    expect(page.reason).toMatch(/page/i);
  });

  it('gives the standard rates of each currency', async () => {
    const active = (await get('/api/operations/licensing/activeUserRates')).body as CurrencyRate[];
    expect(active).toContainEqual({ currencyCode: 'AUD', rate: 45 });
    const offices = (await get('/api/operations/licensing/additionalOfficeRates')).body as CurrencyRate[];
    expect(offices).toContainEqual({ currencyCode: 'USD', rate: 200 });
    const aircast = (await get('/api/operations/licensing/airCastCost')).body as CurrencyRate[];
    expect(aircast).toContainEqual({ currencyCode: 'GBP', rate: 55 });
  });

  it('shows a customer’s licence rates beside the standard ones of its currency; another subscription’s is a 404', async () => {
    const customer = await newCustomer({ currencyCode: 'AUD', activeUserRate: 40, airCastPerHourCost: 90 });
    const answer = await get(`/api/operations/licensing/licenseCost/${customer.id}`);
    expect(answer.status, answer.reason).toBe(200);
    const cost = answer.body as LicenceCost;
    expect(cost.items).toContainEqual({ item: 'Active user rate', customerRate: 40, standardRate: 45 });
    expect(cost.items).toContainEqual({ item: 'AirCast cost per hour', customerRate: 90, standardRate: 100 });
    expect(cost.items).toContainEqual({ item: 'Additional office rate', customerRate: null, standardRate: 300 });
    const foreign = await get(`/api/operations/licensing/licenseCost/${customer.id}`, seedSubscriptions[0]!.id);
    expect(foreign.status).toBe(404);
  });
});
