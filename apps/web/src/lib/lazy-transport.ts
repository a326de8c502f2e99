import type { CreateLiveTransport, LiveTransport } from './live-connection';

type Subscription = {
  hub: Parameters<LiveTransport['on']>[0];
  event: string;
  handler: (payload: unknown) => void;
  off: (() => void) | null;
  isRemoved: boolean;
};

/**
 * A transport whose wire loads on first use, so the live client (Socket.IO, ≈ 17 kB gzip) is not in
 * the first load of a page (issue 10). Handlers registered and an `open` asked for before it loads
 * are applied once it has; a failed load reports a connection error, which the connection retries.
 */
export const lazyTransport =
  (load: () => Promise<CreateLiveTransport>): CreateLiveTransport =>
  (handlers) => {
    let real: LiveTransport | null = null;
    let isOpenWanted = false;
    const waiting: Subscription[] = [];
    let loading: Promise<LiveTransport> | null = null;
    // Loads the wire once; after a failed load the next open or request tries again.
    const ensureLoaded = () =>
      (loading ??= load().then(
        (create) => {
          real = create(handlers);
          for (const s of waiting) if (!s.isRemoved) s.off = real.on(s.hub, s.event, s.handler);
          waiting.length = 0;
          if (isOpenWanted) real.open();
          return real;
        },
        (error: unknown) => {
          loading = null;
          handlers.onConnectError({ reason: error instanceof Error ? error.message : 'The live client could not be loaded' });
          throw error;
        },
      ));
    // The failure is reported through onConnectError; an unhandled rejection would only add noise.
    const loadQuietly = () => void ensureLoaded().catch(() => undefined);
    loadQuietly();
    return {
      open: () => {
        isOpenWanted = true;
        if (real) real.open();
        else loadQuietly();
      },
      close: () => {
        isOpenWanted = false;
        real?.close();
      },
      on: (hub, event, handler) => {
        if (real) return real.on(hub, event, handler);
        const subscription: Subscription = { hub, event, handler, off: null, isRemoved: false };
        waiting.push(subscription);
        return () => {
          subscription.isRemoved = true;
          subscription.off?.();
        };
      },
      request: async (hub, event, groupId) => (await ensureLoaded()).request(hub, event, groupId),
    };
  };
