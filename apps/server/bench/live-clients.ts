// The 2,000 live clients of `npm run bench:live`, in their own process so the server measured does not
// share its event loop with them. The parent sends commands over IPC; for every push it reports when
// the last socket received it (wall clock, comparable across processes on one machine).
import { io, type Socket } from 'socket.io-client';

export type ClientCommand =
  { type: 'connect'; url: string; path: string; query: Record<string, string>; count: number } | { type: 'disconnect' };

export type ClientReport =
  | { type: 'connected'; ms: number }
  | { type: 'failed'; reason: string }
  | { type: 'received'; key: string; at: number; event: string; payload: unknown; bytes: number }
  | { type: 'disconnected' };

type StepMessage = { change: string; entity: { id: string; state: string } };
type JobMessage = { change: string; entity: { correlationId: string; isCompleted: boolean } };

/** What identifies one push, the same on every socket. */
const stepKey = ({ entity }: StepMessage) => `step ${entity.id} ${entity.state}`;
const jobKey = ({ change, entity }: JobMessage) => `job ${entity.correlationId} ${change} ${entity.isCompleted}`;

const now = () => performance.timeOrigin + performance.now();
const send = (report: ClientReport) => process.send!(report);

let sockets: Socket[] = [];
const counts = new Map<string, number>();
const firstPayloads = new Map<string, unknown>();

const track = (key: string, event: string, payload: unknown) => {
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

const connect = async ({ url, path, query, count }: Extract<ClientCommand, { type: 'connect' }>) => {
  const startedAt = now();
  const opened = Array.from({ length: count }, () => {
    const socket = io(url, { path, query, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('jobStepChanged', (payload: StepMessage) => track(stepKey(payload), 'jobStepChanged', payload));
    socket.on('jobChanged', (payload: JobMessage) => track(jobKey(payload), 'jobChanged', payload));
    return socket;
  });
  sockets = opened;
  await Promise.all(
    opened.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(error));
        }),
    ),
  );
  return now() - startedAt;
};

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') {
    connect(command).then(
      (ms) => send({ type: 'connected', ms }),
      (error: unknown) => send({ type: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    counts.clear();
    send({ type: 'disconnected' });
  }
});
