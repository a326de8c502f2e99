import { errorStatus, reasonHeader } from '@console/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-error';

/** Header values must be one line of latin-1 text. */
const headerSafe = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .slice(0, 300);

export const sendError = (reply: FastifyReply, status: number, reason: string, errorMessage = reason) =>
  reply.code(status).header(reasonHeader, headerSafe(reason)).send({ errorMessage });

const describeValidation = (error: FastifyError): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = field ? `${context}.${field}` : context;
      return `${where}: ${issue.message}`;
    });
    return parts.join('; ');
  }
  return error.message;
};

/** The one place that turns any failure into the error contract: status, reason header, { errorMessage }. */
export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (isAppError(error)) {
    if (error.code === 'internal') request.log.error({ err: error }, 'internal error');
    return sendError(reply, errorStatus[error.code], error.reason, error.errorMessage);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return sendError(reply, 400, describeValidation(error));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its contract');
    return sendError(reply, 500, 'The server produced an invalid response');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(reply, 413, 'body: the request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(reply, 415, 'body: unsupported content type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(reply, 400, 'body: not valid JSON');
    default:
      break;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'An unexpected error occurred');
};
