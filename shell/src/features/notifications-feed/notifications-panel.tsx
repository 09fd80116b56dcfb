import { useCallback, useState } from 'react';
import type { NotificationsPage } from '@drawfront/shared/contract/notifications';
import { useQuery } from '@drawfront/shared/data/use-query';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { Spinner } from '@drawfront/shared/ui/spinner';
import type { ShellContext } from '../../lib/shell-context';
import { DrawerDialog } from '../../components/drawer-dialog';
import { NOTIFICATIONS_PANEL_ID } from '../../lib/drawer-ids';
import { FeedList } from './feed-list';
import { FEED_PAGE_SIZE, fetchNotifications } from './notifications-api';
import './notifications-feed.css';

export interface NotificationsPanelProps {
  context: ShellContext;
  customerId: string;
  onClose: () => void;
}

/**
 * The notifications feed (capability `notifications-feed`), opened by the header's bell as a modal
 * side panel: the customer's newest notices. Escape or the close button shuts it and focus goes back
 * to the bell. Reads the first page each time it opens, and takes its unread count for the bell.
 */
export function NotificationsPanel({ context, customerId, onClose }: NotificationsPanelProps) {
  const { api, notificationsFeed: feed } = context;
  // One instant for every entry's "5 minutes ago", fixed when the panel opened.
  const [now] = useState(() => Date.now());
  const load = useCallback(
    async (signal: AbortSignal): Promise<NotificationsPage> => {
      const page = await fetchNotifications(api, { limit: FEED_PAGE_SIZE, offset: 0 }, signal);
      feed.set({ customerId, unread: page.unread });
      return page;
    },
    [api, feed, customerId],
  );
  const first = useQuery(['notifications', customerId, 'first-page'], load);

  return (
    <DrawerDialog id={NOTIFICATIONS_PANEL_ID} title="Notifications" closeLabel="Close notifications" side="right" onClose={onClose}>
      {first.status === 'loading' && <Spinner label="Loading your notifications" />}
      {first.status === 'error' && (
        <div className="df-feed__failure" role="alert">
          <p>{errorMessage(first.error, 'We could not load your notifications.')}</p>
          <Button variant="secondary" onClick={first.retry}>
            Try again
          </Button>
        </div>
      )}
      {first.status === 'success' && <FeedList context={context} customerId={customerId} firstPage={first.data} now={now} onFollow={onClose} />}
    </DrawerDialog>
  );
}
