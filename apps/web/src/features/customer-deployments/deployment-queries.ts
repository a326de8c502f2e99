import { endpoints, type ComputeMigration } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { mergeMigrations } from './deployment-rules';

export const deploymentsKey = (customerId: string) => ['customer-deployments', customerId] as const;

export const deploymentsQuery = (customerId: string) =>
  queryOptions({
    queryKey: deploymentsKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomerDeployments, { params: { id: customerId }, signal }),
    staleTime: Infinity,
    meta: { isLive: true },
  });

export const customerHostingGroupsKey = (customerId: string) => [...deploymentsKey(customerId), 'hostingGroups'] as const;

/** The hosting groups the customer's deployments run in, each with the deployments it holds. */
export const customerHostingGroupsQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerHostingGroupsKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomerHostingGroups, { params: { customerId }, signal }),
    meta: { isLive: true },
  });

export const migrationsKey = (customerId: string, deploymentId: string) =>
  [...deploymentsKey(customerId), 'migrations', deploymentId] as const;

export const migrationsQuery = (customerId: string, deploymentId: string) =>
  queryOptions({
    queryKey: migrationsKey(customerId, deploymentId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listComputeMigrations, { params: { id: customerId, deploymentId }, signal }),
    // Pushed states and read lists may cross: the state further along is kept.
    structuralSharing: (old: unknown, fresh: unknown) =>
      mergeMigrations(old as ComputeMigration[] | undefined, fresh as ComputeMigration[]),
    staleTime: Infinity,
    meta: { isLive: true },
  });

export const serviceStatusQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: ['deployment-service-status', deploymentId],
    queryFn: ({ signal }) => callEndpoint(endpoints.getDeploymentServiceStatus, { params: { id: deploymentId }, signal }),
    refetchInterval: 30_000,
  });
