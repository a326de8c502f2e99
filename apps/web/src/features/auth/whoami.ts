import { endpoints } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const whoamiQuery = queryOptions({
  queryKey: ['whoami'],
  queryFn: () => callEndpoint(endpoints.getWhoami),
  staleTime: 5 * 60_000,
  retry: false,
  meta: { isWhoami: true },
});
