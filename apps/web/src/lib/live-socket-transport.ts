import { hubNames, hubs, livePath, type HubName, type LiveRefusal } from '@console/contract';
import { Manager, type Socket } from 'socket.io-client';
import type { CreateLiveTransport, GroupResult } from './live-connection';

/** The hub whose socket reports the connection's state; the others follow it on the same wire. */
const primaryHub: HubName = 'jobs';

const groupTimeoutMs = 10_000;

/**
 * Every hub over one Socket.IO connection to `/live`, carrying the spec's `id_token` and
 * `subscription_id` query values. Socket.IO's own retry is off: the connection schedules retries
 * itself (doc1 §4), so the bar can count down and offer 'reconnect now'.
 */
export const createSocketTransport =
  ({
    token,
    subscriptionId,
    origin = window.location.origin,
  }: {
    token: string;
    subscriptionId: string;
    origin?: string;
  }): CreateLiveTransport =>
  (handlers) => {
    const manager = new Manager(origin, {
      path: livePath,
      query: { id_token: token, subscription_id: subscriptionId },
      // WebSocket only: no long-polling, so no sticky sessions are needed behind a load balancer.
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
    });
    const sockets = new Map<HubName, Socket>(hubNames.map((hub) => [hub, manager.socket(hubs[hub].namespace)]));
    const primary = sockets.get(primaryHub)!;
    primary.on('connect', handlers.onConnect);
    primary.on('disconnect', (reason) => handlers.onDisconnect(reason));
    primary.on('connect_error', (error: Error & { data?: LiveRefusal }) =>
      handlers.onConnectError({ status: error.data?.status, reason: error.data?.reason ?? error.message }),
    );
    manager.on('ping', handlers.onHeartbeat);
    return {
      open: () => {
        for (const socket of sockets.values()) socket.connect();
      },
      close: () => {
        for (const socket of sockets.values()) socket.disconnect();
      },
      on: (hub, event, handler) => {
        const socket = sockets.get(hub)!;
        socket.on(event, handler);
        return () => void socket.off(event, handler);
      },
      request: (hub, event, groupId) =>
        sockets.get(hub)!.timeout(groupTimeoutMs).emitWithAck(event, groupId) as Promise<GroupResult>,
    };
  };
