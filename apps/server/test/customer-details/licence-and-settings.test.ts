import {
  constants,
  reasonHeader,
  subscriptionHeader,
  type BoostUsage,
  type ClickOnceArtifacts,
  type CustomerDetails,
  type Job,
  type LicenceEditPayload,
  type PeakPlan,
  type StripeAccount,
  type TimeZone,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, boostUsages, customers, jobs, serverPlans } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { until } from '../support/eventually';

const production = seedSubscriptions[0]!.id;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases)('customer licence, boost usage and platform settings on %s', (kind) => {
  let t: TestApp;
  let customerId: string;
  let failingId: string;
  let otherId: string;
  let basePlanId: string;
  let peakPlan: PeakPlan;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };

  const jobOutcome = async (correlationId: string) =>
    (await until(
      async () => (await t.db.select().from(jobs).where(eq(jobs.correlationId, correlationId)))[0],
      (found) => found?.isCompleted === true,
    ))!;

  const licence = (overrides: Partial<LicenceEditPayload> = {}): LicenceEditPayload => ({
    licenseDetails: {
      licenseOfferingId: 'Professional',
      airCastPerHourCost: 90,
      paymentGatewayRate: 1.5,
      currencyCode: 'USD',
      activeUserRate: 30,
      additionalOfficeRate: 200,
      visualModeCost: 100,
      remoteAttendeeCost: 2,
      gracePeriodExpiryDate: '2027-01-31',
      stripeAccountId: 'acct_eventsair_usd',
      timeZoneId: 'Australia/Sydney',
    },
    basePlanDetails: { firstDayOfWeek: 'Sunday', basePlanId },
    peakLoadPlanDetails: { peakStartDate: '2027-03-28', peakDays: 5, peakLoadPlanId: peakPlan.id },
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'settingsfailing' } });
    const insert = async (name: string, alias: string) => {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId: production, name, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return row!.id;
    };
    customerId = await insert('Settings Co', 'settingsco');
    failingId = await insert('Settings Failing', 'settingsfailing');
    otherId = await insert('Settings Other', 'settingsother');
    const [base] = await t.db.select().from(serverPlans).where(eq(serverPlans.name, 'Base S2'));
    basePlanId = base!.id;
    peakPlan = ((await call('GET', '/api/customers/peakPlans')).body as PeakPlan[]).find((p) => p.name === 'Peak P4')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the reference lists the licence form chooses from', async () => {
    const peakPlans = (await call('GET', '/api/customers/peakPlans')).body as PeakPlan[];
    expect(peakPlans.map((p) => [p.name, p.blockHours])).toEqual([
      ['Peak P2', 8],
      ['Peak P4', 12],
    ]);
    const accounts = (await call('GET', '/api/customers/stripeAccounts')).body as StripeAccount[];
    expect(accounts).toContainEqual({ id: 'acct_eventsair_usd', name: 'EventsAIR USD', currencyCode: 'USD' });
    const zones = (await call('GET', '/api/customers/timeZones')).body as TimeZone[];
    expect(zones[0]!.id).toBe('UTC');
    expect(zones.find((z) => z.id === 'Australia/Sydney')?.displayName).toMatch(/^\(UTC\+1[01]\) Australia\/Sydney$/);
    const features = (await call('GET', '/api/azure/featureManagement/')).body as { featureId: string }[];
    expect(features.map((f) => f.featureId)).toContain('SpeakerPortal');
  });

  it('saves a licence with its peak plan arithmetic and grants the boost hours of both plans', async () => {
    const saved = await call('POST', `/api/customers/${customerId}/customerLicense`, licence());
    expect(saved.status).toBe(200);
    const details = saved.body as CustomerDetails;
    expect(details.licence.licenseDetails).toMatchObject({ currencyCode: 'USD', stripeAccountId: 'acct_eventsair_usd' });
    expect(details.licence.basePlanDetails).toEqual({ firstDayOfWeek: 'Sunday', basePlanId });
    expect(details.licence.peakLoadPlanDetails).toMatchObject({
      peakStartDate: '2027-03-28',
      peakDays: 5,
      // doc1 §4: end = start + peakDays (across the April daylight-saving change); hours = days × blockHours.
      peakEndDate: '2027-04-02',
      totalPeakBoostHours: 60,
    });
    const usage = (await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage;
    expect(usage.basePlanBoostUsage).toMatchObject({ boostHours: 6, remainingBoostHours: 6 });
    expect(usage.peakLoadPlanBoostUsage).toMatchObject({ boostHours: 60, remainingBoostHours: 60 });
    const plan = await call('GET', `/api/customers/${customerId}/customerServerPlan`);
    expect(plan.body).toMatchObject({ id: basePlanId, name: 'Base S2', category: 'Base' });
    const audited = (
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.path, `/api/customers/${customerId}/customerLicense`))
    ).filter((event) => JSON.stringify(event.targetIds).includes(customerId));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('resets a boost usage to its full hours, and only a usage of this customer', async () => {
    const before = (await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage;
    const peak = before.peakLoadPlanBoostUsage!;
    await t.db.update(boostUsages).set({ remainingBoostHours: 12.5 }).where(eq(boostUsages.id, peak.id));
    expect(
      ((await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage).peakLoadPlanBoostUsage,
    ).toMatchObject({ remainingBoostHours: 12.5 });
    const reset = await call('POST', `/api/customers/${customerId}/boostUsage/${peak.id}/reset`);
    expect(reset.status).toBe(200);
    expect((reset.body as BoostUsage).peakLoadPlanBoostUsage).toMatchObject({ boostHours: 60, remainingBoostHours: 60 });
    expect((reset.body as BoostUsage).peakLoadPlanBoostUsage!.resetAt).not.toBeNull();
    expect((await call('POST', `/api/customers/${otherId}/boostUsage/${peak.id}/reset`)).status).toBe(404);
    expect((await call('POST', `/api/customers/${customerId}/boostUsage/${unknownId}/reset`)).status).toBe(404);
  });

  it('keeps used hours when the peak plan grows and removes the usage with the plan', async () => {
    const peak = ((await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage).peakLoadPlanBoostUsage!;
    await t.db.update(boostUsages).set({ remainingBoostHours: 50 }).where(eq(boostUsages.id, peak.id));
    const longer = licence({
      peakLoadPlanDetails: {
        peakStartDate: '2027-03-28',
        peakDays: 7,
        peakLoadPlanId: peakPlan.id,
        peakLoadPlanBoostUsageId: peak.id,
      },
    });
    expect((await call('POST', `/api/customers/${customerId}/customerLicense`, longer)).status).toBe(200);
    const grown = ((await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage).peakLoadPlanBoostUsage;
    expect(grown).toMatchObject({ id: peak.id, boostHours: 84, remainingBoostHours: 74 });

    const removed = await call('POST', `/api/customers/${customerId}/customerLicense`, licence({ peakLoadPlanDetails: null }));
    expect((removed.body as CustomerDetails).licence.peakLoadPlanDetails).toBeNull();
    expect(((await call('GET', `/api/customers/${customerId}/boostUsage`)).body as BoostUsage).peakLoadPlanBoostUsage).toBeNull();
  });

  it('refuses a licence that breaks a rule, naming the field, and changes nothing', async () => {
    const [before] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    const refusals: [LicenceEditPayload, string][] = [
      [licence({ peakLoadPlanDetails: { peakStartDate: '2027-03-28', peakDays: 4, peakLoadPlanId: peakPlan.id } }), 'Peak days'],
      [
        licence({ peakLoadPlanDetails: { peakStartDate: '2027-02-30', peakDays: 5, peakLoadPlanId: peakPlan.id } }),
        'Peak start date',
      ],
      [
        licence({ peakLoadPlanDetails: { peakStartDate: '2027-03-28', peakDays: 5, peakLoadPlanId: basePlanId } }),
        'Peak load plan',
      ],
      [licence({ basePlanDetails: { firstDayOfWeek: 'Monday', basePlanId: peakPlan.id } }), 'Base plan'],
      [{ ...licence(), licenseDetails: { ...licence().licenseDetails, licenseOfferingId: 'Unspecified' } }, 'Licence offering'],
      [{ ...licence(), licenseDetails: { ...licence().licenseDetails, currencyCode: 'XYZ' } }, 'Currency'],
      [
        { ...licence(), licenseDetails: { ...licence().licenseDetails, stripeAccountId: 'acct_eventsair_aud' } },
        'Stripe account',
      ],
      [{ ...licence(), licenseDetails: { ...licence().licenseDetails, timeZoneId: 'Mars/Olympus' } }, 'Time zone'],
      [{ ...licence(), licenseDetails: { ...licence().licenseDetails, activeUserRate: -1 } }, 'Active user rate'],
    ];
    for (const [payload, field] of refusals) {
      const refused = await call('POST', `/api/customers/${customerId}/customerLicense`, payload);
      expect(refused.status, field).toBe(400);
      expect(refused.reason, field).toContain(field);
    }
    const [after] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(after!.licenseDetails).toEqual(before!.licenseDetails);
    expect((await call('POST', `/api/customers/${unknownId}/customerLicense`, licence())).status).toBe(404);
  });

  it('turns features of the feature list on and off, refusing unknown ones', async () => {
    const added = await call('POST', `/api/customers/${customerId}/addFeature/SpeakerPortal`);
    expect(added.status).toBe(200);
    expect((added.body as CustomerDetails).features).toEqual([{ featureId: 'SpeakerPortal', isEnabled: true }]);
    const again = await call('POST', `/api/customers/${customerId}/addFeature/SpeakerPortal`);
    expect((again.body as CustomerDetails).features).toHaveLength(1);
    const removed = await call('POST', `/api/customers/${customerId}/removeFeature/SpeakerPortal`);
    expect((removed.body as CustomerDetails).features).toEqual([]);
    expect((await call('POST', `/api/customers/${customerId}/addFeature/NoSuchFeature`)).status).toBe(404);
    const bad = await call('POST', `/api/customers/${customerId}/addFeature/${encodeURIComponent('a/b c')}`);
    expect(bad.status).toBe(400);
    expect(bad.reason).toContain('Feature');
  });

  it('saves the plain fields together, refusing an empty name', async () => {
    const saved = await call('POST', `/api/customers/${customerId}/`, {
      name: 'Settings Co Two',
      webhookCount: 3,
      isOnDedicatedServer: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Settings Co Two', webhookCount: 3, isOnDedicatedServer: true });
    const refused = await call('POST', `/api/customers/${customerId}`, { name: ' ', webhookCount: 3, isOnDedicatedServer: true });
    expect(refused.status).toBe(400);
    expect(refused.reason).toContain('Name');
  });

  it('resets vault credentials, moves to the App Gateway and assigns a static IP as jobs that change the record when done', async () => {
    const vault = await call('POST', `/api/customers/${customerId}/resetCreditCardVaultCredentials`);
    expect(vault.status).toBe(202);
    expect((vault.body as Job).name).toBe('Reset the credit card vault credentials of settingsco');
    expect((await jobOutcome((vault.body as Job).correlationId)).isFaulted).toBe(false);

    const gateway = await call('POST', `/api/customers/${customerId}/moveToAppGateway`);
    expect((await jobOutcome((gateway.body as Job).correlationId)).isFaulted).toBe(false);
    const staticIp = await call('POST', `/api/customers/${customerId}/staticIpAddress/true`);
    expect((await jobOutcome((staticIp.body as Job).correlationId)).isFaulted).toBe(false);

    const details = (await call('GET', `/api/customers/${customerId}`)).body as CustomerDetails;
    expect(details.creditCardVaultResetAt).not.toBeNull();
    expect(details.isOnAppGateway).toBe(true);
    expect(details.staticIpAddress).toMatch(/^20\.\d+\.\d+\.\d+$/);

    const twice = await call('POST', `/api/customers/${customerId}/moveToAppGateway`);
    expect(twice.status).toBe(409);
    expect(twice.reason).toContain('already behind the App Gateway');
    expect((await call('POST', `/api/customers/${customerId}/staticIpAddress/true`)).status).toBe(409);
    expect((await call('POST', `/api/customers/${customerId}/staticIpAddress/false`)).status).toBe(400);
  });

  it('leaves the record as it was when the platform fails the job', async () => {
    const gateway = await call('POST', `/api/customers/${failingId}/moveToAppGateway`);
    expect((await jobOutcome((gateway.body as Job).correlationId)).isFaulted).toBe(true);
    const details = (await call('GET', `/api/customers/${failingId}`)).body as CustomerDetails;
    expect(details.isOnAppGateway).toBe(false);
  });

  it('lists the ClickOnce artifacts of the build, signed by the last successful fix', async () => {
    const before = (await call('GET', `/api/customers/${otherId}/getClickOnceArtifacts`)).body as ClickOnceArtifacts;
    expect(before).toMatchObject({ customerId: otherId, alias: 'settingsother', signedAt: null });
    const fixed = await call('POST', `/api/customers/${otherId}/fixClickOnce`, { customerId: otherId });
    expect((await jobOutcome((fixed.body as Job).correlationId)).isFaulted).toBe(false);
    const after = (await call('GET', `/api/customers/${otherId}/getClickOnceArtifacts`)).body as ClickOnceArtifacts;
    expect(after.signedAt).not.toBeNull();
    if (after.version) {
      expect(after.artifacts.map((a) => a.fileName)).toContain('settingsother.application');
      expect(after.artifacts.every((a) => /^[0-9a-f]{64}$/.test(a.sha256) && a.sizeBytes > 0)).toBe(true);
    }
    expect((await call('GET', `/api/customers/${unknownId}/getClickOnceArtifacts`)).status).toBe(404);
  });
});
