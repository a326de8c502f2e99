import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchLiveQueries, refetchLiveQueriesReadBefore } from './live-refetch';

describe('refetchLiveQueries', () => {
  it('marks only the live lists as needing a fetch after a reconnect', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['jobs', 's1'], { jobs: [] });
    queryClient.setQueryData(['reference', 'offerings'], []);
    // A query's meta comes from its options: give each the options its screen gives it.
    queryClient
      .getQueryCache()
      .find({ queryKey: ['jobs', 's1'] })!
      .setOptions({ queryKey: ['jobs', 's1'], meta: { isLive: true } });
    queryClient
      .getQueryCache()
      .find({ queryKey: ['reference', 'offerings'] })!
      .setOptions({ queryKey: ['reference', 'offerings'] });

    await refetchLiveQueries(queryClient);

    expect(queryClient.getQueryState(['jobs', 's1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['reference', 'offerings'])?.isInvalidated).toBe(false);
  });
});

describe('refetchLiveQueriesReadBefore', () => {
  it('reads again the live lists read before the first connection, not those read after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customers', 'details', 'a'], { id: 'a' }, { updatedAt: 1_000 });
    queryClient.setQueryData(['customers', 'details', 'b'], { id: 'b' }, { updatedAt: 3_000 });
    for (const id of ['a', 'b']) {
      const queryKey = ['customers', 'details', id];
      queryClient
        .getQueryCache()
        .find({ queryKey })!
        .setOptions({ queryKey, meta: { isLive: true } });
    }

    await refetchLiveQueriesReadBefore(queryClient, 2_000);

    expect(queryClient.getQueryState(['customers', 'details', 'a'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['customers', 'details', 'b'])?.isInvalidated).toBe(false);
  });
});
