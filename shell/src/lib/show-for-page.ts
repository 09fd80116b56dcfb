import type { NotificationInput } from '@drawfront/shared/bus/events';
import type { ShellContext } from './shell-context';

/**
 * Shows a notification unless it was started on a page the customer has since left (its `startedAt` is
 * older than the current page visit): a slow request's "Welcome" must not pop up over the next page.
 */
export function showForPage(context: Pick<ShellContext, 'notifications' | 'pageVisits'>, notification: NotificationInput): void {
  if (context.pageVisits.isCurrent(notification.startedAt)) context.notifications.show(notification);
}
