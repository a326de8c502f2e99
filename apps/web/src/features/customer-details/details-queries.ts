import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customerDetailsKey } from '../../lib/customer-keys';
import { afterLiveConnection } from '../../lib/live-ready';

export const customerDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: customerDetailsKey(id),
    queryFn: afterLiveConnection(({ signal }) => callEndpoint(endpoints.getCustomer, { params: { id }, signal })),
    // Live pushes keep it current (no polling); it is read again after the live connection returns.
    staleTime: Infinity,
    meta: { isLive: true },
  });

/** Under the customer's key, so whatever reads the customer again reads these again too. */
export const boostUsageKey = (id: string) => [...customerDetailsKey(id), 'boostUsage'] as const;

export const boostUsageQuery = (id: string) =>
  queryOptions({
    queryKey: boostUsageKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getBoostUsage, { params: { id }, signal }),
    // Kept current by customerChanged pushes; read again when the live connection (re)connects.
    meta: { isLive: true },
  });

export const serverPlanQuery = (id: string) =>
  queryOptions({
    queryKey: [...customerDetailsKey(id), 'serverPlan'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomerServerPlan, { params: { id }, signal }),
    meta: { isLive: true },
  });

export const clickOnceArtifactsQuery = (id: string) =>
  queryOptions({
    queryKey: [...customerDetailsKey(id), 'clickOnce'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.getClickOnceArtifacts, { params: { id }, signal }),
  });
