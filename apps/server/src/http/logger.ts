import type { FastifyBaseLogger } from 'fastify';
import type { Writable } from 'node:stream';
import pino from 'pino';
import type { Config } from '../config';
import { redactUrl } from '../lib/redact';

type LoggedRequest = { method?: string; url?: string; ip?: string };

/**
 * The one logger of a server process. Never logs tokens: URLs are redacted and headers left out. Lines go
 * to stdout asynchronously (pino's SonicBoom, flushed at exit), off the requests' path (issue 30).
 */
export const createLogger = (config: Pick<Config, 'logLevel'>, destination?: Writable): FastifyBaseLogger =>
  pino(
    {
      level: config.logLevel,
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.ip,
        }),
        err: pino.stdSerializers.err,
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
