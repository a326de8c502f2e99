import { endpoints, type ValidationResult } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/** The validators a field is checked by as the operator types (doc2 §5: each answers valid, or why not). */
export type Validator =
  | typeof endpoints.validateSemanticVersion
  | typeof endpoints.validateReleaseChannelName
  | typeof endpoints.validateAbsoluteUri
  | typeof endpoints.validateSqlConnectionString
  | typeof endpoints.validateServiceBusConnectionString;

/** The state of an as-you-type server check of one field. */
export type CheckState = { kind: 'empty' | 'checking' | 'valid' | 'invalid'; reasons: readonly string[] };

/**
 * doc2 §5: empty counts as invalid, the answer must be about what is typed now, and the form stays
 * invalid until the server says valid.
 */
export const checkState = (
  typed: string,
  checked: string,
  answer: ValidationResult | undefined,
  isFetching: boolean,
): CheckState => {
  if (typed.trim() === '') return { kind: 'empty', reasons: [] };
  if (checked !== typed || isFetching || !answer) return { kind: 'checking', reasons: [] };
  return answer.isValid ? { kind: 'valid', reasons: [] } : { kind: 'invalid', reasons: answer.reasons };
};

/** The server checks the field as the operator types (debounced 300 ms); the answer is never cached. */
export const useServerCheck = (validator: Validator, typed: string) => {
  const [debounced] = useDebouncedValue(typed, 300);
  const check = useQuery({
    queryKey: ['validate', validator.path, debounced],
    queryFn: ({ signal }): Promise<ValidationResult> =>
      callEndpoint(validator as typeof endpoints.validateSemanticVersion, { body: { candidate: debounced }, signal }),
    enabled: debounced.trim() !== '',
    meta: { isSilent: true },
    // Never trusted from the cache: a version just created, or a name just taken, is no longer valid.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const state = checkState(typed, debounced, check.data, check.isFetching);
  return { ...state, isError: check.isError && debounced === typed };
};
