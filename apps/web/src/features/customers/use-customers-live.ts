import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live';
import { customersKey } from '../../lib/customer-keys';
import { isCustomerListChange } from './customer-rules';

/** Keeps every customer list current, shown or not (the shell runs it): the jobs hub says when customers start or finish changing. */
export const useCustomersLive = () => {
  const queryClient = useQueryClient();
  useLiveEvent('jobs', 'jobChanged', (change) => {
    if (isCustomerListChange(change)) void queryClient.invalidateQueries({ queryKey: customersKey });
  });
};
