import { notifications as toasts, useNotifications, type NotificationsProps } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

type ShownToast = ReturnType<typeof useNotifications>['notifications'][number];

/**
 * Toasts drawn plainly, for when the container's code cannot be fetched: the server is away, which is just
 * when a toast says so. Each closes by its button or after its time, as the container's would.
 */
const PlainToasts = ({ shown, autoClose }: { shown: ShownToast[]; autoClose: NotificationsProps['autoClose'] }) => {
  useEffect(() => {
    const timers = shown.flatMap((toast) => {
      const after = toast.autoClose ?? autoClose;
      return typeof after === 'number' ? [setTimeout(() => toasts.hide(toast.id!), after)] : [];
    });
    return () => timers.forEach(clearTimeout);
  }, [shown, autoClose]);
  return (
    <div style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, display: 'grid', gap: 8, maxWidth: 440 }}>
      {shown.map((toast) => (
        <div
          key={toast.id}
          role={toast.color === 'red' || toast.color?.startsWith('red') ? 'alert' : 'status'}
          style={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 4,
            padding: '8px 12px',
            display: 'flex',
            gap: 8,
            alignItems: 'flex-start',
          }}
        >
          <div style={{ flex: 1 }}>
            {toast.title && <strong style={{ display: 'block' }}>{toast.title}</strong>}
            {toast.message}
          </div>
          <button type="button" aria-label="Dismiss" onClick={() => toasts.hide(toast.id!)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
};

/**
 * Mantine's Notifications, mounted from the first toast on; a toast shown before it loaded is kept by the
 * store. The toasts' container (its transitions and layout) loads with the first toast, not with every first
 * page (issue 10's budget). When its code cannot be fetched — the server went away, and the toast is likely to
 * say so — the toasts are drawn plainly and the container is asked for again with the next toast: a failed
 * chunk must never take the page down with it.
 */
export const LazyNotifications = (props: NotificationsProps) => {
  const { notifications, queue } = useNotifications();
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const waiting = notifications.length + queue.length;
  useEffect(() => {
    if (Container || waiting === 0) return;
    let isCurrent = true;
    import('./notifications-container').then(
      (loaded) => {
        if (isCurrent) setContainer(() => loaded.Notifications);
      },
      () => {
        if (isCurrent) setFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [Container, waiting]);
  if (Container) return <Container {...props} />;
  return hasFailed && notifications.length > 0 ? <PlainToasts shown={notifications} autoClose={props.autoClose} /> : null;
};
