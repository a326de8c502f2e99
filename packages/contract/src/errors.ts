/** Every failure a service can report; the server maps each to one HTTP status. */
export const errorCodes = [
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unavailable: 503,
  internal: 500,
};

/**
 * What an error's body may carry beyond its `errorMessage`, for the console to act on (the zod form,
 * which the OpenAPI document shows, is `errorResponse` in error-response.ts).
 */
export type ErrorDetails = {
  /** 409: the same action already runs for the same target; the console focuses this job. */
  runningJobCorrelationId?: string;
  /** 409: the form was saved over a newer version: who saved that version, and when (ISO 8601). */
  changedBy?: string;
  changedAt?: string;
  /** 409: the version the record has now, which a reload brings. */
  currentVersion?: number;
};

/** The body of every error answer. */
export type ErrorBody = { errorMessage: string } & ErrorDetails;

/** The header that carries a short human reason with every error response. */
export const reasonHeader = 'x-reason';

/** The header that carries the operator's selected subscription on every call. */
export const subscriptionHeader = 'x-subscription-id';

/**
 * The header that carries the operator's reason for a destructive change (percent-encoded UTF-8,
 * as the reason header is); kept in the audit record.
 */
export const changeReasonHeader = 'x-change-reason';

/**
 * Header values are one line of ASCII: every character outside printable ASCII (and '%' itself)
 * travels percent-encoded as UTF-8, so plain text stays readable and 'Müller' arrives as 'Müller'.
 */
export const encodeHeaderText = (text: string): string =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[^\x20-\x24\x26-\x7e]+/g, (run) => encodeURIComponent(run));

/** The text of a header written with encodeHeaderText; a value that is not valid percent-encoding is taken as it is. */
export const decodeHeaderText = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
