import { endpoints, type ReleaseChannel } from '@console/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';

export const releasesPageSize = 20;
export const channelCustomersPageSize = 20;

export const releasesKey = ['releases'] as const;
export const releaseChannelsKey = ['release-channels'] as const;
/** The customers page's channel choices (features/customers/search-queries.ts) read the same list. */
const referenceChannelsKey = ['reference', 'releaseChannels'] as const;

/** A page of the recent releases, only those whose version contains `version` when it is not empty. */
export const releasesQuery = (page: number, version = '') =>
  queryOptions({
    queryKey: [...releasesKey, 'page', page, version],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listReleases, { query: { page, pageSize: releasesPageSize, version }, signal }),
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

export { useServerCheck, type Validator } from '../../lib/server-check';
