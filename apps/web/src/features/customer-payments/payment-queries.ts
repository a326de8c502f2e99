import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { customerDetailsKey } from '../../lib/customer-keys';

/** Reference lists: they change only with a release, so they are read once. */
export const standardGatewaysQuery = queryOptions({
  queryKey: ['paymentGateways', 'standard'] as const,
  queryFn: ({ signal }) => callEndpoint(endpoints.listStandardPaymentGateways, { signal }),
  staleTime: Infinity,
});

export const customGatewaysQuery = queryOptions({
  queryKey: ['paymentGateways', 'custom'] as const,
  queryFn: ({ signal }) => callEndpoint(endpoints.listCustomPaymentGateways, { signal }),
  staleTime: Infinity,
});

export const eaPayDetailsKey = (customerId: string) => [...customerDetailsKey(customerId), 'eaPay'] as const;

/** Its failure is told in the spec's words ('Unable to load EventsAIR Pay details'), not by the global rules. */
export const eaPayDetailsQuery = (customerId: string) =>
  queryOptions({
    queryKey: eaPayDetailsKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.getEaPayDetails, { params: { id: customerId }, signal }),
    meta: { isSilent: true },
    retry: false,
  });

export const deletedSitesKey = (customerId: string) => [...customerDetailsKey(customerId), 'deletedSites'] as const;

export const deletedSitesQuery = (customerId: string) =>
  queryOptions({
    queryKey: deletedSitesKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.getDeletedSites, { params: { id: customerId }, signal }),
  });
