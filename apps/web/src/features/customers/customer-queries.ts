import { endpoints, type Endpoint, type Job } from '@console/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { operationErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/report-error';

/** Every customer list is under this key, so a change refreshes them all. */
export const customersKey = ['customers'] as const;

const reference = <E extends Endpoint & { method: 'GET' }>(key: string, endpoint: E, query?: Record<string, string>) =>
  queryOptions({
    queryKey: ['reference', key, query],
    queryFn: ({ signal }) => callEndpoint(endpoint, { signal, ...(query ? { query: query as never } : {}) }),
    staleTime: 5 * 60_000,
  });

export const referenceQueries = {
  offerings: reference('licenseOfferings', endpoints.listLicenseOfferings),
  currencyRates: reference('currencyRates', endpoints.listCurrencyRates),
  daysOfWeek: reference('daysOfWeek', endpoints.listDaysOfWeek),
  basePlans: reference('basePlans', endpoints.listBasePlans),
  peakPlans: reference('peakPlans', endpoints.listPeakPlans),
  stripeAccounts: reference('stripeAccounts', endpoints.listStripeAccounts),
  timeZones: reference('timeZones', endpoints.listTimeZones),
  features: reference('features', endpoints.listFeatures),
  locations: reference('locations', endpoints.listLocations),
  sharedCloudServices: reference('cloudServices', endpoints.listCloudServices, { type: 'Shared' }),
  sharedAppServicePlans: reference('appServicePlans', endpoints.listAppServicePlans, { type: 'Shared' }),
  releaseChannels: reference('releaseChannels', endpoints.listReleaseChannels),
  firstLetters: queryOptions({
    queryKey: [...customersKey, 'firstLetters'],
    queryFn: ({ signal }) => callEndpoint(endpoints.listFirstLetters, { signal }),
  }),
};

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
