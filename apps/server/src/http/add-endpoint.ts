import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import type { AuthContext } from './auth';

export type EndpointContext<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The signed-in operator; always set for `operator` endpoints. */
  auth: E['access'] extends 'operator' ? AuthContext : AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** Registers one contract endpoint: its schemas validate input and shape the OpenAPI document. */
export const addEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<EndpointResponse<E>>,
) => {
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.access === 'operator' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response ?? z.null() },
    },
    handler: async (request, reply) => {
      if (endpoint.access === 'operator' && !request.auth) throw new AppError('unauthorized', 'Sign-in is required');
      const result = await handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        auth: request.auth as EndpointContext<E>['auth'],
        request,
        reply,
      });
      reply.code(status);
      return endpoint.response ? result : reply.send();
    },
  });
};
