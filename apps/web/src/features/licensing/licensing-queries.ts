import { endpoints } from '@console/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { standardRatesRows } from './licensing-rules';

export const licensingKey = ['licensing'] as const;

export const licencesPageSize = 25;

export const customerLicencesQuery = (offering: string, page: number) =>
  queryOptions({
    queryKey: [...licensingKey, 'licences', offering, page],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCustomerLicences, { query: { offering, page, pageSize: licencesPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** The standard rates of each currency: the three licensing rate calls, read together. */
export const standardRatesQuery = queryOptions({
  queryKey: [...licensingKey, 'standard-rates'],
  queryFn: async ({ signal }) => {
    const [activeUser, additionalOffice, airCast] = await Promise.all([
      callEndpoint(endpoints.listActiveUserRates, { signal }),
      callEndpoint(endpoints.listAdditionalOfficeRates, { signal }),
      callEndpoint(endpoints.listAirCastCosts, { signal }),
    ]);
    return standardRatesRows(activeUser, additionalOffice, airCast);
  },
  staleTime: 5 * 60_000,
});

export const licenceCostQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...licensingKey, 'cost', customerId],
    queryFn: ({ signal }) => callEndpoint(endpoints.getLicenceCost, { params: { id: customerId }, signal }),
  });
