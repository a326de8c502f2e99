import { decodeHeaderText, reasonHeader } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { recordErrorEvent } from '../audit/error-events';
import type { Db } from '../db/database';
import { redactUrl } from '../lib/redact';

/** Every 5xx answer is one of the console's own error events (the dashboard's error chart counts them). */
export const registerErrorEventsHook = (app: FastifyInstance, db: Db) => {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const reason = reply.getHeader(reasonHeader);
    await recordErrorEvent(
      { db, log: request.log },
      {
        source: 'server',
        message: `${request.method} ${request.routeOptions.url ?? redactUrl(request.url.split('?')[0]!)} answered ${reply.statusCode}${
          typeof reason === 'string' ? `: ${decodeHeaderText(reason)}` : ''
        }`,
        subscriptionId: request.auth?.subscriptionId ?? null,
        details: { path: redactUrl(request.url), statusCode: reply.statusCode, requestId: request.id },
      },
    );
  });
};
