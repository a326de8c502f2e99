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

export const showSuccess = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: constants.toastTimeoutMs });

export const showError = (message: string) => notifications.show({ color: 'red', message, autoClose: constants.toastTimeoutMs });
