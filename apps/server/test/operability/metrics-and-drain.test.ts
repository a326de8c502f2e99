import { request as httpRequest, type IncomingMessage } from 'node:http';
import { decodeHeaderText, reasonHeader, subscriptionHeader } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainingReason, drainRetryAfterSeconds } from '../../src/http/drain';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { eventually } from '../support/eventually';

const production = seedSubscriptions[0]!.id;
const metricsToken = 'scrape-token-of-the-tests-0123456789';

/** The request counter's value for one route and status in a scrape, 0 when absent. */
const requestCount = (scrape: string, route: string, status: number) => {
  const line = scrape
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`console_http_request_duration_seconds_count{`) &&
        l.includes(`route="${route}"`) &&
        l.includes(`status="${status}"`),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe.each(testDatabases)('metrics at /metrics, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0, env: { METRICS_TOKEN: metricsToken } });
  });
  afterAll(async () => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are refused without the configured bearer token, and never show it', async () => {
    const anonymous = await scrape();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape('Bearer not-the-token')).statusCode).toBe(401);
    // An operator's token is no scraper's token.
    expect((await scrape((await t.authHeaders('admin')).authorization)).statusCode).toBe(401);
    expect(anonymous.body).not.toContain(metricsToken);
  });

  it('show a request just made, by route template and status, beside jobs, sockets and the database', async () => {
    const before = (await scrape(`Bearer ${metricsToken}`)).body;
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/customers/00000000-0000-4000-8000-000000000000',
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
    });
    expect(customer.statusCode).toBe(404);
    const answer = await scrape(`Bearer ${metricsToken}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    // The route template, never the id in the address.
    expect(requestCount(answer.body, '/api/customers/:id', 404)).toBe(requestCount(before, '/api/customers/:id', 404) + 1);
    expect(answer.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(answer.body).toMatch(new RegExp(`console_database_size_bytes\\{kind="${kind}"\\} [1-9]`));
    expect(answer.body).toContain('console_process_resident_memory_bytes');
    expect(answer.body).toContain('# TYPE console_jobs gauge');
    expect(answer.body).toContain('# TYPE console_live_sockets gauge');
    // The customer's lookup ran at least one query, timed.
    const queries = (body: string) =>
      Number(new RegExp(`console_database_query_duration_seconds_count\\{kind="${kind}"\\} (\\d+)`).exec(body)?.[1] ?? 0);
    expect(queries(answer.body)).toBeGreaterThan(queries(before));
  });
});

describe('metrics without a token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { customers: 0 });
  });
  afterAll(async () => t?.close());

  it('are not served', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } })).statusCode,
    ).toBe(404);
  });
});

/**
 * SIGTERM drains before the server closes (main.ts → server.drain → server.close). The close then gives
 * running jobs back to the queue: jobs/hand-back.test.ts.
 */
describe.each(testDatabases)('the drain on a stop, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
  });
  afterAll(async () => t?.close());

  it('lets a request in flight finish, refuses new ones with 503 and Retry-After, and turns readiness off', async () => {
    const base = await t.listen();
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const headers = await t.authHeaders('admin', { [subscriptionHeader]: production });

    let release!: () => void;
    const inFlight = new Promise<void>((resolve) => (release = resolve));
    // A request whose body is still arriving: in flight when the drain starts.
    const body = JSON.stringify({ candidate: 'Server=tcp:db.example,1433;Database=events;' });
    const answered = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
      const request = httpRequest(`${base}/api/validate/sqlconnectionstring`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(Object.assign(response, { text })));
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      // The rest is sent once the drain has started (below).
      inFlight.then(() => request.end(body.slice(10)), reject);
    });
    await eventually(() => expect(t.server.inFlightRequests()).toBe(1));

    const draining = t.server.drain(30_000);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(decodeHeaderText(ready.headers.get(reasonHeader) ?? '')).toContain('the server is stopping');
    // Liveness stays the cheap answer: the process is alive while it drains.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const refused = await fetch(`${base}/api/whoami`, { headers });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(drainRetryAfterSeconds));
    expect(decodeHeaderText(refused.headers.get(reasonHeader) ?? '')).toBe(drainingReason);

    release();
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.text)).toHaveProperty('isValid');
    expect(await draining).toBe(true);
  });
});
