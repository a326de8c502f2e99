import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { endpointName, isSignInRequired, type Endpoint } from '@console/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, operatorSubscriptions, operators } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { allEndpoints, pathWith, sampleParams, sampleRequest, type SampleRequest, type SampleTargets } from './requests';

/**
 * The OpenAPI document the server publishes, held to what outside tools (a fuzzer, a client generator)
 * rely on: an outside linter finds nothing in it, and every call generated for every operation —
 * anonymous, as an operator with no subscription or no flags, with bad input, a valid sample — gets an
 * answer whose status the document lists for that operation, with the documented content type and a
 * body the documented schema accepts (decision 005).
 */

type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema };
type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, MediaType> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const documentPath = (endpoint: Endpoint) => endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The schema with each `#/components/schemas/…` reference replaced by what it names. */
const resolved = (schema: unknown, document: Document): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => resolved(item, document));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/')) {
    return resolved(document.components?.schemas?.[ref.slice('#/components/schemas/'.length)], document);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value, document)]));
};

const baseMediaType = (contentType: string | undefined) => contentType?.split(';')[0]?.trim() ?? '';

/** The documented answer for a status: the exact code, else its range (5XX). */
const documentedAnswer = (operation: Operation, status: number) =>
  operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];

it('passes the outside linter (@redocly/cli, recommended rules as errors) with nothing to report', async () => {
  const t = await createTestApp('pglite', { customers: 0 });
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    const redocly = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/redocly');
    const config = path.resolve(import.meta.dirname, '../../../../redocly.yaml');
    const { stdout, stderr } = await promisify(execFile)(redocly, [
      'lint',
      file,
      '--config',
      config,
      '--format',
      'summary',
    ]).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr }));
    // The summary lists each rule that found something; none may.
    expect(`${stdout}\n${stderr}`).not.toMatch(/^\s*(error|warning)\s/m);
    expect(`${stdout}\n${stderr}`).toContain('Your API description is valid');
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  }
});

describe.each(testDatabases)('every answer matches the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let document: Document;
  let targets: SampleTargets;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  const validators = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    if (!validators.has(schema)) validators.set(schema, ajv.compile(resolved(schema, document) as Schema));
    return validators.get(schema)!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.subscriptionId, seedSubscriptions[0]!.id))
      .orderBy(asc(customers.alias))
      .limit(1);
    targets = { customerId: customer!.id, subscriptionId: seedSubscriptions[0]!.id };
    // An operator who belongs to no subscription (first seen, then removed from every one).
    await t.app.inject({ method: 'GET', url: '/api/whoami', headers: await t.authHeaders('nobody') });
    const [row] = await t.db
      .select()
      .from(operators)
      .where(and(eq(operators.subject, 'nobody')));
    await t.db.delete(operatorSubscriptions).where(eq(operatorSubscriptions.operatorId, row!.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents every endpoint of the contract once, named after it', () => {
    const named = allEndpoints.map(({ key, endpoint }) => [
      key,
      document.paths[documentPath(endpoint)]?.[endpoint.method.toLowerCase()]?.operationId,
      endpointName(endpoint),
    ]);
    expect(named).toEqual(allEndpoints.map(({ key }) => [key, key, key]));
  });

  /** The calls a generated client or a fuzzer makes, from the declaration alone. */
  const callsFor = async (endpoint: Endpoint): Promise<{ name: string; request: SampleRequest }[]> => {
    const sample = sampleRequest(endpoint, targets);
    const signedIn = async (subject: string) => ({
      ...sample,
      headers: { ...sample.headers, ...(await t.authHeaders(subject)) },
    });
    const calls = [{ name: 'anonymous', request: sample }];
    if (!isSignInRequired(endpoint)) return calls;
    const admin = await signedIn('admin');
    const params = sampleParams(endpoint, targets);
    const separator = admin.url.includes('?') ? '&' : '?';
    calls.push(
      { name: 'no subscription', request: await signedIn('nobody') },
      { name: 'no flags', request: await signedIn('support') },
      // Text PostgreSQL cannot store, in a query value any call may be sent.
      { name: 'unstorable query text', request: { ...admin, url: `${admin.url}${separator}note=%00` } },
      {
        name: 'a body that is not JSON',
        request: { ...admin, headers: { ...admin.headers, 'content-type': 'application/xml' }, payload: '<x/>' },
      },
    );
    for (const name of Object.keys(params)) {
      calls.push({
        name: `path value ${name} of the wrong form`,
        request: { ...admin, url: pathWith(endpoint, { ...params, [name]: 'not-an-id' }) },
      });
    }
    if (endpoint.body) {
      calls.push({
        name: 'an empty object for a body',
        request: { ...admin, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: '{}' },
      });
    }
    // The valid sample last: it may change or remove what it names.
    calls.push({ name: 'a valid sample', request: admin });
    return calls;
  };

  it.each(allEndpoints.map(({ key, endpoint }) => [key, endpoint] as const))(
    '%s answers only what its operation documents',
    async (_key, endpoint) => {
      const operation = document.paths[documentPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(operation, 'documented').toBeDefined();
      const problems: string[] = [];
      for (const { name, request } of await callsFor(endpoint)) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        const answer = documentedAnswer(operation!, response.statusCode);
        const said = `${name}: ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${said} (a server failure) ${response.body.slice(0, 200)}`);
        if (!answer) {
          problems.push(
            `${said} is not documented (${Object.keys(operation!.responses).join(', ')}) ${response.body.slice(0, 200)}`,
          );
          continue;
        }
        const mediaTypes = Object.keys(answer.content ?? {});
        if (mediaTypes.length === 0) {
          if (response.rawPayload.length > 0) problems.push(`${said} has a body where the document says none`);
          continue;
        }
        const mediaType = baseMediaType(response.headers['content-type'] as string | undefined);
        if (!mediaTypes.includes(mediaType)) {
          problems.push(`${said} is ${mediaType || 'without a content type'}, documented ${mediaTypes.join(', ')}`);
          continue;
        }
        const schema = answer.content![mediaType]!.schema;
        if (!schema || (schema as { format?: string }).format === 'binary') continue;
        const body: unknown = mediaType === 'application/json' ? response.json() : response.body;
        const validate = validatorOf(schema);
        if (!validate(body)) problems.push(`${said} body does not match its schema: ${ajv.errorsText(validate.errors)}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
