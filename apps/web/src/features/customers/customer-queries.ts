import type { Job } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKey } from '../../lib/customer-keys';
import { operationErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/report-error';

/**
 * Starts platform work (a job) and reports it with the operation helper (doc1 §8): success names the
 * job, failure shows the server's errorMessage. Lists are refreshed either way.
 */
export const useJobAction = <V>(start: (variables: V) => Promise<Job>, describe: (variables: V, job: Job) => string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    meta: { isSilent: true },
    onSuccess: (job, variables) => showSuccess(describe(variables, job)),
    onError: (error) => showError(operationErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
};
