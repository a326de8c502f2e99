import { isChange } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { auditEventOf, recordAuditEvent } from './record';

/**
 * Records the calls that tried to change something and did not: refused, invalid or failed. A change
 * that succeeded was recorded in its own transaction (http/add-endpoint.ts), so it is not here, except
 * one that runs outside a transaction (`runsOutsideTransaction`: the platform acted at once), recorded here.
 * Written before the answer leaves (onSend), so an operator who reads the audit right after a
 * refusal finds it there.
 */
export const registerAuditHook = (app: FastifyInstance, db: Db) => {
  app.addHook('onSend', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || !isChange(endpoint) || request.isAudited) return;
    try {
      await recordAuditEvent({
        db,
        event: auditEventOf(request, { statusCode: reply.statusCode, durationMs: reply.elapsedTime }),
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit record of a refused call');
    }
  });
};
