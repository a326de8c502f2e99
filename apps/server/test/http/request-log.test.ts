import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../harness';

/** Issue 30, goal 0: one line per request, after its answer, naming the route and never the URL. */
describe('the request log', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', { customers: 2, env: { LOG_LEVEL: 'info' }, logDestination: destination });
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestLines = () => lines.filter((line) => line.msg === 'request completed');

  it('writes one line per answered request: method, route, status, time and operator', async () => {
    const before = requestLines().length;
    const headers = await t.authHeaders('support');
    const answer = await t.app.inject({ method: 'GET', url: '/api/customers/daysOfWeek?x=secret-value', headers });
    expect(answer.statusCode).toBe(200);
    const added = requestLines().slice(before);
    expect(added).toHaveLength(1);
    const [support] = await t.db.select().from(operators).where(eq(operators.subject, 'support'));
    expect(added[0]).toMatchObject({
      method: 'GET',
      route: '/api/customers/daysOfWeek',
      status: 200,
      operator: support!.id,
    });
    expect(added[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(added[0])).not.toContain('secret-value');
    // Fastify's own pair of lines is off.
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('names the refused and the unknown too, without an operator or the token', async () => {
    const before = requestLines().length;
    await t.app.inject({ method: 'GET', url: '/api/customers/daysOfWeek' });
    await t.app.inject({ method: 'GET', url: '/api/nothing-here?id_token=abc.def.ghi' });
    const added = requestLines().slice(before);
    expect(added.map((line) => [line.route, line.status, line.operator])).toEqual([
      ['/api/customers/daysOfWeek', 401, undefined],
      ['/api/nothing-here', 404, undefined],
    ]);
    expect(JSON.stringify(added)).not.toContain('abc.def.ghi');
  });

  it('is silent at warn', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/operations/loglevel',
      headers: await t.authHeaders('admin'),
      payload: { logLevel: 3 },
    });
    const before = requestLines().length;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLines().length).toBe(before);
  });
});
