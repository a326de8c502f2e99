import type { HubEventName, HubName, HubPayload } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { LiveConnection, type LiveSnapshot } from './live-connection';
import { lazyTransport } from './lazy-transport';
import { ApiError } from './api-error';
import { reportError, showError } from './report-error';
import { releaseLiveReads } from './live-ready';
import { refetchLiveQueries, refetchLiveQueriesReadBefore } from './live-refetch';

/** The server pings every 10 s and allows 5 s more; a ping overdue by then makes the connection slow. */
const slowAfterMs = 15_000;

const LiveContext = createContext<LiveConnection | null>(null);

/**
 * Runs the console's live connection while an operator is signed in to a subscription: it starts
 * when this mounts (sign-in) and stops when it unmounts (sign-out) or the subscription changes.
 */
export const LiveProvider = ({
  token,
  subscriptionId,
  children,
}: {
  token: string | null;
  subscriptionId: string | null;
  children: ReactNode;
}) => {
  const queryClient = useQueryClient();
  const connection = useMemo(
    () =>
      token && subscriptionId
        ? new LiveConnection({
            createTransport: lazyTransport(async () =>
              (await import('./live-socket-transport')).createSocketTransport({ token, subscriptionId }),
            ),
            onFailure: showError,
            // Pushes may have been missed while away: every live list fetches again.
            onReconnected: () => void refetchLiveQueries(queryClient),
            onConnected: (connectedAt) => {
              releaseLiveReads();
              void refetchLiveQueriesReadBefore(queryClient, connectedAt);
            },
            // doc1 §8's rule for a 401: the stored token is removed and the page reloads.
            onUnauthorized: () =>
              reportError(
                new ApiError({ status: 401, reason: 'The token is invalid or has expired', errorMessage: null, path: '/live' }),
              ),
            slowAfterMs,
          })
        : null,
    [token, subscriptionId, queryClient],
  );
  useEffect(() => {
    connection?.start();
    // A first attempt that fails lets the reads waiting for it go ahead (lib/live-ready.ts).
    const unsubscribe = connection?.subscribe(() => {
      const { state } = connection.getSnapshot();
      if (state === 'reconnecting' || state === 'disconnected') releaseLiveReads();
    });
    return () => {
      unsubscribe?.();
      connection?.stop();
    };
  }, [connection]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
};

const notStarted: LiveSnapshot = { state: 'starting', nextRetryAt: null };
const noSubscription = () => () => undefined;

export const useLiveConnection = () => useContext(LiveContext);

/** The connection's state and next retry, for the connection-status bar. */
export const useLiveSnapshot = (): LiveSnapshot => {
  const connection = useLiveConnection();
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getSnapshot ?? (() => notStarted));
};

/** Calls `handler` for every push of one hub event while mounted. */
export const useLiveEvent = <H extends HubName, E extends HubEventName<H>>(
  hub: H,
  event: E,
  handler: (payload: HubPayload<H, E>) => void,
) => {
  const connection = useLiveConnection();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => connection?.on(hub, event, (payload) => latest.current(payload)), [connection, hub, event]);
};

/** Joins a hub group (e.g. a deployment id) while mounted. */
export const useLiveGroup = (hub: HubName, groupId: string | null | undefined) => {
  const connection = useLiveConnection();
  useEffect(() => (connection && groupId ? connection.joinGroup(hub, groupId) : undefined), [connection, hub, groupId]);
};
