import { createStore, type Store } from './store';

/** The notifications feed's unread count (the header bell's badge), and whose it is. */
export interface NotificationsFeedState {
  /** The customer the count was read for; null before the first read. */
  customerId: string | null;
  unread: number;
}

export type NotificationsFeedStore = Store<NotificationsFeedState>;

export const noFeedRead: NotificationsFeedState = { customerId: null, unread: 0 };

/** One per page, owned by the shell: the bell's poll, its panel and its mark-read writes all keep it right. */
export function createNotificationsFeedStore(): NotificationsFeedStore {
  return createStore(noFeedRead);
}

/**
 * The unread count to show `customerId`: 0 until one was read for them, so a count never outlives the
 * session it was read in (a sign-out then another customer's sign-in starts from nothing).
 */
export function unreadFor(state: NotificationsFeedState, customerId: string | null): number {
  return customerId !== null && state.customerId === customerId ? state.unread : 0;
}
