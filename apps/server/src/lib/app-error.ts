import type { ErrorCode, ErrorDetails } from '@console/contract';

/**
 * The one error type services throw. `reason` is a short human sentence for the reason header;
 * `errorMessage` is what a dialog or operation helper shows (defaults to the reason).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly errorMessage: string;
  /** What the body carries beyond the message (the running job of a 409, who saved a newer version). */
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, reason: string, errorMessage?: string, details: ErrorDetails = {}) {
    super(reason);
    this.name = 'AppError';
    this.code = code;
    this.reason = reason;
    this.errorMessage = errorMessage ?? reason;
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
