import { useCallback, useEffect, useState } from 'react';
import type { FeedNotification, MarkNotificationsReadRequest, NotificationsPage } from '@drawfront/shared/contract/notifications';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { unreadFor } from '@drawfront/shared/stores/notifications-feed-store';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import { entryId, NotificationEntry } from './notification-entry';
import { FEED_PAGE_SIZE, fetchNotifications } from './notifications-api';
import { useMarkRead } from './use-mark-read';
import type { MarkReadOptions } from './use-mark-read';

export interface FeedListProps {
  context: ShellContext;
  customerId: string;
  firstPage: NotificationsPage;
  now: number;
  /** Following a notice's link leaves the panel. */
  onFollow: () => void;
}

/** What this panel marked read since it opened, over what the pages said. */
interface Marked {
  all: boolean;
  ids: ReadonlySet<string>;
}

/**
 * The loaded feed: the unread count, "Mark all as read", the notices (or the empty state) and
 * "Load more" while the API has older ones (offset paging).
 */
export function FeedList({ context, customerId, firstPage, now, onFollow }: FeedListProps) {
  const { api, notificationsFeed: feed } = context;
  const unread = unreadFor(useStore(feed), customerId);

  // Pages after the first, and the total the newest answer gave.
  const [later, setLater] = useState<{ items: FeedNotification[]; total: number }>({ items: [], total: firstPage.total });
  const [focusNotice, setFocusNotice] = useState<string | null>(null);
  const loadMore = useSubmitOnce({
    send: (offset: number) => fetchNotifications(api, { limit: FEED_PAGE_SIZE, offset }),
    toFailure: (error) => errorMessage(error, 'We could not load more notifications. Please try again.'),
    onSuccess: (page) => {
      feed.set({ customerId, unread: page.unread });
      setLater((current) => ({ items: [...current.items, ...page.items], total: page.total }));
      setFocusNotice(page.items[0]?.id ?? null);
    },
  });
  // "Load more" goes once everything is shown; focus moves to the first notice it brought, not to the page.
  useEffect(() => {
    if (focusNotice !== null) document.getElementById(entryId(focusNotice))?.focus();
  }, [focusNotice]);

  const [marked, setMarked] = useState<Marked>({ all: false, ids: new Set() });
  const onMarked = useCallback((request: MarkNotificationsReadRequest) => {
    setMarked((current) => ('all' in request ? { ...current, all: true } : { ...current, ids: new Set([...current.ids, ...request.ids]) }));
  }, []);
  const markReadWith: MarkReadOptions = { api, feed, customerId, onMarked };
  const markAll = useMarkRead(markReadWith);

  const fetched = firstPage.items.length + later.items.length;
  const notices = withoutRepeats([...firstPage.items, ...later.items]);
  const isRead = (notice: FeedNotification) => notice.read || marked.all || marked.ids.has(notice.id);

  if (notices.length === 0) return <p className="df-feed__empty">You have no notifications yet. Draw results for your tickets will appear here.</p>;
  return (
    <>
      <div className="df-feed__toolbar">
        <p className="df-feed__summary" role="status">
          {unread > 0 ? `${unread} unread` : 'All caught up'}
        </p>
        <Button variant="text" busy={markAll.state.status === 'submitting'} onClick={() => void markAll.submit({ all: true })}>
          Mark all as read
        </Button>
      </div>
      {markAll.state.status === 'error' && (
        <p className="df-feed__error" role="alert">
          {markAll.state.failure}
        </p>
      )}
      <ul className="df-feed__list">
        {notices.map((notice) => (
          <NotificationEntry key={notice.id} notice={notice} read={isRead(notice)} now={now} clock={context.site} markReadWith={markReadWith} onFollow={onFollow} />
        ))}
      </ul>
      {fetched < later.total && (
        <Button variant="secondary" className="df-feed__more" busy={loadMore.state.status === 'submitting'} onClick={() => void loadMore.submit(fetched)}>
          Load more
        </Button>
      )}
      {loadMore.state.status === 'error' && (
        <p className="df-feed__error" role="alert">
          {loadMore.state.failure}
        </p>
      )}
    </>
  );
}

// A notice that arrives between two pages pushes the older ones down a place, so the next page can
// begin with one already shown.
function withoutRepeats(notices: readonly FeedNotification[]): FeedNotification[] {
  const seen = new Set<string>();
  const kept: FeedNotification[] = [];
  for (const notice of notices) {
    if (seen.has(notice.id)) continue;
    seen.add(notice.id);
    kept.push(notice);
  }
  return kept;
}
