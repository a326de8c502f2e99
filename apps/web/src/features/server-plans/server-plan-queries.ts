import { endpoints } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { nameCheckOf } from './server-plan-rules';

export const serverPlansKey = ['server-plans'] as const;

export const serverPlansQuery = queryOptions({
  queryKey: serverPlansKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listServerPlans, { signal }),
});

/** The database performance levels (the same list the database panel offers). */
export const performanceLevelsQuery = queryOptions({
  queryKey: ['server-plans', 'performance-levels'] as const,
  queryFn: ({ signal }) => callEndpoint(endpoints.listPerformanceLevels, { signal }),
  staleTime: Infinity,
});

/** doc2 §5: the server checks the new name as it is typed (debounced); never answered from the cache. */
export const usePlanNameCheck = (typed: string) => {
  const [debounced] = useDebouncedValue(typed, 300);
  const check = useQuery({
    queryKey: ['server-plans', 'name-check', debounced],
    queryFn: ({ signal }) => callEndpoint(endpoints.validateServerPlanName, { params: { name: debounced }, signal }),
    enabled: debounced.trim() !== '',
    meta: { isSilent: true },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return nameCheckOf({ typed, checked: debounced, answer: check.data, isFetching: check.isFetching, isError: check.isError });
};
