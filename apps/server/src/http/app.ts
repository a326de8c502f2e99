import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerAuditHook } from '../features/audit/audit-hook';
import { registerAuditRoutes } from '../features/audit/routes';
import { registerAuthRoutes } from '../features/auth/routes';
import { registerCustomerRoutes } from '../features/customers/routes';
import { registerFeatureBranchRoutes } from '../features/feature-branches/routes';
import { registerReportStoreRoutes } from '../features/report-store/routes';
import { registerJobsRoutes } from '../features/jobs/routes';
import { registerOperationsRoutes } from '../features/operations/routes';
import { registerSystemRoutes } from '../features/system/routes';
import { registerValidationRoutes } from '../features/validation/routes';
import { devRedirectOrigins, mountDevProvider } from '../identity/dev-provider';
import type { Identity } from '../identity/identity';
import type { Jobs } from '../jobs/types';
import { redactUrl } from '../lib/redact';
import type { Live } from '../live/live';
import type { Platform } from '../platform/types';
import { appVersion } from '../version';
import { authenticate } from './auth';
import { handleError, sendError } from './error-handler';

export type AppDeps = {
  config: Config;
  database: Database;
  identity: Identity;
  /** Pushes on the live hubs (Socket.IO), served by this app under /live. */
  live: Live;
  /** Starts background jobs; features register their job definitions in `register`. */
  jobs: Jobs;
  /** The provider's infrastructure; call it from job steps. */
  platform: Platform;
  log: FastifyBaseLogger;
  register: (app: FastifyInstance, deps: Omit<AppDeps, 'register'>) => void;
};

const featureRoutes: AppDeps['register'][] = [
  registerSystemRoutes,
  registerAuthRoutes,
  registerAuditRoutes,
  registerCustomerRoutes,
  registerFeatureBranchRoutes,
  registerValidationRoutes,
  registerReportStoreRoutes,
  registerJobsRoutes,
  registerOperationsRoutes,
];

export const requestBodyLimitBytes = 1024 * 1024;

export const buildApp = async (deps: Omit<AppDeps, 'register'>) => {
  const { config, database, identity, live, log } = deps;
  const app = Fastify({
    // Never log tokens: the logger redacts URLs and leaves headers out (http/logger.ts).
    loggerInstance: log,
    bodyLimit: requestBodyLimitBytes,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const identityOrigin = new URL(identity.issuer).origin;
  const formTargets = identity.devProvider ? devRedirectOrigins(config) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', identityOrigin],
        formAction: [...new Set(["'self'", identityOrigin, ...formTargets])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: appVersion },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Uploads are read one file at a time; each endpoint caps its own file size (contract `upload`).
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.endpoint?.access === 'operator') {
      request.auth = await authenticate(request, { db: database.db, identity });
    }
  });
  registerAuditHook(app, database.db);

  for (const register of featureRoutes) register(app, deps);

  // The live hubs share the HTTP server (path /live); clients are disconnected before it closes.
  live.attach(app.server);
  app.addHook('preClose', async () => live.close());

  if (identity.devProvider) await mountDevProvider(app, identity.devProvider, config);

  const hasWebApp = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
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
