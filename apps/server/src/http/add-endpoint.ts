import {
  answerContentType,
  endpointName,
  isChange,
  versionHeader,
  versionOfTag,
  isSignInRequired,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointUploadFields,
} from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditEventOf, recordAuditEvent } from '../audit/record';
import type { Database } from '../db/database';
import { checkCustomerVersion, nameActor } from '../db/customer-version';
import { withUnitOfWork } from '../db/unit-of-work';
import type { AuthContext } from '../identity/auth-context';
import { AppError } from '../lib/app-error';
import { readUpload, type UploadedFile } from './read-upload';

export type EndpointContext<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The signed-in operator; always set for endpoints that need sign-in. */
  auth: E['permission'] extends 'anyone' ? AuthContext | null : AuthContext;
  /** Upload endpoints: the one file, already checked for its name's ending and size (null when none was sent). */
  file: E['upload'] extends object ? UploadedFile | null : undefined;
  /** Upload endpoints: the form's other fields, validated by the contract. */
  fields: EndpointUploadFields<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The console's database; change requests open their unit of work on it. */
    database: Database;
  }
}

/** The version a form's save read (If-Match), or null when the call names none (a script, an older console). */
const versionExpectedBy = (request: FastifyRequest): number | null => {
  const tag = request.headers[versionHeader];
  if (tag === undefined) return null;
  const version = versionOfTag(tag);
  if (version === null) throw new AppError('badRequest', 'If-Match: must be the version the form read, such as "7".');
  return version;
};

/**
 * Registers one contract endpoint: its schemas validate input and shape the OpenAPI document. A call
 * that changes something runs in one transaction with its audit record: no record, no change.
 */
export const addEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<EndpointResponse<E>>,
) => {
  // The OpenAPI document names each operation after its contract name, and the generated tests walk that list.
  if (!endpointName(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} is not listed in the contract's endpoints`);
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  // A change the platform makes outside the console's transaction is audited by the audit hook once it answered.
  const isAChange = isChange(endpoint) && !endpoint.runsOutsideTransaction;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // What validates and serializes; the OpenAPI document adds the rest from the declaration (openapi.ts).
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response ?? z.null() },
    },
    handler: async (request, reply) => {
      if (isSignInRequired(endpoint) && !request.auth) throw new AppError('unauthorized', 'Sign-in is required.');
      // The file is read and checked before any transaction opens: a slow upload holds no database lock.
      const upload = endpoint.upload ? await readUpload(request, endpoint.upload) : undefined;
      const context = {
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        auth: request.auth as EndpointContext<E>['auth'],
        file: (upload?.file ?? undefined) as EndpointContext<E>['file'],
        fields: upload?.fields as EndpointUploadFields<E>,
        request,
        reply,
      };
      let result: EndpointResponse<E>;
      if (isAChange) {
        const expectedVersion = endpoint.isFormEdit ? versionExpectedBy(request) : null;
        const work = await withUnitOfWork(app.database.rootDb, async () => {
          // The ambient database is this request's transaction from here on.
          const db = app.database.db;
          if (request.auth) await nameActor({ db, name: request.auth.operator.name });
          if (expectedVersion !== null && request.auth?.subscriptionId) {
            const { id } = request.params as { id: string };
            await checkCustomerVersion({
              db,
              customerId: id,
              subscriptionId: request.auth.subscriptionId,
              expected: expectedVersion,
            });
          }
          const changed = await handler(context);
          try {
            await recordAuditEvent({
              // The ambient database: this request's transaction.
              db: app.database.db,
              event: auditEventOf(request, { statusCode: status, durationMs: reply.elapsedTime }),
            });
          } catch (error) {
            request.log.error({ err: error }, 'the audit record could not be written; the change is undone');
            throw new AppError('unavailable', 'The change could not be recorded in the audit record, so it was not made.');
          }
          return changed;
        });
        request.isAudited = true;
        await work.runAfterCommit((error) => request.log.error({ err: error }, 'work after a committed change failed'));
        result = work.result;
      } else {
        result = await handler(context);
      }
      reply.code(status);
      if (endpoint.produces) reply.header('content-type', answerContentType(endpoint));
      return endpoint.response ? result : reply.send();
    },
  });
};
