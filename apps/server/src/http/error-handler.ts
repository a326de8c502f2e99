import {
  describeIssues,
  encodeHeaderText,
  errorStatus,
  reasonHeader,
  type ErrorBody,
  type ErrorDetails,
  type InputIssue,
} from '@console/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

const maxReasonLength = 300;

/**
 * Sends the error contract: status, a short reason in the reason header (percent-encoded UTF-8 where
 * it is not plain ASCII, so 'Müller' arrives as 'Müller'), and `{ errorMessage }` with any details.
 */
export const sendError = (
  reply: FastifyReply,
  status: number,
  reason: string,
  errorMessage = reason,
  details: ErrorDetails = {},
) =>
  reply
    .code(status)
    .header(reasonHeader, encodeHeaderText(reason.slice(0, maxReasonLength)))
    .send({ errorMessage, ...details } satisfies ErrorBody);

type ValidationEntry = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

/** The validator's issues as operators read them: each names the field as the screens label it. */
const describeValidation = (error: FastifyError): string => {
  const entries = (error.validation ?? []) as ValidationEntry[];
  if (entries.length === 0) return error.message;
  const issues: InputIssue[] = entries.map((entry) => ({
    ...(entry.params ?? {}),
    code: entry.keyword,
    message: entry.message ?? '',
    path: entry.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
  }));
  return describeIssues(issues);
};

/** Fastify's own refusals (bad JSON, wrong content type, bad URL) in the same words as ours. */
const frameworkReason = (error: FastifyError): { status: number; reason: string } | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, reason: 'The request is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, reason: 'The request is not in a form this call takes; send JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, reason: 'The request body is not valid JSON.' };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return { status: 400, reason: 'The address is not valid: check its encoding.' };
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { status: 400, reason: 'The request has a content type header this call cannot read.' };
    default:
      return null;
  }
};

/** The one place that turns any failure into the error contract: status, reason header, { errorMessage }. */
export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (isAppError(error)) {
    if (error.code === 'internal') request.log.error({ err: error }, 'internal error');
    return sendError(reply, errorStatus[error.code], error.reason, error.errorMessage, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return sendError(reply, 400, describeValidation(error));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its contract');
    return sendError(reply, 500, 'The server produced an invalid response.');
  }
  const framework = frameworkReason(error);
  if (framework) return sendError(reply, framework.status, framework.reason);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'An unexpected error occurred.');
};
