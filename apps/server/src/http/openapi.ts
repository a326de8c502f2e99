import {
  changeReasonHeader,
  endpointName,
  errorResponse,
  isChange,
  isSignInRequired,
  refusalFor,
  subscriptionHeader,
  type Endpoint,
} from '@console/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';

/**
 * The OpenAPI document, built from the contract's declarations alone (decision 005): every answer an
 * endpoint can give, with its real content type, every request body (multipart fields included), an
 * operationId per endpoint (its contract name), the security it needs. A new endpoint is documented
 * right by being declared; an outside linter (`npm run lint:openapi`) and a conformance test hold it.
 */

/** Methods whose requests carry a body Fastify reads (and may refuse for its size or media type). */
const carriesBody = (endpoint: Pick<Endpoint, 'method'>) => endpoint.method !== 'GET' && endpoint.method !== 'HEAD';

const noFlags = { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false };

/**
 * Whether the declaration refuses someone (403): the least-privileged operator, with no subscription,
 * in or out of production, is the caller refused whenever anyone is (the guard's one rule, refusalFor).
 */
const canRefuse = (endpoint: Endpoint) =>
  isSignInRequired(endpoint) &&
  [true, false].some((isProduction) => refusalFor(endpoint, { flags: noFlags, isProduction, hasSubscription: false }) !== null);

/** The shared error body, once under components (ErrorResponse) and referred to by every error answer. */
const documentedError = errorResponse.meta({ id: 'ErrorResponse' });

/**
 * Whether the call names something that may not exist (404): a path value, or an id in its query,
 * body or form (a uuid, or a field named …Id or …Ids, such as `customerIds` or `subscriptionId`).
 */
const namesSomething = (endpoint: Endpoint) =>
  Boolean(endpoint.params) ||
  [endpoint.query, endpoint.body, endpoint.upload?.fields].some(
    (schema) =>
      schema &&
      /"format":"uuid"|"[A-Za-z]*Ids?":\{/.test(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))),
  );

/**
 * Every error status the endpoint can answer, from its declaration, each with why. All carry the
 * shared error body (`errorResponse`) and a short reason in the x-reason header.
 */
export const errorAnswersOf = (endpoint: Endpoint): Record<string, string> => {
  const answers: Record<string, string> = {
    // The guard refuses text PostgreSQL cannot store in any query value, and a body on a call that takes none.
    400: 'Bad input: the reason names the field as the console labels it.',
  };
  if (isSignInRequired(endpoint)) answers[401] = 'No valid id_token: sign in again.';
  if (canRefuse(endpoint))
    answers[403] = 'The declaration refuses this operator (permission, environment or subscription); the reason says which.';
  if (namesSomething(endpoint)) answers[404] = 'What the call names does not exist, or not in the operator’s subscription.';
  if (isChange(endpoint)) answers[409] = 'The change conflicts with the current state (a running job, a newer version).';
  if (endpoint.upload || carriesBody(endpoint)) {
    answers[413] = 'The body (or the uploaded file) is larger than the call accepts.';
    answers[415] = endpoint.upload
      ? 'The file’s name has an ending the call does not accept, or the body is not multipart/form-data.'
      : 'The body is not JSON.';
  }
  answers[429] = 'Too many requests: the reason says how long to wait.';
  answers['5XX'] = 'The server or the platform failed; nothing was changed where the change was refused.';
  return answers;
};

/** A file part of a multipart form: binary, with what the call accepts. */
const filePart = (upload: NonNullable<Endpoint['upload']>) =>
  z
    .string()
    .meta({ format: 'binary' })
    .describe(`One file ending ${upload.extensions.join(', ')}, at most ${upload.maxBytes} bytes.`);

/** The multipart form of an upload: its file and its other fields. */
const uploadForm = (upload: NonNullable<Endpoint['upload']>) => {
  const file = { [upload.field]: filePart(upload) };
  return upload.fields instanceof z.ZodObject ? upload.fields.extend(file) : z.object(file);
};

/** Request headers the console sends that the declaration gives meaning to. */
const headersOf = (endpoint: Endpoint) => {
  const headers: Record<string, z.ZodType> = {};
  if (isSignInRequired(endpoint) && (endpoint.scope ?? 'subscription') === 'subscription') {
    headers[subscriptionHeader] = z
      .string()
      .optional()
      .describe('The subscription to act in; the operator’s current one when absent.');
  }
  if (endpoint.isDestructive) {
    headers[changeReasonHeader] = z
      .string()
      .max(500)
      .optional()
      .describe(
        'Why this is being removed (percent-encoded UTF-8), kept in the audit record; production refuses the call without it (400).',
      );
  }
  return Object.keys(headers).length > 0 ? z.object(headers) : undefined;
};

/** The route schema the document shows for one endpoint (zod, turned into JSON Schema by fastify-type-provider-zod). */
export const documentedSchema = (endpoint: Endpoint): FastifySchema => {
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  const success = endpoint.response
    ? { description: endpoint.summary, content: { [endpoint.produces ?? 'application/json']: { schema: endpoint.response } } }
    : z.null().describe(endpoint.summary);
  const errors = Object.fromEntries(
    Object.entries(errorAnswersOf(endpoint)).map(([code, description]) => [
      code,
      { description, content: { 'application/json': { schema: documentedError } } },
    ]),
  );
  const headers = headersOf(endpoint);
  return {
    operationId: endpointName(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'api'],
    security: isSignInRequired(endpoint)
      ? [{ bearer: [] }, ...(endpoint.acceptsTokenInQuery ? [{ idTokenInQuery: [] as string[] }] : [])]
      : [],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(headers ? { headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.upload ? { body: uploadForm(endpoint.upload), consumes: ['multipart/form-data'] } : {}),
    response: { [status]: success, ...errors },
  };
};

/** The document's own parts: where it is served, who may use it, how callers prove who they are. */
export const openapiDocument = (config: Pick<Config, 'productName' | 'version'>): FastifyDynamicSwaggerOptions['openapi'] => ({
  openapi: '3.1.0',
  info: {
    title: `${config.productName} API`,
    version: config.version,
    description:
      'The Operations Console’s API. Every error answer carries `{ errorMessage }` and a short reason in the x-reason header.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
  // Relative: the console that serves this document answers its calls, wherever it is deployed.
  servers: [{ url: '/', description: 'The console that serves this document' }],
  // Every call needs an operator's id_token unless its operation says otherwise (`security: []`).
  security: [{ bearer: [] }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The operator’s OpenID Connect id_token.' },
      idTokenInQuery: {
        type: 'apiKey',
        in: 'query',
        name: 'id_token',
        description: 'Downloads opened in a new window, which cannot send headers: the id_token as a query value.',
      },
    },
  },
});

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The document with each schema that has an id written once under components (fastify-type-provider-zod
 * writes an input and an output form of each; the one no operation refers to is left out).
 */
export const withSharedSchemas = (document: Document): Document => {
  // Swagger 2 documents have no components; this console writes OpenAPI 3.1.
  if (!('components' in document) || !document.components?.schemas) return document;
  const { components, ...rest } = document;
  const used = JSON.stringify(rest);
  const schemas = Object.entries(components.schemas ?? {}).filter(([name]) => used.includes(`"#/components/schemas/${name}"`));
  return { ...document, components: { ...components, schemas: Object.fromEntries(schemas) } } as Document;
};
