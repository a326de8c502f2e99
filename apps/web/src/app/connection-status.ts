import type { LiveSnapshot, LiveState } from '../lib/live-connection';

/** "5 s", "3 min", "1 h": the wait before the next automatic attempt. */
export const formatWait = (seconds: number): string => {
  if (seconds < 60) return `${Math.max(0, Math.ceil(seconds))} s`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.round(seconds / 360) / 10} h`;
};

export const liveStateColor: Record<LiveState, string> = {
  starting: 'gray',
  connected: 'green',
  slow: 'yellow',
  reconnecting: 'orange',
  reconnected: 'teal',
  disconnected: 'red',
};

/** What the connection-status bar says (doc1 §2), given the time now. */
export const describeConnection = ({ state, nextRetryAt }: LiveSnapshot, now: number): string => {
  switch (state) {
    case 'starting':
      return 'Connecting to live updates…';
    case 'connected':
      return 'Live updates connected';
    case 'slow':
      return 'Live updates are slow to arrive';
    case 'reconnecting':
      return 'Reconnecting to live updates…';
    case 'reconnected':
      return 'Reconnected; lists refreshed';
    case 'disconnected':
      return nextRetryAt === null
        ? 'Disconnected from live updates'
        : `Disconnected from live updates; retrying in ${formatWait((nextRetryAt - now) / 1000)}`;
    default: {
      const exhaustive: never = state;
      return exhaustive;
    }
  }
};
