import { decodeHeaderText, fieldLabel, isChange, reasonHeader, type Endpoint } from '@console/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { auditEvents, customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { settle } from '../support/jobs';
import {
  allEndpoints,
  fieldsOf,
  isFieldRequired,
  jsonSchemaOf,
  jsonTypeOf,
  multipartBody,
  pathWith,
  sampleBody,
  sampleParams,
  type FieldPath,
  type JsonSchema,
  type SampleTargets,
  withField,
} from './requests';

/**
 * Schema-derived bad input for every endpoint of the contract: wrong types, missing fields, huge,
 * NUL and half-surrogate text, extreme numbers, broken JSON, wrong content types, malformed
 * multipart, path traversal and broken encoding in paths. Whatever arrives: never a 5xx; a 400
 * names the field as operators know it; a refused call changes nothing; a change is audited.
 */

type Variant = {
  name: string;
  method: Endpoint['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The field a 400 must name, as operators know it. */
  field?: FieldPath;
};

const megabyteText = 'x'.repeat(1024 * 1024);
const nul = 'before\u0000after';
const halfSurrogate = 'before\ud800after';

const jsonVariant = (base: Omit<Variant, 'payload' | 'headers'>, body: unknown, raw?: string): Variant => ({
  ...base,
  headers: { 'content-type': 'application/json' },
  // JSON.stringify writes a lone surrogate as the escape \ud800, which is valid JSON for it.
  payload: raw ?? JSON.stringify(body),
});

const wrongValueFor = (schema: JsonSchema): unknown => {
  switch (jsonTypeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not an object';
    default:
      return { unexpected: true };
  }
};

/** Every bad request for one endpoint, from its declaration alone. */
const variantsOf = (endpoint: Endpoint, targets: SampleTargets): Variant[] => {
  const params = sampleParams(endpoint, targets);
  const url = pathWith(endpoint, params);
  const variants: Variant[] = [];
  const method = endpoint.method;

  for (const name of Object.keys(params)) {
    for (const [label, value] of [
      ['traversal', '../../etc/passwd'],
      ['NUL', '\u0000'],
      ['unicode', 'Müller–𝔘'],
      ['long', 'x'.repeat(4000)],
    ] as const) {
      variants.push({ name: `path ${name}: ${label}`, method, url: pathWith(endpoint, { ...params, [name]: value }) });
    }
    variants.push({
      name: `path ${name}: broken encoding`,
      method,
      url: endpoint.path.replace(`:${name}`, '%E0%A4%A').replace(/:([A-Za-z]+)/g, 'x'),
    });
  }

  const query = jsonSchemaOf(endpoint.query);
  for (const [key, property] of Object.entries(query?.properties ?? {})) {
    const bad: [string, string][] = [
      ['NUL', '%00'],
      ['long', 'x'.repeat(3000)],
      ['wrong type', jsonTypeOf(property) === 'string' ? '' : 'abc'],
    ];
    for (const [label, value] of bad) {
      variants.push({
        name: `query ${key}: ${label}`,
        method,
        url: `${url}?${key}=${value}`,
        ...(label === 'NUL' ? { field: [key] } : {}),
      });
    }
  }

  if (endpoint.method === 'GET' || endpoint.method === 'HEAD') return variants;

  variants.push(
    { name: 'multipart without a boundary', method, url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    {
      name: 'multipart with a mismatched boundary',
      method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.rdl"\r\n\r\nx\r\n--xyz--\r\n',
    },
    {
      name: 'truncated multipart',
      method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.rdl"\r\n\r\n<Report',
    },
    { name: 'text instead of JSON', method, url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    jsonVariant({ name: 'broken JSON', method, url }, undefined, '{"a":'),
    jsonVariant({ name: 'a list for a body', method, url }, []),
    jsonVariant({ name: 'text for a body', method, url }, 'text'),
    jsonVariant({ name: 'null for a body', method, url }, null),
    jsonVariant({ name: 'an unexpected body', method, url }, { unexpected: megabyteText.slice(0, 1000) }),
  );

  if (endpoint.upload) {
    const form = (name: string, fileName: string, content: string | Buffer) => ({
      name,
      method,
      url,
      ...multipartBody(endpoint, fileName, content),
    });
    variants.push(
      form('upload: a file of another type', 'virus.exe', 'MZ'),
      form('upload: a name of 300 characters', `${'n'.repeat(300)}.exe`, 'x'),
      form('upload: NUL in the name', 'bad\u0000name.rdl', '<Report/>'),
      form('upload: script posing as a report', 'x.rdl', '<script>alert(1)</script>'),
      form('upload: empty', `empty${endpoint.upload.extensions[0] ?? ''}`, ''),
      form('upload: too large', `huge${endpoint.upload.extensions[0] ?? ''}`, Buffer.alloc(endpoint.upload.maxBytes + 1, 0x3c)),
    );
  }

  const bodySchema = jsonSchemaOf(endpoint.body);
  if (!bodySchema) return variants;
  const base = sampleBody(endpoint, targets);
  for (const { path, schema } of fieldsOf(bodySchema)) {
    const name = `body ${path.join('.')}`;
    const at = (field: unknown) => withField(base ?? {}, path, field);
    variants.push(jsonVariant({ name: `${name}: wrong type`, method, url, field: path }, at(wrongValueFor(schema))));
    if (isFieldRequired(bodySchema, path))
      variants.push(jsonVariant({ name: `${name}: missing`, method, url, field: path }, at(undefined)));
    const type = jsonTypeOf(schema);
    if (type === 'string') {
      variants.push(
        jsonVariant({ name: `${name}: NUL`, method, url, field: path }, at(nul)),
        jsonVariant({ name: `${name}: half a surrogate pair`, method, url, field: path }, at(halfSurrogate)),
        jsonVariant({ name: `${name}: a megabyte`, method, url }, at(megabyteText)),
      );
    }
    if (type === 'number' || type === 'integer') {
      variants.push(
        jsonVariant({ name: `${name}: negative`, method, url }, at(-1e12)),
        jsonVariant({ name: `${name}: huge`, method, url }, at(1e308)),
        jsonVariant({ name: `${name}: fraction`, method, url }, at(0.5)),
      );
    }
    if (type === 'array')
      variants.push(jsonVariant({ name: `${name}: list of NUL`, method, url, field: [...path, 0] }, at([nul])));
  }
  return variants;
};

/** A fingerprint of everything a call could change (the audit record and operators' last-seen times aside). */
/**
 * Every console table's rows, as one digest per table. Left out: the audit (a refused call records its
 * refusal), the migrations, and the live adapter's `socket_io_attachments` — the transport of large pushes
 * (a job with many steps), which the adapter writes and prunes on its own clock, not the console's data.
 */
const snapshot = async (db: Db): Promise<string> => {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('audit_events', '__drizzle_migrations', 'socket_io_attachments') order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const columns = table === 'operators' ? `t.id, t.current_subscription_id, t.has_db_access` : 't';
    const result = (await db.execute(
      sql.raw(`select md5(string_agg((${columns})::text, '|' order by (${columns})::text)) as digest from "${table}" t`),
    )) as unknown as { rows: { digest: string | null }[] };
    parts.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return parts.join(',');
};

const settled = (db: Db) => settle({ db });

const succeededChanges = async (db: Db) => {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.outcome, 'succeeded'));
  return row!.n;
};

describe.each(testDatabases)('bad input to every endpoint on %s', (kind) => {
  let t: TestApp;
  let targets: SampleTargets;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.subscriptionId, seedSubscriptions[0]!.id), eq(customers.state, 'active')))
      .orderBy(asc(customers.alias))
      .limit(1);
    targets = { customerId: customer!.id, subscriptionId: seedSubscriptions[0]!.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(allEndpoints.map(({ key, endpoint }) => [key, endpoint] as const))('%s', async (_key, endpoint) => {
    const problems: string[] = [];
    const headers = await t.authHeaders('admin');
    await settled(t.db);
    let before = await snapshot(t.db);
    for (const variant of variantsOf(endpoint, targets)) {
      const changesBefore = await succeededChanges(t.db);
      const response = await t.app.inject({
        method: variant.method,
        url: variant.url,
        headers: { ...headers, ...variant.headers },
        payload: variant.payload,
      });
      const status = response.statusCode;
      const reason = decodeHeaderText(String(response.headers[reasonHeader] ?? ''));
      if (status >= 500) {
        problems.push(`${variant.name}: ${status} ${reason}`);
        continue;
      }
      if (status >= 400) {
        if (!reason) problems.push(`${variant.name}: ${status} without a reason`);
        if (status === 400 && variant.field && !reason.includes(fieldLabel(variant.field))) {
          problems.push(`${variant.name}: the reason '${reason}' does not name '${fieldLabel(variant.field)}'`);
        }
        const after = await snapshot(t.db);
        if (after !== before) {
          // Name the tables whose rows changed, so a failure says where to look.
          const was = new Set(before.split(','));
          const changed = after
            .split(',')
            .filter((part) => !was.has(part))
            .map((part) => part.split(':')[0]);
          problems.push(`${variant.name}: refused with ${status} but changed data (${changed.join(', ')})`);
        }
        continue;
      }
      // Accepted: a change has its audit record, written with it.
      if (isChange(endpoint) && (await succeededChanges(t.db)) !== changesBefore + 1) {
        problems.push(`${variant.name}: ${status} without an audit record`);
      }
      await settled(t.db);
      before = await snapshot(t.db);
    }
    expect(problems).toEqual([]);
  });
});
