import { endpoints, type CustomDomain, type CustomerEmail, type SecurityConfiguration } from '@console/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';
import { showSuccess } from '../../lib/report-error';
import { isStartedHere } from '../../lib/started-jobs';
import { customerDetailsKey } from '../../lib/customer-keys';
import { domainJobSuccessToast, isDomainJobEnded } from './domain-rules';

export const customDomainKey = (id: string) => [...customerDetailsKey(id), 'customDomain'] as const;
export const securityKey = (id: string) => [...customerDetailsKey(id), 'security'] as const;
export const customerEmailKey = (id: string) => [...customerDetailsKey(id), 'email'] as const;

export const customDomainQuery = (id: string) =>
  queryOptions({
    queryKey: customDomainKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomDomain, { params: { id }, signal }),
  });

export const securityQuery = (id: string) =>
  queryOptions({
    queryKey: securityKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomerSecurity, { params: { id }, signal }),
  });

export const customerEmailQuery = (id: string) =>
  queryOptions({
    queryKey: customerEmailKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomerEmail, { params: { id }, signal }),
  });

/** Writes a call's answer into the cache: every call of these panels answers the whole panel. */
export const useSetCustomDomain = (id: string) => {
  const queryClient = useQueryClient();
  return (domain: CustomDomain) => queryClient.setQueryData(customDomainKey(id), domain);
};

export const useSetSecurity = (id: string) => {
  const queryClient = useQueryClient();
  return (security: SecurityConfiguration) => queryClient.setQueryData(securityKey(id), security);
};

export const useSetCustomerEmail = (id: string) => {
  const queryClient = useQueryClient();
  return (email: CustomerEmail) => queryClient.setQueryData(customerEmailKey(id), email);
};

/**
 * A domain job on this customer that ends changes the domain's record: it is read again, and the
 * operator who started it is told it went well (the page already tells a failure with its reason).
 */
export const useDomainJobsLive = (customerId: string, alias: string) => {
  const queryClient = useQueryClient();
  useLiveEvent('jobs', 'jobChanged', (change) => {
    if (!isDomainJobEnded(change, customerId)) return;
    void queryClient.invalidateQueries({ queryKey: customDomainKey(customerId) });
    const success = domainJobSuccessToast(change, customerId, alias, isStartedHere);
    if (success) showSuccess(success);
  });
};
