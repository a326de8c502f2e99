import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../harness';

/**
 * Issue 23: with REQUEST_TIMEOUT_SECONDS=30 a client sending its headers or body a byte at a time held
 * its connection for 59 s, 84 s, or as long as it liked. These clients trickle bytes at a server whose
 * timeout is one second and wait for the server to end the request; each must be ended within the
 * timeout and a little scheduling slack, never before it.
 */

const timeoutSeconds = 1;
const timeoutMs = timeoutSeconds * 1000;
/** Scheduling slack on a busy 2-core machine; a timeout checked every 30 s (Node's default) misses it by far. */
const slackMs = 1000;
/** A slow client's pace: well inside the socket's idle timeout, so only the request timeout can end it. */
const trickleEveryMs = 100;

type Ending = { elapsedMs: number; answer: string };

/**
 * Opens a raw connection, sends `head` at once, then `trickle` one byte at a time (repeating it while
 * the connection stays open), and resolves when the server closes the connection. Gives up (resolves
 * with the time so far) once `timeoutMs + slackMs` has clearly passed, so a server that never ends the
 * request fails the test at once instead of hanging it.
 */
const slowClient = (port: number, head: string, trickle: string, headStartsAfterMs = 0) =>
  new Promise<Ending>((resolve, reject) => {
    let answer = '';
    let startedAt = 0;
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      startedAt = performance.now();
      const sendByte = () => {
        if (socket.destroyed || !socket.writable) return;
        socket.write(trickle[sent % trickle.length]!);
        sent++;
      };
      const startTrickle = () => {
        ticker = setInterval(sendByte, trickleEveryMs);
      };
      if (headStartsAfterMs === 0) {
        socket.write(head);
        startTrickle();
      } else {
        // The head itself arrives a byte at a time, then the rest trickles on.
        let index = 0;
        ticker = setInterval(() => {
          if (socket.destroyed) return;
          const bytesPerTick = Math.ceil(head.length / (headStartsAfterMs / trickleEveryMs));
          socket.write(head.slice(index, index + bytesPerTick));
          index += bytesPerTick;
          if (index >= head.length) {
            clearInterval(ticker);
            startTrickle();
          }
        }, trickleEveryMs);
      }
    });
    const giveUp = setTimeout(() => socket.destroy(), timeoutMs + slackMs + 2000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset is the server ending the request too.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      resolve({ elapsedMs: performance.now() - startedAt, answer });
    });
  });

/** Ended by the server at the timeout: after it, within the slack, answered 408 and closed. */
const expectEndedAtTheTimeout = ({ elapsedMs, answer }: Ending) => {
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 50);
  expect(elapsedMs).toBeLessThanOrEqual(timeoutMs + slackMs);
};

describe.each(testDatabases)('slow clients on %s', (kind) => {
  let t: TestApp;
  let port: number;
  /** A change call's head as a signed-in operator sends it: the body is read only after the token is checked. */
  let postHead: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { REQUEST_TIMEOUT_SECONDS: String(timeoutSeconds) } });
    port = Number(new URL(await t.listen()).port);
    postHead =
      'POST /api/movetoothersubscription HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${await t.tokenFor('admin')}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
  });
  afterAll(async () => t?.close());

  it('ends a request whose headers come a byte at a time at the timeout', async () => {
    const ending = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'abcdefgh');
    expectEndedAtTheTimeout(ending);
  });

  it('ends a request whose body comes a byte at a time at the timeout', async () => {
    const ending = await slowClient(port, postHead, ' ');
    expectEndedAtTheTimeout(ending);
  });

  it('counts the whole request: slow headers, then a slow body, end at the timeout from the first byte', async () => {
    // The headers take most of the timeout, the body would take far longer: the request as a whole is cut.
    const ending = await slowClient(port, postHead, ' ', timeoutMs * 0.6);
    expectEndedAtTheTimeout(ending);
  });

  it('ends fifty slow bodies at once at the timeout, and still answers a quick caller', async () => {
    const endings = await Promise.all(Array.from({ length: 50 }, () => slowClient(port, postHead, ' ')));
    for (const ending of endings) expectEndedAtTheTimeout(ending);
    const health = await fetch(`${await t.listen()}/api/health`);
    expect(health.status).toBe(200);
  });
});
