import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { reportError } from './report-error';
import { jobsQueryKey, withStartedJob, type JobList } from './jobs-list';
import { getSubscriptionId } from './session';
import { focusJob, rememberStartedJob, runningJobOf } from './started-jobs';

declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    /** `isLive`: a list kept current by pushes; it refetches after the live connection comes back. */
    queryMeta: { isWhoami?: boolean; isSilent?: boolean; isLive?: boolean };
    mutationMeta: { isSilent?: boolean };
  }
}

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.isSilent) reportError(error, { isWhoami: query.meta?.isWhoami });
      },
    }),
    mutationCache: new MutationCache({
      // Every started job is remembered, so its failure can be told to the operator who started it,
      // and listed at once, so what it works on shows busy before its first push arrives.
      onSuccess: (data) => {
        const job = rememberStartedJob(data);
        if (job) client.setQueryData<JobList>(jobsQueryKey(getSubscriptionId()), (list) => withStartedJob(list, job));
      },
      onError: (error, _variables, _context, mutation) => {
        // A start refused because the action already runs on that target: show the running job.
        const running = runningJobOf(error);
        if (running) focusJob(running);
        if (!mutation.meta?.isSilent) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
};
