import { constants, type AutoscalingConfig, type AutoscalingStatus, type PlansByLetter } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, serverPlans } from '../../src/db/schema';
import { addDays, isPeakWindowOn } from '../../src/features/database-autoscaling/service';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { callAs, production, staging } from './azure-call';

describe('peak windows', () => {
  it('cover their first day up to, not including, the day after their last', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(isPeakWindowOn('2026-11-27', 3, '2026-11-27')).toBe(true);
    expect(isPeakWindowOn('2026-11-27', 3, '2026-11-29')).toBe(true);
    expect(isPeakWindowOn('2026-11-27', 3, '2026-11-30')).toBe(false);
    expect(isPeakWindowOn('2026-11-27', 3, '2026-11-26')).toBe(false);
  });
});

describe.each(testDatabases)('database autoscaling on %s', (kind) => {
  let t: TestApp;
  const call = callAs(() => t);
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const plans = await t.db.select().from(serverPlans);
    const base = plans.find((p) => p.name === 'Base S2')!;
    const peak = plans.find((p) => p.name === 'Peak P4')!;
    const customer = (alias: string, subscriptionId = production) => ({
      subscriptionId,
      name: alias,
      alias,
      emailDomain: constants.defaultEmailDomain,
    });
    await t.db.insert(customers).values([
      { ...customer('zeta'), basePlanDetails: { firstDayOfWeek: 'Sunday', basePlanId: base.id } },
      {
        ...customer('zulu'),
        basePlanDetails: { basePlanId: base.id },
        peakLoadPlanDetails: { peakStartDate: today, peakDays: 5, peakLoadPlanId: peak.id },
      },
      { ...customer('zoo'), peakLoadPlanDetails: { peakStartDate: addDays(today, 30), peakDays: 3, peakLoadPlanId: peak.id } },
      // The longest window (14 days) begun 13 days ago ends today; one begun 14 days ago ended yesterday.
      {
        ...customer('ylast'),
        peakLoadPlanDetails: { peakStartDate: addDays(today, -13), peakDays: 14, peakLoadPlanId: peak.id },
      },
      {
        ...customer('yover'),
        peakLoadPlanDetails: { peakStartDate: addDays(today, -14), peakDays: 14, peakLoadPlanId: peak.id },
      },
      // No plan: not listed. Another subscription's: never.
      customer('zero'),
      { ...customer('zstaging', staging), basePlanDetails: { basePlanId: base.id } },
      { ...customer('yankee'), basePlanDetails: { basePlanId: base.id } },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the first letters of the subscription’s customers with plans, then their plans by letter with configuration', async () => {
    const letters = await call('GET', '/api/azure/databaseservers/firstletters');
    expect(letters.status).toBe(200);
    expect(letters.body).toEqual(['Y', 'Z']);
    const byLetter = await call('GET', '/api/azure/databaseservers/firstletters/z');
    expect(byLetter.status).toBe(200);
    const plans = byLetter.body as PlansByLetter;
    expect(plans.letter).toBe('Z');
    expect(plans.basePlans.map((p) => [p.alias, p.firstDayOfWeek, p.plan.name, p.plan.weekday, p.plan.weekendDay])).toEqual([
      ['zeta', 'Sunday', 'Base S2', 'S2', 'S1'],
      ['zulu', 'Monday', 'Base S2', 'S2', 'S1'],
    ]);
    expect(plans.peakLoadPlans.map((p) => [p.alias, p.peakDays, p.plan.name, p.plan.category])).toEqual([
      ['zoo', 3, 'Peak P4', 'PeakLoad'],
      ['zulu', 5, 'Peak P4', 'PeakLoad'],
    ]);
    expect((await call('GET', '/api/azure/databaseservers/firstletters/z', { subscriptionId: staging })).body).toMatchObject({
      basePlans: [expect.objectContaining({ alias: 'zstaging' })],
      peakLoadPlans: [],
    });
    expect((await call('GET', '/api/azure/databaseservers/firstletters/zz')).status).toBe(400);
  });

  it('says who is scaled up today and gives every plan’s configuration', async () => {
    const status = (await call('GET', '/api/azure/databaseservers/autoscaling')).body as AutoscalingStatus;
    expect(status.asOfDate).toBe(today);
    expect(status.scaledUp).toEqual([
      {
        customerId: expect.any(String),
        alias: 'ylast',
        planName: 'Peak P4',
        peakStartDate: addDays(today, -13),
        peakEndDate: today,
      },
      {
        customerId: expect.any(String),
        alias: 'zulu',
        planName: 'Peak P4',
        peakStartDate: today,
        peakEndDate: addDays(today, 4),
      },
    ]);
    expect(status.customersOnBasePlans).toBe(3);
    expect(status.customersWithPeakLoadPlans).toBe(4);
    const config = (await call('GET', '/api/azure/databaseservers/autoscalingconfig')).body as AutoscalingConfig;
    const names = config.plans.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Base S1', 'Base S2', 'Peak P4']));
    expect(config.plans.find((p) => p.name === 'Peak P4')).toMatchObject({
      category: 'PeakLoad',
      weekday: 'P4',
      boost: expect.any(String),
    });
    // The config follows the server plans as they are now.
    await t.db.update(serverPlans).set({ weekday: 'P6' }).where(eq(serverPlans.name, 'Peak P4'));
    const changed = (await call('GET', '/api/azure/databaseservers/autoscalingconfig')).body as AutoscalingConfig;
    expect(changed.plans.find((p) => p.name === 'Peak P4')!.weekday).toBe('P6');
  });
});
