import type { NotificationAction } from '@drawfront/shared/bus/events';
import type { Notification } from '@drawfront/shared/stores/notification-store';
import { useStore } from '@drawfront/shared/ui/use-store';
import { useCallback, useEffect } from 'react';
import type { ShellContext } from '../../lib/shell-context';
import { NotificationItem } from './notification-item';
import { showForPage } from '../../lib/show-for-page';
import './notification-stack.css';

/**
 * The page's notification stack. Remotes raise notifications either through `notify` (straight to
 * the store) or by emitting `notification/show` on the bus, which this stack forwards to the same
 * store. Auto-dismissal after 10 s is the store's job; a notification from a page the customer has left is dropped.
 */
export function NotificationStack({ context }: { context: ShellContext }) {
  const { bus, notifications } = context;
  const list = useStore(notifications);

  useEffect(() => {
    const subscription = bus.on('notification/show').subscribe((event) => showForPage(context, event.notification));
    return () => subscription.unsubscribe();
  }, [bus, notifications, context]);

  const onAction = useCallback(
    (notification: Notification, action: NotificationAction) => {
      bus.emit({ type: 'analytics/track', name: 'notification_action', properties: { title: notification.title, action: action.id } });
      notifications.dismiss(notification.id);
    },
    [bus, notifications],
  );

  // The container stays in the page even when empty, so screen readers know the live regions before they fill.
  return (
    <div className="df-notifications">
      {list.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onDismiss={notifications.dismiss} onAction={onAction} />
      ))}
    </div>
  );
}
