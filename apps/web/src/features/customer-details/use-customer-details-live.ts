import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { showError } from '../../lib/report-error';
import { customerDetailsKey } from './details-queries';
import { isJobOnCustomer, jobFailureToast } from './details-rules';

/**
 * Keeps one customer's page current without polling: another operator's edit arrives as the new
 * details (written into the cache); a job on the customer that starts or ends has it read again.
 */
export const useCustomerDetailsLive = (customerId: string) => {
  const queryClient = useQueryClient();
  useLiveEvent('customers', 'customerChanged', (details) => {
    if (details.id === customerId) queryClient.setQueryData(customerDetailsKey(customerId), details);
  });
  useLiveEvent('jobs', 'jobChanged', (change) => {
    const failure = jobFailureToast(change, customerId);
    if (failure) showError(failure);
    if (isJobOnCustomer(change, customerId)) void queryClient.invalidateQueries({ queryKey: customerDetailsKey(customerId) });
  });
};
