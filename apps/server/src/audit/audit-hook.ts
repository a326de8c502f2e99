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
    const event = auditEventOf(request, { statusCode: reply.statusCode, durationMs: reply.elapsedTime });
    try {
      await recordAuditEvent({ db, event });
    } catch (error) {
      // The input is what a refused call got wrong, and could be what the database refused: the record
      // is written again without it, so the refusal is audited whatever the request held.
      request.log.error({ err: error }, 'could not write the audit record of a refused call; writing it without its input');
      try {
        await recordAuditEvent({
          db,
          event: { ...event, targetIds: [], details: { input: 'not recorded' }, changeReason: null },
        });
      } catch (again) {
        request.log.error({ err: again }, 'could not write the audit record of a refused call');
      }
    }
  });
};
