import type { ServerPlan, ValidationResult } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const subscriptionId = seedSubscriptions[0]!.id;

describe.each(testDatabases)('server plan configuration on %s', (kind) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.callAs({ subscriptionId, method, url, payload });
  const plan = (overrides: Record<string, unknown> = {}) => ({
    name: 'Conference Peak',
    weekday: 'S3',
    weekendDay: 'S1',
    boost: 'P1',
    selectedCategory: 'PeakLoad',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded plans, base first, with their levels as edition and name', async () => {
    const response = await call('GET', '/api/operations/serverPlanConfiguration/plans');
    expect(response.status).toBe(200);
    const plans = response.body as ServerPlan[];
    expect(plans.length).toBeGreaterThanOrEqual(24);
    expect(plans[0]!.category).toBe('Base');
    expect(plans.at(-1)!.category).toBe('PeakLoad');
    const s1 = plans.find((p) => p.name === 'Base S1')!;
    expect(s1.weekday).toEqual({ id: 'S1', name: 'S1', edition: 'Standard' });
    expect(s1.boost).not.toBeNull();
  });

  it('checks a new name and gives every reason', async () => {
    const check = async (name: string) =>
      (await call('GET', `/api/operations/serverPlanConfiguration/planNameValidation/${encodeURIComponent(name)}`))
        .body as ValidationResult;
    expect(await check('Summer Peak 2027')).toEqual({ isValid: true, reasons: [] });
    expect(await check('base s1')).toEqual({ isValid: false, reasons: ['A server plan named base s1 already exists.'] });
    const bad = await check('9$');
    expect(bad.isValid).toBe(false);
    expect(bad.reasons).toEqual([
      'Plan name must be at least 3 characters.',
      'Plan name must start with a letter and use only letters, digits, spaces and . _ ( ) + -',
    ]);
    expect((await check('x'.repeat(51))).reasons).toContain('Plan name must be at most 50 characters.');
  });

  it('adds a plan, then refuses the same name again with the reason', async () => {
    const created = await call('POST', '/api/operations/serverPlanConfiguration/plan', plan());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Conference Peak',
      category: 'PeakLoad',
      weekday: { id: 'S3', edition: 'Standard' },
      weekendDay: { id: 'S1' },
      boost: { id: 'P1', edition: 'Premium' },
    });
    const listed = (await call('GET', '/api/operations/serverPlanConfiguration/plans')).body as ServerPlan[];
    expect(listed.map((p) => p.name)).toContain('Conference Peak');
    const again = await call('POST', '/api/operations/serverPlanConfiguration/plan', plan({ name: ' conference peak ' }));
    expect(again.status).toBe(400);
    expect(again.reason).toBe('A server plan named conference peak already exists.');
  });

  it('refuses what the form would not send, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name'],
      [{ weekday: 'S5' }, 'Weekday'],
      [{ weekendDay: undefined }, 'Weekend day'],
      [{ boost: 'Turbo' }, 'Boost'],
      [{ boost: 'S1', name: 'Low boost' }, 'Boost'],
      [{ selectedCategory: 'Burst' }, 'Base or PeakLoad'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(
        'POST',
        '/api/operations/serverPlanConfiguration/plan',
        plan({ name: 'Refused plan', ...overrides }),
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.reason, JSON.stringify(overrides)).toContain(field);
    }
  });
});
