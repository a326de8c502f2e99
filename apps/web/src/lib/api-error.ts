import type { ErrorDetails } from '@console/contract';

/** A call that reached the server and got an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string | null;
  readonly errorMessage: string | null;
  readonly path: string;
  /** What the body carried beyond the message: the running job of a 409, who saved a newer version. */
  readonly details: ErrorDetails;

  constructor({
    status,
    reason,
    errorMessage,
    path,
    details = {},
  }: {
    status: number;
    reason: string | null;
    errorMessage: string | null;
    path: string;
    details?: ErrorDetails;
  }) {
    super(errorMessage ?? reason ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.errorMessage = errorMessage;
    this.path = path;
    this.details = details;
  }
}

/** A call that got no response at all (network down, server gone). */
export class NoResponseError extends Error {
  constructor(cause: unknown) {
    super('No response from the server', { cause });
    this.name = 'NoResponseError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
