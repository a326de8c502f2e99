/** A call that reached the server and got an error status. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string | null;
  readonly errorMessage: string | null;
  readonly path: string;

  constructor({
    status,
    reason,
    errorMessage,
    path,
  }: {
    status: number;
    reason: string | null;
    errorMessage: string | null;
    path: string;
  }) {
    super(errorMessage ?? reason ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.errorMessage = errorMessage;
    this.path = path;
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
