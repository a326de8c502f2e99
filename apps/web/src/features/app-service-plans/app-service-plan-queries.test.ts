import type { AppServicePlanSummary } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { withPlan } from './app-service-plan-queries';

const plan = (planName: string, type: 'Shared' | 'Dedicated', id = planName): AppServicePlanSummary => ({
  id,
  planName,
  location: 'westeurope',
  type,
  pricingTier: 'S1',
  instanceCount: 1,
});

describe('a plan pushed into a list', () => {
  const list = [plan('asp-a', 'Shared'), plan('asp-c', 'Shared')];

  it('adds a commissioned plan of the filter in name order', () => {
    expect(withPlan(list, 'Shared', 'asp-b', plan('asp-b', 'Shared')).map((p) => p.planName)).toEqual([
      'asp-a',
      'asp-b',
      'asp-c',
    ]);
  });

  it('leaves out a plan of the other type, and keeps every type under ALL', () => {
    expect(withPlan(list, 'Shared', 'asp-d', plan('asp-d', 'Dedicated'))).toEqual(list);
    expect(withPlan(list, 'ALL', 'asp-d', plan('asp-d', 'Dedicated'))).toHaveLength(3);
  });

  it('replaces a reconfigured plan and drops a decommissioned one', () => {
    const changed = { ...plan('asp-a', 'Shared'), instanceCount: 5 };
    expect(withPlan(list, 'Shared', 'asp-a', changed)[0]!.instanceCount).toBe(5);
    expect(withPlan(list, 'Shared', 'asp-a', null).map((p) => p.planName)).toEqual(['asp-c']);
  });
});
