import type { UpgradeCost, UpgradeCostInformation } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const subscriptionId = seedSubscriptions[0]!.id;
const url = '/api/operations/upgradeCostInformation';

describe.each(testDatabases)('upgrade cost information on %s', (kind) => {
  let t: TestApp;
  const list = async () => {
    const response = await t.callAs({ operator: 'support', subscriptionId, method: 'GET', url: `${url}/upgradeCostInformation` });
    expect(response.status).toBe(200);
    return (response.body as UpgradeCostInformation).upgradeCosts;
  };
  const save = (payload: object, operator = 'admin') =>
    t.callAs({ operator, subscriptionId, method: 'POST', url: `${url}/updateUpgradeCost`, payload });
  const edit = (cost: UpgradeCost, overrides: Record<string, unknown> = {}) => ({
    id: cost.id,
    name: cost.name,
    upgradeCostDetails: cost.upgradeCostDetails,
    version: cost.version,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded upgrade paths with their cost lines', async () => {
    const costs = await list();
    expect(costs.length).toBeGreaterThanOrEqual(12);
    const path = costs.find((c) => c.identifier === 'standard-to-professional-gbp')!;
    expect(path.name).toBe('Standard to Professional (GBP)');
    expect(path.upgradeCostDetails[0]).toEqual({
      description: 'Annual licence fee difference',
      amount: 4800,
      currencyCode: 'GBP',
    });
    expect(path.version).toBe(1);
  });

  it('saves over the version it read; a stale save is a 409 naming who changed it', async () => {
    const [cost] = await list();
    const lines = [{ description: 'Annual licence fee difference', amount: 5100.5, currencyCode: 'GBP' }];
    const first = await save(edit(cost!, { upgradeCostDetails: lines }), 'admin');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ version: 2, upgradeCostDetails: lines, changedBy: expect.any(String) });
    const stale = await save(edit(cost!, { name: 'Someone else' }), 'support');
    expect(stale.status).toBe(409);
    expect(stale.reason).toContain((first.body as UpgradeCost).changedBy!);
    expect(stale.reason).toContain('after this form was opened');
    expect(stale.body).toMatchObject({ currentVersion: 2 });
    const after = (await list()).find((c) => c.id === cost!.id)!;
    expect(after.name).toBe(cost!.name);
    expect(after.upgradeCostDetails).toEqual(lines);
  });

  it('two saves from one version: one is kept, the other refused', async () => {
    const [, cost] = await list();
    const answers = await Promise.all([
      save(edit(cost!, { name: `${cost!.name} A` })),
      save(edit(cost!, { name: `${cost!.name} B` })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses a bad edit, naming the field', async () => {
    const [cost] = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Name'],
      [{ upgradeCostDetails: [] }, 'Cost lines'],
      [{ upgradeCostDetails: [{ description: '', amount: 1, currencyCode: 'GBP' }] }, 'Description'],
      [{ upgradeCostDetails: [{ description: 'Fee', amount: -1, currencyCode: 'GBP' }] }, 'Amount'],
      [{ upgradeCostDetails: [{ description: 'Fee', amount: 1.234, currencyCode: 'GBP' }] }, 'Amount'],
      [{ upgradeCostDetails: [{ description: 'Fee', amount: 1, currencyCode: 'pounds' }] }, 'Currency'],
      [{ version: undefined }, 'Version'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(edit(cost!, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.reason, JSON.stringify(overrides)).toContain(field);
    }
    const unknown = await save(edit(cost!, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
  });
});
