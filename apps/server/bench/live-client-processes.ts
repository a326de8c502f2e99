// The parent side of the live benches' clients (live-clients.ts): child processes, each holding its
// share of the sockets, driven one command at a time over IPC. Shared by `npm run bench:live` and
// `npm run bench:scale-out`.
import { fork, type ChildProcess } from 'node:child_process';
import type { ClientCommand, ClientReport } from './live-clients';

export type Received = Extract<ClientReport, { type: 'received' }>;

/** One client process, driven one command at a time. */
const startClientProcess = (onReceived: (report: Received) => void) => {
  const child: ChildProcess = fork(new URL('./live-clients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let answer: ((report: ClientReport) => void) | undefined;
  child.on('message', (report: ClientReport) => (report.type === 'received' ? onReceived(report) : answer?.(report)));
  const ask = (command: ClientCommand) =>
    new Promise<ClientReport>((resolve) => {
      answer = resolve;
      child.send(command);
    });
  return { ask, stop: () => child.kill() };
};

/**
 * `sockets` sockets spread over `processes` client processes; a push counts as delivered when every
 * process has reported it, at the latest of their times.
 */
export const startClients = ({ sockets, processes: processCount }: { sockets: number; processes: number }) => {
  const partial = new Map<string, Received[]>();
  const waiting = new Map<string, (report: Received) => void>();
  const arrived = new Map<string, Received>();
  const handleReceived = (report: Received) => {
    const reports = [...(partial.get(report.key) ?? []), report];
    if (reports.length < processes.length) return void partial.set(report.key, reports);
    partial.delete(report.key);
    const last = reports.reduce((latest, next) => (next.at > latest.at ? next : latest));
    const waiter = waiting.get(report.key);
    if (waiter) {
      waiting.delete(report.key);
      waiter(last);
    } else arrived.set(report.key, last);
  };
  const processes = Array.from({ length: processCount }, () => startClientProcess(handleReceived));
  const shares = processes.map((_, index) => Math.floor((sockets + index) / processCount));
  return {
    /** Connects every socket to `url` (a hub's namespace), resolving with the slowest process's time. */
    connect: async (url: string, path: string, query: Record<string, string>) => {
      const reports = await Promise.all(
        processes.map((child, index) => child.ask({ type: 'connect', url, path, query, count: shares[index]! })),
      );
      const failed = reports.find((report) => report.type !== 'connected');
      if (failed) throw new Error(`clients could not connect: ${JSON.stringify(failed)}`);
      return Math.max(...reports.map((report) => (report.type === 'connected' ? report.ms : 0)));
    },
    disconnect: () => Promise.all(processes.map((child) => child.ask({ type: 'disconnect' }))),
    /** Resolves when every socket has the push named `key`. */
    delivered: (key: string) => {
      const done = arrived.get(key);
      if (done) {
        arrived.delete(key);
        return Promise.resolve(done);
      }
      return new Promise<Received>((resolve) => waiting.set(key, resolve));
    },
    stop: () => processes.forEach((child) => child.stop()),
  };
};

export type Clients = ReturnType<typeof startClients>;
