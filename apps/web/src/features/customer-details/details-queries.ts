import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customersKey } from '../customers/customer-queries';

/** Under the customers key: a change made from the search page (decommission, enable …) refreshes it too. */
export const customerDetailsKey = (id: string) => [...customersKey, 'details', id] as const;

export const customerDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: customerDetailsKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomer, { params: { id }, signal }),
    // Live pushes keep it current (no polling); it is read again after the live connection returns.
    staleTime: Infinity,
    meta: { isLive: true },
  });
