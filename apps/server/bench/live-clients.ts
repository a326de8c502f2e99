// The live clients of `npm run bench:live` and `npm run bench:scale-out`, in their own process so the
// server measured does not share its event loop with them. The parent sends commands over IPC; for every push it reports when
// the last of this process's sockets received it (wall clock, comparable across processes on one
// machine).
//
// Each client is a WebSocket speaking Socket.IO's protocol through Socket.IO's own parsers
// (engine.io-parser for the transport's packets, socket.io-parser for the namespace's): the server
// sees exactly what socket.io-client sends — the handshake query, the namespace connect, pongs — and
// every push is decoded in full. What it leaves out is socket.io-client's machinery around that
// (reconnection, buffering, its emitter chains), which in a browser runs on the operator's own
// machine; here 2,000 of them would run one after another and be measured as the server's time.
import { decodePacket, encodePacket, type Packet as TransportPacket } from 'engine.io-parser';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import WebSocket from 'ws';

export type ClientCommand =
  { type: 'connect'; url: string; path: string; query: Record<string, string>; count: number } | { type: 'disconnect' };

export type ClientReport =
  | { type: 'connected'; ms: number }
  | { type: 'failed'; reason: string }
  | { type: 'received'; key: string; at: number; event: string; payload: unknown; bytes: number }
  /** `events`: every event this process's sockets decoded since they connected. */
  | { type: 'disconnected'; events: number };

type StepMessage = { change: string; entity: { id: string; state: string } };
type JobMessage = { change: string; entity: { correlationId: string; isCompleted: boolean } };
type CustomerMessage = { id: string; name: string };

/** What identifies one push, the same on every socket. */
const keyOf = (event: string, payload: unknown): string | null => {
  if (event === 'jobStepChanged') {
    const { entity } = payload as StepMessage;
    return `step ${entity.id} ${entity.state}`;
  }
  if (event === 'jobChanged') {
    const { change, entity } = payload as JobMessage;
    return `job ${entity.correlationId} ${change} ${entity.isCompleted}`;
  }
  if (event === 'customerChanged') {
    // The scale-out bench gives every change a name of its own.
    const { id, name } = payload as CustomerMessage;
    return `customer ${id} ${name}`;
  }
  return null;
};

const now = () => performance.timeOrigin + performance.now();
const send = (report: ClientReport) => process.send!(report);

let sockets: WebSocket[] = [];
let events = 0;
const counts = new Map<string, number>();
const firstPayloads = new Map<string, unknown>();

const track = (event: string, payload: unknown) => {
  const key = keyOf(event, payload);
  if (key === null) return;
  const count = (counts.get(key) ?? 0) + 1;
  counts.set(key, count);
  // Kept from the first socket only, so the parent can replay the same payload on the bare peer.
  if (count === 1) firstPayloads.set(key, payload);
  if (count === sockets.length) {
    const at = now();
    counts.delete(key);
    const kept = firstPayloads.get(key);
    firstPayloads.delete(key);
    send({ type: 'received', key, at, event, payload: kept, bytes: JSON.stringify(kept).length });
  }
};

const encoder = new Encoder();

/** Sends one transport packet, as engine.io-client would over WebSocket. */
const sendTransport = (socket: WebSocket, packet: TransportPacket) =>
  encodePacket(packet, true, (encoded) => socket.send(encoded));

/** One socket: the engine handshake, then the namespace's connect; resolves once the namespace accepts. */
const open = (url: string, path: string, query: Record<string, string>) =>
  new Promise<WebSocket>((resolve, reject) => {
    const target = new URL(url);
    const address = new URL(`${path.replace(/\/$/, '')}/`, target);
    address.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
    address.search = new URLSearchParams({ ...query, EIO: '4', transport: 'websocket' }).toString();
    const namespace = target.pathname;
    const socket = new WebSocket(address, { perMessageDeflate: false });
    const decoder = new Decoder();
    decoder.on('decoded', (packet: Packet) => {
      switch (packet.type) {
        case PacketType.CONNECT:
          return resolve(socket);
        case PacketType.CONNECT_ERROR:
          return reject(new Error(`the namespace refused: ${JSON.stringify(packet.data)}`));
        case PacketType.EVENT: {
          const [event, payload] = packet.data as [string, unknown];
          events++;
          return track(event, payload);
        }
        default:
          return undefined;
      }
    });
    socket.on('message', (data: Buffer) => {
      const packet = decodePacket(data.toString());
      switch (packet.type) {
        case 'open':
          for (const encoded of encoder.encode({ type: PacketType.CONNECT, nsp: namespace })) {
            sendTransport(socket, { type: 'message', data: encoded as string });
          }
          return;
        case 'ping':
          return sendTransport(socket, { type: 'pong' });
        case 'message':
          return decoder.add(packet.data);
        default:
          return undefined;
      }
    });
    socket.on('error', reject);
  });

const connect = async ({ url, path, query, count }: Extract<ClientCommand, { type: 'connect' }>) => {
  const startedAt = now();
  sockets = await Promise.all(Array.from({ length: count }, () => open(url, path, query)));
  return now() - startedAt;
};

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') {
    connect(command).then(
      (ms) => send({ type: 'connected', ms }),
      (error: unknown) => send({ type: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    for (const socket of sockets) socket.close();
    sockets = [];
    counts.clear();
    send({ type: 'disconnected', events });
    events = 0;
  }
});
