import { endpoints, type PerformanceCheck, type PerformanceCheckKind, type TestStatus } from '@console/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';
import { useServerCheck } from '../../lib/server-check';
import { isFinished, stateOfStatus, withStatus } from './performance-check-rules';

export const performanceChecksKey = ['performance-checks'] as const;

const calls = {
  standard: {
    list: endpoints.listStandardChecks,
    get: endpoints.getStandardCheck,
    launch: endpoints.launchStandardCheck,
    rerun: endpoints.rerunStandardCheck,
  },
  pageHit: {
    list: endpoints.listPageHitChecks,
    get: endpoints.getPageHitCheck,
    launch: endpoints.launchPageHitCheck,
    rerun: endpoints.rerunPageHitCheck,
  },
  hardware: {
    list: endpoints.listHardwareChecks,
    get: endpoints.getHardwareCheck,
    launch: endpoints.launchHardwareCheck,
    rerun: endpoints.rerunHardwareCheck,
  },
} as const;

export const rerunEndpointOf = (kind: PerformanceCheckKind) => calls[kind].rerun;

/** Check `id` run again with its address and settings: a new check. */
export const rerunCheck = (kind: PerformanceCheckKind, id: string, changeReason: string | undefined) =>
  callEndpoint(calls[kind].rerun, { params: { id }, changeReason });

export const launchEndpointOf = (kind: PerformanceCheckKind) => calls[kind].launch;

export const checksQuery = (kind: PerformanceCheckKind) =>
  queryOptions({
    queryKey: [...performanceChecksKey, 'list', kind],
    queryFn: ({ signal }) => callEndpoint(calls[kind].list, { signal }),
    meta: { isLive: true },
  });

export const checkQuery = (kind: PerformanceCheckKind, id: string) =>
  queryOptions({
    queryKey: [...performanceChecksKey, 'check', kind, id],
    queryFn: ({ signal }) => callEndpoint(calls[kind].get, { params: { id }, signal }),
    meta: { isLive: true },
  });

/** Launches a check of the kind with the modal's values. */
export const launchCheck = (
  kind: PerformanceCheckKind,
  body: { registrationSiteUrl: string } & Record<string, number | string>,
) => callEndpoint(calls[kind].launch as typeof endpoints.launchStandardCheck, { body: body as never });

/** doc2 §4: a pushed status reaches the lists (read again) and, for the open check, its page at once. */
export const useTestStatusLive = (onStatus?: (status: TestStatus) => void) => {
  const queryClient = useQueryClient();
  useLiveEvent('testStatus', 'testStatusChanged', (status) => {
    onStatus?.(status);
    void queryClient.invalidateQueries({ queryKey: [...performanceChecksKey, 'list'] });
  });
};

/** Writes a pushed status into the open check; a status that ends a phase has new seconds to read. */
export const useCheckStatusWriter = (kind: PerformanceCheckKind, id: string) => {
  const queryClient = useQueryClient();
  const key = checkQuery(kind, id).queryKey;
  return (status: TestStatus) => {
    if (status.checkId !== id) return;
    queryClient.setQueryData<PerformanceCheck>(key, (check) => {
      if (!check) return check;
      const state = stateOfStatus(status.details) ?? check.state;
      const statuses = withStatus(check.statuses, status);
      return { ...check, state, statuses, latestStatus: statuses.at(-1) ?? null };
    });
    // The samples so far and, at the end, the result come with the check.
    void queryClient.invalidateQueries({ queryKey: key });
    const state = stateOfStatus(status.details);
    if (state && isFinished(state)) void queryClient.invalidateQueries({ queryKey: [...performanceChecksKey, 'list'] });
  };
};

/** doc2 §5: the registration site address is checked by the server as the operator types (debounced). */
export const useAbsoluteUriCheck = (typed: string) => useServerCheck(endpoints.validateAbsoluteUri, typed);
