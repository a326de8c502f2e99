import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { Suspense, lazy, useState } from 'react';

// The toasts' container (its transitions and layout) loads with the first toast, not with every first page
// (issue 10's budget); the store that showError and showSuccess write to is small and stays in the entry.
const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

/** Mantine's Notifications, mounted from the first toast on; a toast shown before it loaded is kept by the store. */
export const LazyNotifications = (props: NotificationsProps) => {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
};
