import { endpoints } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

/** One choice of a native select. */
export const option = (value: string, label = value) => ({ value, label });

/** As-you-type alias check: the server's reasons under the field, before the operator submits. */
export const useAliasCheck = (alias: string) => {
  const [debounced] = useDebouncedValue(alias, 300);
  return useQuery({
    queryKey: ['validate-alias', debounced],
    queryFn: ({ signal }) => callEndpoint(endpoints.validateCustomerAlias, { body: { candidate: debounced }, signal }),
    enabled: debounced.length > 0,
    meta: { isSilent: true },
    staleTime: 5_000,
  });
};
