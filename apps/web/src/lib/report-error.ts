import { constants } from '@console/contract';
import { notifications } from '@mantine/notifications';
import { globalErrorAction } from './errors';
import { clearToken } from './session';

/** The one place that applies the global error rules to a failed call. */
export const reportError = (error: unknown, options: { isWhoami?: boolean } = {}) => {
  const action = globalErrorAction(error, options);
  switch (action.kind) {
    case 'silent':
      return;
    case 'signOutAndReload':
      clearToken();
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

export const showSuccess = (message: string) =>
  notifications.show({ id: toastId('green', message), color: 'green', message, autoClose: constants.toastTimeoutMs });

export const showError = (message: string) =>
  notifications.show({ id: toastId('red', message), color: 'red', message, autoClose: constants.toastTimeoutMs });
