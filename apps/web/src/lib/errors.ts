import { messages } from '@console/contract';
import { isApiError, NoResponseError } from './api-error';

export type GlobalErrorAction = { kind: 'silent' } | { kind: 'signOutAndReload' } | { kind: 'toast'; message: string };

const withReason = (text: string, reason: string | null) =>
  reason ? `${text}${messages.global.reasonSeparator}${reason}` : text;

/** doc1 §8 global rules for every call, as one pure decision. */
export const globalErrorAction = (error: unknown, { isWhoami = false } = {}): GlobalErrorAction => {
  if (isApiError(error)) {
    if (isWhoami && (error.status === 401 || error.status === 404)) return { kind: 'silent' };
    switch (error.status) {
      case 401:
        return { kind: 'signOutAndReload' };
      case 400:
        return { kind: 'toast', message: withReason(messages.global.badRequest, error.reason) };
      case 403:
        return { kind: 'toast', message: withReason(messages.global.forbidden, error.reason) };
      case 404:
        return { kind: 'toast', message: withReason(messages.global.notFound, error.reason) };
      default:
        return { kind: 'toast', message: withReason(messages.global.other, error.reason) };
    }
  }
  if (error instanceof NoResponseError) return { kind: 'toast', message: messages.global.noResponse };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'silent' };
  return { kind: 'toast', message: messages.global.noResponse };
};

/** doc1 §8 operation helper: what an action that failed says about it. */
export const operationErrorMessage = (error: unknown): string => {
  if (isApiError(error)) return error.errorMessage || messages.operation.failedWithoutError;
  if (error instanceof Error) return messages.operation.failed;
  return messages.operation.defaultError;
};

/** doc1 §8 dialogs: the red alert shows the server's errorMessage or the default. */
export const dialogErrorMessage = (error: unknown): string =>
  (isApiError(error) && error.errorMessage) || messages.dialog.defaultAlert;

/**
 * A form's save over a newer version of its record (decision 006): the form keeps what was typed and
 * offers to reload its section, instead of only reporting a failure.
 */
export const isStaleSave = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.details.currentVersion !== undefined;

/**
 * The sentences of a refused save's reason (a 400) that name this field, as the form labels it: the
 * server names fields in the operator's words, so the form can show the reason beside the field.
 */
export const fieldReason = (error: unknown, label: string): string | null => {
  if (!isApiError(error) || error.status !== 400 || !error.reason) return null;
  const sentences = error.reason.split(/(?<=\.)\s+/).filter((s) => s.startsWith(`${label} `));
  return sentences.length > 0 ? sentences.join(' ') : null;
};
