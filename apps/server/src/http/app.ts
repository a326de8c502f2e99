import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, RegisterRoutes } from '../app-deps';
import { registerAuditHook } from '../audit/audit-hook';
import { devRedirectOrigins, mountDevProvider } from '../identity/dev-provider';
import { redactUrl } from '../lib/redact';
import { registerEndpointGuard } from './endpoint-guard';
import { handleError, sendError } from './error-handler';
import { documentedSchema, openapiDocument, withSharedSchemas } from './openapi';
import { registerErrorEventsHook } from './error-events-hook';
import { apiSecurityOptions, registerSecurityHeaders } from './security-headers';
import { blobConnectSources } from '../lib/blob-origins';
import { registerDrain, type Drain } from './drain';
import { registerMetrics } from './metrics';
import { OneLinePerRequest } from './request-log';

export const requestBodyLimitBytes = 1024 * 1024;

const noJsonSchema = () => () => {
  throw new Error("A route declared a JSON Schema: declare the contract's zod schema instead (packages/contract)");
};

/**
 * Swagger UI's own files, found through the package wherever the server runs from: the bundled server
 * (dist/server.js) carries the plugin's code but not these files (apps/server/scripts/build.mjs).
 */
const swaggerUiFiles = () => {
  const baseDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  return { baseDir, logo: { type: 'image/svg+xml', content: readFileSync(path.join(baseDir, 'logo.svg')) } };
};

/**
 * Node's timeouts for receiving a request, all at the configured value: the headers (`headersTimeout`,
 * else up to 60 s) and the whole request, headers and body (`requestTimeout`). Node checks them only
 * every `connectionsCheckingInterval` (30 s by default, so a 30 s timeout cut at up to 60 s): checked
 * every tenth of the timeout, at most every second, a request is ended within that of its timeout.
 */
export const requestTimeouts = (timeoutMs: number) => ({
  headersTimeout: timeoutMs,
  requestTimeout: timeoutMs,
  connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(timeoutMs / 10))),
});

export const buildApp = async ({
  featureRoutes,
  onDrain,
  ...deps
}: Omit<AppDeps, 'readiness'> & {
  featureRoutes: RegisterRoutes[];
  /** Whether the job queue runs, for readiness (the queue starts after the app is built). */
  isJobQueueRunning: () => boolean;
  onDrain?: (drain: Drain) => void;
}) => {
  const { config, database, identity, live, log } = deps;
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    // Never log tokens: the logger redacts URLs and leaves headers out (http/logger.ts).
    loggerInstance: log,
    // One line per request instead of Fastify's two (http/request-log.ts, issue 30).
    logController: new OneLinePerRequest(),
    bodyLimit: requestBodyLimitBytes,
    // A request whose headers, or headers and body, have not all arrived in time is answered 408 and
    // closed: Node's own timeouts, which a client trickling a byte at a time cannot hold open.
    requestTimeout: requestTimeoutMs,
    http: requestTimeouts(requestTimeoutMs),
    connectionTimeout: 2 * requestTimeoutMs,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path with broken percent-encoding) take the one error path too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // Fastify's default compilers are for JSON Schema, which no route here declares: routes declare the
    // contract's zod schemas (the compilers set below). Named here, the defaults (Ajv and
    // fast-json-stringify) are never loaded: 40 ms of every start.
    schemaController: { compilersFactory: { buildValidator: noJsonSchema, buildSerializer: noJsonSchema } },
  });
  app.decorate('database', database);
  // First of the hooks: a draining server refuses before any other work (issue 31).
  const drain = registerDrain(app);
  onDrain?.(drain);
  registerMetrics(app, { token: config.metricsToken, database, live });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const identityOrigin = new URL(identity.issuer).origin;
  const formTargets = identity.devProvider ? devRedirectOrigins(config) : [];
  const hsts = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    api: apiSecurityOptions({ hsts }),
    page: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', identityOrigin, ...blobConnectSources(config.blob)],
          formAction: [...new Set(["'self'", identityOrigin, ...formTargets])],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      hsts,
    },
  });

  await app.register(swagger, {
    openapi: openapiDocument(config),
    // The API document is the API's contract endpoints, each documented from its declaration
    // (openapi.ts): the identity provider's routes, the web app's files and the docs stay out of it.
    transform: (input) => {
      const endpoint = input.route.config?.endpoint;
      return endpoint
        ? jsonSchemaTransform({ ...input, schema: documentedSchema(endpoint) })
        : { schema: { ...input.schema, hide: true }, url: input.url };
    },
    // Schemas with an id (the shared error body) are written once under components and referred to.
    transformObject: (input) => withSharedSchemas(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...swaggerUiFiles() });
  // Uploads are read one file at a time; each endpoint caps its own file size (contract `upload`).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: 60_000,
    // Per operator token where there is one (operators behind one proxy share an address), else per address.
    keyGenerator: (request) => request.headers.authorization ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: wait ${Math.ceil(context.ttl / 1000)} s and try again.`), {
        statusCode: context.statusCode,
      }),
  });
  // The identity provider returns browsers only to the public address: a page asked for at another
  // address (127.0.0.1 for localhost) is sent to the public one before sign-in can go wrong.
  const publicHost = new URL(config.publicUrl).host;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The embedded blob storage's upload address (under /blob) is answered wherever it was reached.
    if (/^\/(api|oidc|live|metrics|blob)(\/|\?|$)/.test(request.url) || request.host === publicHost) return;
    return reply.redirect(`${config.publicUrl}${request.url}`, 302);
  });
  registerEndpointGuard(app, { config, authenticator: deps.authenticator });
  registerAuditHook(app, database.db);
  registerErrorEventsHook(app, database.rootDb);

  const routeDeps: AppDeps = {
    ...deps,
    readiness: { isJobQueueRunning: deps.isJobQueueRunning, isDraining: drain.isDraining },
  };
  for (const register of featureRoutes) register(app, routeDeps);

  // The live hubs share the HTTP server (path /live); clients are disconnected before it closes.
  live.attach(app.server);
  app.addHook('preClose', async () => live.close());

  if (identity.devProvider) await mountDevProvider(app, identity.devProvider, config);

  const hasWebApp = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Hashed file names never change content: browsers keep them for a year without asking. The
        // page itself is asked for again each time, so a new build is seen at once.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // @fastify/static hands its reply here, although its type names a Node response.
        (response as unknown as FastifyReply).header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/oidc');
    if (isApi || !hasWebApp || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(reply, 404, `No route ${request.method} ${redactUrl(request.url.split('?')[0]!)}`);
    }
    // The single-page app owns every other path; it redirects unknown ones to /.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
};
