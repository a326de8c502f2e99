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

/** The header that carries a short human reason with every error response. */
export const reasonHeader = 'x-reason';

/** The header that carries the operator's selected subscription on every call. */
export const subscriptionHeader = 'x-subscription-id';
