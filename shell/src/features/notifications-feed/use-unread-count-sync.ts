import { useCallback, useEffect } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import type { NotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import { fetchNotifications } from './notifications-api';

/** How often the bell reads the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Keeps the feed store's unread count fresh for the signed-in `customerId` while the calling component
 * is mounted (the bell, drawn only for a signed-in customer, so sign-in and a restored session start
 * it and sign-out stops it): reads at once, every minute while the tab is visible, and whenever the
 * window gets focus, through the data layer's poll. A failed read keeps the last count; the next tick
 * tries again. A 401 stops the poll, and the layer ends the sign-in that is gone.
 */
export function useUnreadCountSync(api: ApiClient, feed: NotificationsFeedStore, customerId: string): void {
  const load = useCallback((signal: AbortSignal) => fetchNotifications(api, { limit: 1, offset: 0 }, signal), [api]);
  const unread = useQuery(['notifications', 'unread', customerId], load, { pollMs: UNREAD_POLL_MS });
  // Each answer is a new object, so every read lands, even one with the same count as the last.
  const page = unread.status === 'success' ? unread.data : null;
  useEffect(() => {
    if (page) feed.set({ customerId, unread: page.unread });
  }, [page, customerId, feed]);
}
