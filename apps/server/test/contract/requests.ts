import { randomUUID } from 'node:crypto';
import { endpoints, type Endpoint } from '@console/contract';
import { z } from 'zod';

/**
 * Requests made from the contract alone, so that every endpoint — including one added tomorrow — is
 * walked by the generated tests without a line of test code of its own.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

export const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

export type NamedEndpoint = { key: string; endpoint: Endpoint };

export const allEndpoints: NamedEndpoint[] = Object.entries(endpoints).map(([key, endpoint]) => ({
  key,
  endpoint: endpoint as Endpoint,
}));

/** What the samples point at: ids that exist for the calling operator. */
export type SampleTargets = { customerId: string; subscriptionId: string };

const firstOf = (schema: JsonSchema): JsonSchema => {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return options.find((option) => option.type !== 'null') ?? options[0]!;
};

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A plausible value for a field, by its schema and name. */
export const sampleValue = (schema: JsonSchema, name: string, targets: SampleTargets): unknown => {
  const chosen = firstOf(schema);
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.enum) return chosen.enum[0];
  if (chosen.default !== undefined) return chosen.default;
  switch (typeOf(chosen)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(chosen.properties ?? {})) value[key] = sampleValue(property, key, targets);
      return value;
    }
    case 'array':
      return [sampleValue(chosen.items ?? {}, name.replace(/s$/, ''), targets)];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      if (name === 'peakDays') return 7; // one of the peak day choices (doc1 §9)
      return chosen.minimum !== undefined ? Math.max(chosen.minimum, chosen.exclusiveMinimum ?? chosen.minimum) || 1 : 1;
    case 'string':
    default: {
      if (chosen.format === 'uuid') return /customer/i.test(name) ? targets.customerId : randomUUID();
      if (chosen.format === 'date') return '2026-11-22';
      if (chosen.format === 'date-time') return '2026-11-22T10:00:00Z';
      if (chosen.format === 'email') return 'someone@example.com';
      if (chosen.format === 'uri' || chosen.format === 'url') return 'https://example.com/';
      if (/subscriptionId/i.test(name)) return targets.subscriptionId;
      if (/customerId/i.test(name)) return targets.customerId;
      if (chosen.pattern === '^[A-Z]{3}$') return 'AUD';
      if (name === 'customDomainName') return 'events.example.com';
      if (name === 'domainName') return 'events.example.com';
      if (name === 'ipAddress' || name === 'ip') return '203.0.113.7';
      if (name === 'value') return '60';
      if (name === 'minPerformanceLevelId') return 'S0';
      if (name === 'maxPerformanceLevelId') return 'S2';
      if (name === 'messageIds') return 'sample-message-1;sample-message-2';
      if (name === 'thumbprint') return 'A'.repeat(40);
      if (name === 'selectedAzureLocation') return 'eastus';
      if (name === 'version' && chosen.pattern) return '4.13.0'; // a cloud service's bootstrapper version
      if (name === 'serviceName') return 'cs-sample-service';
      if (name === 'hostingGroupIdentifier' || name === 'machineName') return `sample-${randomUUID().slice(0, 8)}`;
      const length = Math.max(chosen.minLength ?? 1, 1);
      return 'sample'.padEnd(Math.min(length, chosen.maxLength ?? length), 'x').slice(0, chosen.maxLength ?? 100);
    }
  }
};

/** A path parameter's sample: a customer id for customer paths, else a value of the right form. */
const sampleParam = (name: string, schema: JsonSchema, targets: SampleTargets): string => {
  if (name === 'id' || /customer/i.test(name)) return targets.customerId;
  if (name === 'letter') return 'a';
  // The email IP pool's calls are named by the configured provider (EMAIL_PROVIDER's default).
  if (name === 'provider') return 'sendGridIpManagement';
  const value = sampleValue(schema, name, targets);
  return String(value);
};

export type SampleRequest = {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export const pathWith = (endpoint: Endpoint, params: Record<string, string>) =>
  endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

export const sampleParams = (endpoint: Endpoint, targets: SampleTargets): Record<string, string> => {
  const schema = jsonSchemaOf(endpoint.params);
  const params: Record<string, string> = {};
  for (const match of endpoint.path.matchAll(/:([A-Za-z]+)/g)) {
    const name = match[1]!;
    params[name] = sampleParam(name, schema?.properties?.[name] ?? {}, targets);
  }
  return params;
};

export const sampleBody = (endpoint: Endpoint, targets: SampleTargets): unknown => {
  const schema = jsonSchemaOf(endpoint.body);
  return schema ? sampleValue(schema, 'body', targets) : undefined;
};

/** A multipart body of one small file in the endpoint's upload field, with its form fields. */
export const multipartBody = (
  endpoint: Endpoint,
  fileName: string,
  content: string | Buffer,
  fields: Record<string, string> = {},
) => {
  const boundary = `----contract${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${endpoint.upload?.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
};

/** A well-formed request to the endpoint with sample values: what a correct client would send. */
export const sampleRequest = (endpoint: Endpoint, targets: SampleTargets): SampleRequest => {
  const url = pathWith(endpoint, sampleParams(endpoint, targets));
  const query = jsonSchemaOf(endpoint.query);
  const search = new URLSearchParams();
  for (const [key, property] of Object.entries(query?.properties ?? {})) {
    if (query?.required?.includes(key)) search.set(key, String(sampleValue(property, key, targets)));
  }
  const fullUrl = search.size > 0 ? `${url}?${search}` : url;
  if (endpoint.upload) {
    const { headers, payload } = multipartBody(endpoint, `sample${endpoint.upload.extensions[0] ?? ''}`, 'sample');
    return { method: endpoint.method, url: fullUrl, headers, payload };
  }
  const body = sampleBody(endpoint, targets);
  if (body === undefined) return { method: endpoint.method, url: fullUrl, headers: {} };
  return {
    method: endpoint.method,
    url: fullUrl,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
};

export type FieldPath = (string | number)[];

/** Every field of a body schema (objects and the first item of lists), with its schema, up to `depth` levels. */
export const fieldsOf = (
  schema: JsonSchema | undefined,
  depth = 3,
  path: FieldPath = [],
): { path: FieldPath; schema: JsonSchema }[] => {
  if (!schema || depth === 0) return [];
  const chosen = firstOf(schema);
  const fields: { path: FieldPath; schema: JsonSchema }[] = [];
  for (const [key, property] of Object.entries(chosen.properties ?? {})) {
    const fieldPath = [...path, key];
    fields.push({ path: fieldPath, schema: property });
    const inner = firstOf(property);
    if (typeOf(inner) === 'object') fields.push(...fieldsOf(inner, depth - 1, fieldPath));
  }
  return fields;
};

/** A copy of `value` with the field at `path` set (or deleted with `undefined`). */
export const withField = (value: unknown, path: FieldPath, field: unknown): unknown => {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor: Record<string | number, unknown> = copy;
  for (const segment of path.slice(0, -1)) {
    if (!cursor[segment] || typeof cursor[segment] !== 'object') cursor[segment] = {};
    cursor = cursor[segment] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (field === undefined) delete cursor[last];
  else cursor[last] = field;
  return copy;
};

export const isFieldRequired = (schema: JsonSchema | undefined, path: FieldPath): boolean => {
  let cursor = schema ? firstOf(schema) : undefined;
  for (const segment of path.slice(0, -1))
    cursor = cursor?.properties?.[segment] ? firstOf(cursor.properties[segment]!) : undefined;
  return cursor?.required?.includes(String(path[path.length - 1])) ?? false;
};

export const jsonTypeOf = (schema: JsonSchema) => typeOf(firstOf(schema));
