import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { isRunInProgress } from './kpi-rules';

export const kpiKey = ['kpi'] as const;

export const kpiDateOptionsQuery = queryOptions({
  queryKey: [...kpiKey, 'date-options'] as const,
  queryFn: ({ signal }) => callEndpoint(endpoints.getKpiDateOptions, { signal }),
});

export const kpiProcessInformationKey = [...kpiKey, 'process-information'] as const;

/** Read again every few seconds while a run is going on, so its outcome shows when it ends. */
export const kpiProcessInformationQuery = queryOptions({
  queryKey: kpiProcessInformationKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.getKpiProcessInformation, { signal }),
  refetchInterval: (query) => (isRunInProgress(query.state.data) ? 2000 : false),
});
