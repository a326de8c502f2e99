import type { Job } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoResponseError } from '../../lib/api-error';
import { customersKey } from '../../lib/customer-keys';
import { operationErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/report-error';

/**
 * Starts platform work (a job) and reports it with the operation helper (doc1 §8): success names the
 * job, failure shows the server's errorMessage. Lists are refreshed after any answer.
 */
export const useJobAction = <V>(start: (variables: V) => Promise<Job>, describe: (variables: V, job: Job) => string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    meta: { isSilent: true },
    onSuccess: (job, variables) => showSuccess(describe(variables, job)),
    onError: (error) => showError(operationErrorMessage(error)),
    // Lists are read again after an answer; with no answer (the server is down) nothing changed, and the
    // refetch would only fail again, each failing panel adding a toast to the one this failure shows.
    onSettled: (_job, error) =>
      error instanceof NoResponseError ? undefined : queryClient.invalidateQueries({ queryKey: customersKey }),
  });
};
