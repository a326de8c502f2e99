import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customerDeploymentsKey } from '../../lib/customer-keys';

export const customerDeploymentsQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerDeploymentsKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomerDeployments, { params: { id: customerId }, signal }),
  });

export const databaseDetailsKey = (customerId: string, deploymentId: string) =>
  [...customerDeploymentsKey(customerId), deploymentId, 'database'] as const;

export const databaseDetailsQuery = (customerId: string, deploymentId: string) =>
  queryOptions({
    queryKey: databaseDetailsKey(customerId, deploymentId),
    queryFn: ({ signal }) => callEndpoint(endpoints.getDatabaseDetails, { params: { id: customerId, deploymentId }, signal }),
    // Live pushes replace it (doc1 §4); it is read again after the live connection returns.
    staleTime: Infinity,
    meta: { isLive: true },
  });

export const performanceLevelsQuery = () =>
  queryOptions({
    queryKey: ['azure', 'performanceLevels'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listPerformanceLevels, { signal }),
    staleTime: Infinity,
  });
