import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../chromium';

/**
 * A page of Chromium driven over the DevTools protocol with no instrumentation: Playwright enables the
 * Network domain on every page it drives, and the browser then reports every request to it — a cost an
 * operator's browser does not pay, large for a page sending hundreds of requests (the BACPAC upload).
 * Only Runtime, DOM and Performance are used here. `profile` is a Chromium profile (signed in by
 * Playwright beforehand: the token is in its local storage).
 */
export type BarePage = {
  /** Opens `url` and waits until its document has loaded. */
  goto: (url: string) => Promise<void>;
  /** Evaluates `expression` in the page (awaiting a promise) and returns its value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Chooses `file` in the page's first element matching `selector` (a file input). */
  setInputFile: (selector: string, file: string) => Promise<void>;
  /** The page's JavaScript heap in use, in bytes (after a garbage collection when `isCollected`). */
  heapUsed: (isCollected?: boolean) => Promise<number>;
  /** Any other DevTools protocol command (a CPU profile: Profiler.start and Profiler.stop). */
  send: <T>(method: string, params?: object) => Promise<T>;
  close: () => Promise<void>;
};

const waitFor = async <T>(read: () => T | undefined, what: string): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > 30_000) throw new Error(`${what} did not come`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export const openBarePage = async ({ profile, url }: { profile: string; url: string }): Promise<BarePage> => {
  const portFile = path.join(profile, 'DevToolsActivePort');
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumFlags,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--window-size=1440,900',
      url,
    ],
    { stdio: 'ignore' },
  );
  const port = await waitFor(
    () => (existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) || undefined : undefined),
    'Chromium',
  );
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.type === 'page')!;
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  };
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Performance.enable');

  const evaluate = async <T>(expression: string) => {
    const answer = await send<{
      result: { value: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (answer.exceptionDetails) {
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    }
    return answer.result.value;
  };
  return {
    goto: async (url) => {
      // The old document carries a mark; the new one is known by its absence.
      await evaluate('window.__leaving = true');
      await send('Page.navigate', { url });
      const started = Date.now();
      while (!(await evaluate<boolean>(`!window.__leaving && document.readyState === 'complete'`).catch(() => false))) {
        if (Date.now() - started > 30_000) throw new Error(`${url} did not load`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    evaluate,
    send,
    setInputFile: async (selector, file) => {
      const { root } = await send<{ root: { nodeId: number } }>('DOM.getDocument');
      const { nodeId } = await send<{ nodeId: number }>('DOM.querySelector', { nodeId: root.nodeId, selector });
      await send('DOM.setFileInputFiles', { nodeId, files: [file] });
    },
    heapUsed: async (isCollected = false) => {
      if (isCollected) await send('HeapProfiler.collectGarbage');
      const { metrics } = await send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
    },
    close: async () => {
      socket.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
};
