import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { redactUrl, redactValue } from '../../lib/redact';
import { recordAuditEvent } from './service';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const targetIdsOf = (request: FastifyRequest): string[] => {
  const ids = new Set<string>();
  for (const value of Object.values((request.params as Record<string, unknown>) ?? {})) {
    if (typeof value === 'string' && value) ids.add(value);
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    for (const key of ['customerId', 'customerIds', 'subscriptionId', 'deploymentId']) {
      const value = body[key];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' && item) ids.add(item);
      }
    }
  }
  return [...ids];
};

/** Writes every call that changes something to the audit record, after its response is sent. */
export const registerAuditHook = (app: FastifyInstance, db: Db) => {
  app.addHook('onResponse', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || readMethods.has(request.method) || endpoint.isReadOnly) return;
    const auth = request.auth;
    try {
      await recordAuditEvent({
        db,
        event: {
          operatorId: auth?.operator.id ?? null,
          operatorName: auth?.operator.name ?? null,
          subscriptionId: auth?.subscriptionId ?? null,
          method: request.method,
          path: redactUrl(request.url),
          action: endpoint.summary,
          targetIds: targetIdsOf(request),
          statusCode: reply.statusCode,
          outcome: reply.statusCode < 400 ? 'succeeded' : 'failed',
          durationMs: Math.round(reply.elapsedTime),
          details: request.body && typeof request.body === 'object' ? { body: redactValue(request.body) } : null,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit record');
    }
  });
};
