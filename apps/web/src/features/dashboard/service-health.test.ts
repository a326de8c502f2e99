import { describe, expect, it } from 'vitest';
import { donutColor, healthyPercent } from './service-health';

const statuses = (healthy: number, other: number) => [
  ...Array.from({ length: healthy }, () => ({ status: 'healthy' as const })),
  ...Array.from({ length: other }, (_, i) => ({ status: i % 2 === 0 ? ('unhealthy' as const) : ('degraded' as const) })),
];

describe('the service donut', () => {
  it('is green at 100 percent', () => {
    expect(healthyPercent(statuses(37, 0))).toBe(100);
    expect(donutColor(100)).toBe('green');
  });

  it('is red below 100 percent, however close', () => {
    expect(healthyPercent(statuses(199, 1))).toBe(99);
    expect(donutColor(99)).toBe('red');
    expect(healthyPercent(statuses(30, 7))).toBe(81);
    expect(donutColor(0)).toBe('red');
  });

  it('counts degraded services as not healthy', () => {
    expect(healthyPercent([{ status: 'healthy' }, { status: 'degraded' }])).toBe(50);
  });

  it('has no percentage without services, and is not green then', () => {
    expect(healthyPercent([])).toBeNull();
    expect(donutColor(null)).toBe('red');
  });
});
