import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../lib/redact';

/**
 * One log line per request, once it has been answered, instead of Fastify's two (incoming and completed):
 * the method, the route (its pattern, so no id or token of the URL is logged), the status, the time in
 * milliseconds and the operator. Written at `info` (`error` when the answer failed to go out), so
 * `LOG_LEVEL=warn` silences it. Fastify's other per-request lines (not found, its default error log) are off:
 * the console's error handler logs what needs logging.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? redactUrl(request.url.split('?')[0]!),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      operator: request.auth?.operator.id,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
