import { constants } from '@console/contract';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { globalErrorAction } from './errors';
import { clearToken, markSessionEnded } from './session';

/** The one place that applies the global error rules to a failed call. */
export const reportError = (error: unknown, options: { isWhoami?: boolean } = {}) => {
  const action = globalErrorAction(error, options);
  switch (action.kind) {
    case 'silent':
      return;
    case 'signOutAndReload':
      clearToken();
      markSessionEnded();
      window.location.reload();
      return;
    case 'toast':
      showError(action.message);
      return;
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
};

/**
 * The message is the toast's id: Mantine ignores a toast whose id is still shown, so the same message
 * reported twice (two failed polls, a double click) shows once (issue 9, defect 11).
 */
export const toastId = (color: 'green' | 'red', message: string) => `toast:${color}:${message}`;

/** Every toast closes by itself after the spec's time, and its close button says what it does. */
const toastOptions = { autoClose: constants.toastTimeoutMs, closeButtonProps: { 'aria-label': 'Dismiss' } };

export const showSuccess = (message: string) =>
  notifications.show({ id: toastId('green', message), color: 'green', message, ...toastOptions });

export const showError = (message: string) =>
  notifications.show({ id: toastId('red', message), color: 'red', message, ...toastOptions });

/**
 * A job the operator started ended faulted: a red toast naming it, with a button that opens it in the
 * jobs drawer. It shares the id of the plain failure toast some pages show for the same job, so it
 * replaces that one rather than adding a second.
 */
export const showJobFailure = (message: string, open: { label: string; onClick: () => void }) => {
  const id = toastId('red', message);
  const content = (
    <>
      {message}{' '}
      <Anchor component="button" type="button" size="sm" onClick={open.onClick}>
        {open.label}
      </Anchor>
    </>
  );
  notifications.show({ id, color: 'red', message: content, ...toastOptions });
  notifications.update({ id, color: 'red', message: content, ...toastOptions });
};
