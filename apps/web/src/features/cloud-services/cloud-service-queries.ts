import { endpoints, type CloudServiceSummary } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const cloudServicesKey = ['cloud-services'] as const;

export type CloudServiceFilter = 'Shared' | 'Dedicated' | 'ALL';

/** The subscription's services of a type; kept current by the cloudServices hub (meta.isLive). */
export const cloudServicesQuery = (type: CloudServiceFilter) =>
  queryOptions({
    queryKey: [...cloudServicesKey, 'list', type],
    queryFn: ({ signal }): Promise<CloudServiceSummary[]> =>
      callEndpoint(endpoints.listCloudServices, { query: { type }, signal }),
    meta: { isLive: true },
  });

export const cloudServiceQuery = (id: string) =>
  queryOptions({
    queryKey: [...cloudServicesKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getCloudService, { params: { id }, signal }),
    meta: { isLive: true },
  });

/** What the cloud reports now: asked when the detail opens and again on the operator's request. */
export const cloudServiceActualQuery = (id: string) =>
  queryOptions({
    queryKey: [...cloudServicesKey, 'actual', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getCloudServiceActualDetails, { params: { id }, signal }),
    meta: { isLive: true },
  });

export const cloudServiceConfigQuery = queryOptions({
  queryKey: [...cloudServicesKey, 'config'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getCloudServiceConfig, { signal }),
  staleTime: 5 * 60_000,
});

export const locationsQuery = queryOptions({
  queryKey: [...cloudServicesKey, 'locations'],
  queryFn: ({ signal }) => callEndpoint(endpoints.listLocations, { signal }),
  staleTime: 5 * 60_000,
});
