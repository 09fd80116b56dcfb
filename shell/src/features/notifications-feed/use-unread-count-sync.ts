import { useEffect } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { NotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import { fetchNotifications } from './notifications-api';

/** How often the bell reads the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Keeps the feed store's unread count fresh for the signed-in `customerId` while the calling component
 * is mounted (the bell, drawn only for a signed-in customer, so sign-in and a restored session start
 * it and sign-out stops it): reads at once, every minute while the tab is visible, and whenever the
 * window gets focus. A failed read keeps the last count; the next tick tries again.
 */
export function useUnreadCountSync(api: ApiClient, feed: NotificationsFeedStore, customerId: string): void {
  useEffect(() => {
    const controller = new AbortController();
    // A slow read must not overwrite a newer one.
    let asked = 0;
    const read = () => {
      const mine = ++asked;
      fetchNotifications(api, { limit: 1, offset: 0 }, controller.signal).then(
        (page) => {
          if (!controller.signal.aborted && mine === asked) feed.set({ customerId, unread: page.unread });
        },
        () => undefined,
      );
    };
    const tick = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    const timer = setInterval(tick, UNREAD_POLL_MS);
    window.addEventListener('focus', read);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('focus', read);
    };
  }, [api, feed, customerId]);
}
