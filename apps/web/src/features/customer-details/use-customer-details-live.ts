import type { CustomerDetails } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from '../../lib/customer-keys';
import { isJobOnCustomer, jobFailureToast, jobSuccessToast, newerDetails } from './details-rules';

/**
 * Keeps one customer's page current without polling: another operator's edit arrives as the new
 * details (written into the cache); a job on the customer that starts or ends, or an application of
 * its that the platform reports changed, has it read again.
 */
export const useCustomerDetailsLive = (customerId: string) => {
  const queryClient = useQueryClient();
  useLiveEvent('customers', 'customerChanged', (details) => {
    if (details.id !== customerId) return;
    const key = customerDetailsKey(customerId);
    // A read already on its way may answer the record as it was before this change: drop it, and never
    // let an older copy replace a newer one.
    void queryClient.cancelQueries({ queryKey: key, exact: true }).then(() => {
      queryClient.setQueryData<CustomerDetails>(key, (current) => newerDetails(current, details));
    });
    // What the page reads beside the record (boost usage, server plan …) may have changed with it.
    void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => query.queryKey.length > key.length });
  });
  // A rollout upgraded one of its applications: the versions it runs changed.
  useLiveEvent('hostedApplications', 'hostedApplicationChanged', ({ entity }) => {
    if (entity.customerId === customerId)
      void queryClient.invalidateQueries({ queryKey: customerDetailsKey(customerId), exact: true });
  });
  useLiveEvent('jobs', 'jobChanged', (change) => {
    const failure = jobFailureToast(change, customerId);
    if (failure) showError(failure);
    const alias = queryClient.getQueryData<{ alias: string }>(customerDetailsKey(customerId))?.alias;
    const success = alias ? jobSuccessToast(change, { id: customerId, alias }) : null;
    if (success) showSuccess(success);
    if (isJobOnCustomer(change, customerId)) void queryClient.invalidateQueries({ queryKey: customerDetailsKey(customerId) });
  });
};
