import { endpoints, type ReleaseChannel, type ValidationResult } from '@console/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';
import { checkState } from './release-rules';

export const releasesPageSize = 20;
export const channelCustomersPageSize = 20;

export const releasesKey = ['releases'] as const;
export const releaseChannelsKey = ['release-channels'] as const;
/** The customers page's channel choices (features/customers/search-queries.ts) read the same list. */
const referenceChannelsKey = ['reference', 'releaseChannels'] as const;

export const releasesQuery = (page: number) =>
  queryOptions({
    queryKey: [...releasesKey, 'page', page],
    queryFn: ({ signal }) => callEndpoint(endpoints.listReleases, { query: { page, pageSize: releasesPageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { isLive: true },
  });

export const releaseChannelsQuery = queryOptions({
  queryKey: [...releaseChannelsKey, 'list'],
  queryFn: ({ signal }) => callEndpoint(endpoints.listReleaseChannels, { signal }),
  meta: { isLive: true },
});

export const releaseChannelQuery = (id: string) =>
  queryOptions({
    queryKey: [...releaseChannelsKey, 'details', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.getReleaseChannel, { params: { id }, signal }),
    meta: { isLive: true },
  });

export const channelCustomersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...releaseChannelsKey, 'customers', id, page],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.searchByReleaseChannel, {
        params: { id },
        query: { page, pageSize: channelCustomersPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { isLive: true },
  });

/** A channel's new state (a computed stability index) written into every list that shows it. */
export const useChannelUpdate = () => {
  const queryClient = useQueryClient();
  return (channel: ReleaseChannel) => {
    queryClient.setQueryData<ReleaseChannel[]>(releaseChannelsQuery.queryKey, (list) =>
      list?.map((c) => (c.id === channel.id ? channel : c)),
    );
    void queryClient.invalidateQueries({ queryKey: releaseChannelsKey });
  };
};

/** Everything this feature shows is read again: after a change here, or one another operator pushed. */
export const useReleasesRefresh = () => {
  const queryClient = useQueryClient();
  return {
    releases: () => void queryClient.invalidateQueries({ queryKey: releasesKey }),
    channels: () => {
      void queryClient.invalidateQueries({ queryKey: releaseChannelsKey });
      void queryClient.invalidateQueries({ queryKey: referenceChannelsKey });
    },
  };
};

/** doc2 §4 live pushes: releases and channels created, promoted, and the lists changed. */
export const useReleasesLive = () => {
  const refresh = useReleasesRefresh();
  const queryClient = useQueryClient();
  useLiveEvent('releases', 'releaseCreated', () => refresh.releases());
  useLiveEvent('releases', 'releasePromoted', () => refresh.channels());
  useLiveEvent('releases', 'releaseChannelCreated', () => refresh.channels());
  useLiveEvent('releases', 'releaseChannelDeleted', ({ id }) => {
    queryClient.setQueryData<ReleaseChannel[]>(releaseChannelsQuery.queryKey, (list) => list?.filter((c) => c.id !== id));
    refresh.channels();
  });
  useLiveEvent('releases', 'releaseChannelsChanged', () => refresh.channels());
  // A rollout step ended: what the channel's customers run changed (its details show it).
  useLiveEvent('releases', 'releaseRolloutProgressed', ({ channelId }) => {
    void queryClient.invalidateQueries({ queryKey: releaseChannelQuery(channelId).queryKey });
  });
};

type Validator = typeof endpoints.validateSemanticVersion | typeof endpoints.validateReleaseChannelName;

/** doc2 §5: the server checks the field as the operator types (debounced); empty is invalid. */
export const useServerCheck = (validator: Validator, typed: string) => {
  const [debounced] = useDebouncedValue(typed, 300);
  const check = useQuery({
    queryKey: ['validate', validator.path, debounced],
    queryFn: ({ signal }): Promise<ValidationResult> => callEndpoint(validator, { body: { candidate: debounced }, signal }),
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
