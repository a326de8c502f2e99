import { endpoints, type ListCustomerActivityQuery } from '@console/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customerDetailsKey } from '../../lib/customer-keys';

/**
 * Under the customer's key: a change pushed for the customer (customerChanged) or a job on it that starts
 * or ends has every read under that key done again, this one with them.
 */
export const customerActivityQuery = (id: string, query: ListCustomerActivityQuery) =>
  queryOptions({
    queryKey: [...customerDetailsKey(id), 'activity', query] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomerActivity, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
