import { useRef } from 'react';
import type { FeedNotification } from '@drawfront/shared/contract/notifications';
import { Button } from '@drawfront/shared/ui/button';
import { Link } from 'react-router-dom';
import { noticeTime } from './notice-time';
import { isSitePath } from './site-path';
import { useMarkRead } from './use-mark-read';
import type { MarkReadOptions } from './use-mark-read';
import type { SiteClock } from '@drawfront/shared/format/site-time';

export interface NotificationEntryProps {
  notice: FeedNotification;
  read: boolean;
  /** The panel's "now", so every entry's time is said against the same instant. */
  now: number;
  /** The site's locale and time zone, which the entry's time is said in. */
  clock: SiteClock;
  /** How this entry marks its notice read: each entry has its own, so marking one never waits for another. */
  markReadWith: MarkReadOptions;
  /** Following the notice's link leaves the panel. */
  onFollow: () => void;
}

/** The DOM id of a notice's entry, so the panel can move focus to the first of a page it just loaded. */
export const entryId = (noticeId: string) => `df-feed-notice-${noticeId}`;

/**
 * One notice: its title (a link to what it is about, when it has one), body and time, and whether it
 * is unread, in text and not only in looks. Following the link marks it read; a notice without a link
 * has a "Mark as read" button instead.
 */
export function NotificationEntry({ notice, read, now, clock, markReadWith, onFollow }: NotificationEntryProps) {
  const markRead = useMarkRead(markReadWith);
  const entry = useRef<HTMLLIElement>(null);
  const href = isSitePath(notice.link) ? notice.link : null;
  const follow = () => {
    if (!read) void markRead.submit({ ids: [notice.id] });
    onFollow();
  };
  const markThisRead = async () => {
    const outcome = await markRead.submit({ ids: [notice.id] });
    // The button goes once the notice is read; focus stays on its entry rather than falling to the page.
    if (outcome.status === 'success') entry.current?.focus();
  };
  return (
    <li ref={entry} id={entryId(notice.id)} className={read ? 'df-feed__item' : 'df-feed__item df-feed__item--unread'} tabIndex={-1}>
      <h3 className="df-feed__title">
        {!read && <span className="df-feed__unread">Unread</span>}
        {href === null ? (
          notice.title
        ) : (
          <Link className="df-feed__link" to={href} onClick={follow}>
            {notice.title}
          </Link>
        )}
      </h3>
      <p className="df-feed__body">{notice.body}</p>
      <p className="df-feed__meta">
        <time dateTime={notice.createdAt}>{noticeTime(notice.createdAt, now, clock)}</time>
        {!read && href === null && (
          // Named for its notice (a list of "Mark as read" buttons says nothing); the visible words come first (WCAG 2.5.3).
          <Button variant="text" className="df-feed__mark" aria-label={`Mark as read: ${notice.title}`} busy={markRead.state.status === 'submitting'} onClick={() => void markThisRead()}>
            Mark as read
          </Button>
        )}
      </p>
      {markRead.state.status === 'error' && (
        <p className="df-feed__error" role="alert">
          {markRead.state.failure}
        </p>
      )}
    </li>
  );
}
