import type { ServiceStatus } from '@console/contract';

/** The share of services that are healthy, in whole percent (rounded down, so 100 means every one). Null when there are none. */
export const healthyPercent = (statuses: readonly Pick<ServiceStatus, 'status'>[]): number | null => {
  if (statuses.length === 0) return null;
  const healthy = statuses.filter((s) => s.status === 'healthy').length;
  return Math.floor((healthy * 100) / statuses.length);
};

/** doc1 §2: the donut is green at 100 percent and red otherwise. */
export const donutColor = (percent: number | null): 'green' | 'red' => (percent === 100 ? 'green' : 'red');

/** Mantine colour shades dark enough for the donut's segments against a light background. */
export const donutShade = { green: 'green.8', red: 'red.8', rest: 'gray.3' } as const;
