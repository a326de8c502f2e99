import { endpoints, fieldLabel } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

/** A licence's rates and costs, in the order every licence form shows them. */
export const licenceAmountFields = [
  'activeUserRate',
  'additionalOfficeRate',
  'visualModeCost',
  'remoteAttendeeCost',
  'airCastPerHourCost',
  'paymentGatewayRate',
] as const;

/** Each with the label the server's reasons name it by, so a field and its reason agree. */
export const licenceRateFields = licenceAmountFields.map((key) => [key, fieldLabel([key])] as const);

/** One choice of a native select. */
export const option = (value: string, label = value) => ({ value, label });

/**
 * As-you-type alias check: the server's reasons under the field, before the operator submits. An
 * answer about an alias that is no longer typed is ignored; `isChecking` says an answer is due.
 */
export const useAliasCheck = (alias: string) => {
  const [debounced] = useDebouncedValue(alias, 300);
  const check = useQuery({
    queryKey: ['validate-alias', debounced],
    queryFn: ({ signal }) => callEndpoint(endpoints.validateCustomerAlias, { body: { candidate: debounced }, signal }),
    enabled: debounced.length > 0,
    meta: { isSilent: true },
    staleTime: 5_000,
  });
  const isCurrent = debounced === alias && !check.isFetching;
  const answer = isCurrent ? check.data : undefined;
  return {
    error: alias && answer && !answer.isValid ? answer.reasons.join(' ') : undefined,
    isChecking: alias.length > 0 && !isCurrent,
  };
};
