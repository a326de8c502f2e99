import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const upgradeCostsKey = ['upgrade-costs'] as const;

export const upgradeCostsQuery = queryOptions({
  queryKey: upgradeCostsKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.getUpgradeCostInformation, { signal }),
});
