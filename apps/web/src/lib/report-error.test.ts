import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showError, showSuccess } from './report-error';

describe('toasts', () => {
  afterEach(() =>
    notificationsStore.updateState(() => ({ notifications: [], queue: [], defaultPosition: 'bottom-right', limit: 5 }) as never),
  );

  it('shows an identical message once while it is shown', () => {
    showError('The call failed');
    showError('The call failed');
    showSuccess('The call failed');
    const shown = notificationsStore.getState().notifications;
    expect(shown.filter((n) => n.message === 'The call failed')).toHaveLength(2);
    expect(shown.filter((n) => n.color === 'red')).toHaveLength(1);
  });
});
