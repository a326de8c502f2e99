import { endpoints } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

/** A licence's rates, in the order every licence form shows them. */
export const licenceRateFields = [
  ['activeUserRate', 'Active user rate'],
  ['additionalOfficeRate', 'Additional office rate'],
  ['visualModeCost', 'Visual mode cost'],
  ['remoteAttendeeCost', 'Remote attendee cost'],
  ['airCastPerHourCost', 'AirCast per hour cost'],
  ['paymentGatewayRate', 'Payment gateway rate'],
] as const;

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
