import { endpoints } from '@console/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const emailIpPoolKey = ['email-ip-pool'] as const;

/** The provider's IP pool; `provider` is the path segment made from the configured provider name. */
export const emailIpPoolQuery = (provider: string) =>
  queryOptions({
    queryKey: [...emailIpPoolKey, provider],
    queryFn: ({ signal }) => callEndpoint(endpoints.listEmailIpPool, { params: { provider }, signal }),
  });

/** Customers of the operator's subscription matching what was typed, for the assign dialog. */
export const customerChoicesQuery = (typed: string) =>
  queryOptions({
    queryKey: [...emailIpPoolKey, 'customers', typed],
    queryFn: ({ signal }) => callEndpoint(endpoints.searchCustomers, { query: { query: typed, page: 1, pageSize: 20 }, signal }),
    enabled: typed.trim().length > 0,
    placeholderData: keepPreviousData,
  });
