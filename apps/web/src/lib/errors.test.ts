import { messages } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from './api-error';
import { dialogErrorMessage, fieldReason, globalErrorAction, operationErrorMessage } from './errors';

const apiError = (status: number, reason: string | null = null, errorMessage: string | null = null) =>
  new ApiError({ status, reason, errorMessage, path: '/api/x' });

describe('globalErrorAction (doc1 §8)', () => {
  it('passes 401 and 404 on whoami on silently', () => {
    expect(globalErrorAction(apiError(401), { isWhoami: true })).toEqual({ kind: 'silent' });
    expect(globalErrorAction(apiError(404), { isWhoami: true })).toEqual({ kind: 'silent' });
  });

  it('still reports other whoami failures', () => {
    expect(globalErrorAction(apiError(500), { isWhoami: true })).toEqual({ kind: 'toast', message: 'Something has gone wrong' });
  });

  it('removes the token and reloads on any other 401', () => {
    expect(globalErrorAction(apiError(401))).toEqual({ kind: 'signOutAndReload' });
    expect(globalErrorAction(apiError(401, 'expired'))).toEqual({ kind: 'signOutAndReload' });
  });

  it.each([
    [400, "Check what's wrong and try again"],
    [403, "You aren't allowed to do that"],
    [404, "We couldn't find what you were looking for"],
    [409, 'Something has gone wrong'],
    [500, 'Something has gone wrong'],
    [503, 'Something has gone wrong'],
  ])('toasts %i as the spec words it', (status, text) => {
    expect(globalErrorAction(apiError(status))).toEqual({ kind: 'toast', message: text });
  });

  it("follows the text with ' - ' and the server's reason header when present", () => {
    expect(globalErrorAction(apiError(400, 'body.subscriptionId: Required'))).toEqual({
      kind: 'toast',
      message: "Check what's wrong and try again - body.subscriptionId: Required",
    });
    expect(globalErrorAction(apiError(403, 'no access'))).toEqual({
      kind: 'toast',
      message: "You aren't allowed to do that - no access",
    });
    expect(globalErrorAction(apiError(500, 'db down'))).toEqual({ kind: 'toast', message: 'Something has gone wrong - db down' });
  });

  it("says 'Something is wrong here.' when there was no response", () => {
    expect(globalErrorAction(new NoResponseError(new TypeError('fetch failed')))).toEqual({
      kind: 'toast',
      message: 'Something is wrong here.',
    });
  });

  it('ignores a call the page cancelled', () => {
    expect(globalErrorAction(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'silent' });
  });
});

describe('operationErrorMessage (doc1 §8 operation helper)', () => {
  it("shows the server's errorMessage", () => {
    expect(operationErrorMessage(apiError(400, 'r', 'Alias is taken'))).toBe('Alias is taken');
  });
  it('says the operation failed without reporting an error when the server said nothing', () => {
    expect(operationErrorMessage(apiError(500))).toBe('The operation failed without reporting an error.');
  });
  it('says the operation failed for a non-HTTP failure', () => {
    expect(operationErrorMessage(new TypeError('x'))).toBe('The operation failed.');
  });
  it('falls back to the default', () => {
    expect(operationErrorMessage(undefined)).toBe('Something went wrong, please try again in a few minutes.');
  });
});

describe('dialogErrorMessage (doc1 §8 dialogs)', () => {
  it('shows the errorMessage or the default alert', () => {
    expect(dialogErrorMessage(apiError(400, null, 'Name is required'))).toBe('Name is required');
    expect(dialogErrorMessage(apiError(500))).toBe(messages.dialog.defaultAlert);
    expect(dialogErrorMessage(new Error('x'))).toBe('Something went wrong, please try again in a few minutes.');
  });
});

describe('fieldReason', () => {
  const refused = (status: number, reason: string | null) =>
    new ApiError({ status, reason, errorMessage: null, path: '/api/customers/x/updateMiscDetails' });

  it('gives the sentences of a 400 that name the field, and nothing for others', () => {
    const error = refused(400, 'Webhook count must be at most 10000. Name is required.');
    expect(fieldReason(error, 'Webhook count')).toBe('Webhook count must be at most 10000.');
    expect(fieldReason(error, 'Name')).toBe('Name is required.');
    expect(fieldReason(error, 'Email domain')).toBeNull();
    expect(fieldReason(refused(500, 'Name is required.'), 'Name')).toBeNull();
    expect(fieldReason(new Error('x'), 'Name')).toBeNull();
  });
});
