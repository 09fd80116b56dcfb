import { createCartStore } from './cart-store';
import { createNotificationStore, NOTIFICATION_AUTO_DISMISS_MS } from './notification-store';
import { createNotificationsFeedStore, unreadFor } from './notifications-feed-store';
import { createStore } from './store';

describe('stores', () => {
  it('gives a new subscriber the current value, then each distinct change', () => {
    const store = createStore(1);
    store.set(2);
    const seen: number[] = [];
    store.value$.subscribe((value) => seen.push(value));
    store.set(2);
    store.update((n) => n + 1);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(3);
  });

  it('starts a cart empty in the site currency', () => {
    expect(createCartStore('GBP').get()).toEqual({ itemCount: 0, total: { amount: 0, currency: 'GBP' }, anonymousToken: null });
  });

  it('auto-dismisses a notification after 10 seconds unless told not to', () => {
    jest.useFakeTimers();
    const notifications = createNotificationStore();
    notifications.show({ title: 'Added', message: 'In your cart', level: 'success' });
    notifications.show({ title: 'Locked', message: 'Call support', level: 'error', isAutoDismissed: false });
    jest.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS - 1);
    expect(notifications.get()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(notifications.get().map((n) => n.title)).toEqual(['Locked']);
    jest.useRealTimers();
  });

  it('dismisses one notification by id', () => {
    const notifications = createNotificationStore(() => undefined);
    const first = notifications.show({ title: 'A', message: 'a', level: 'info' });
    notifications.show({ title: 'B', message: 'b', level: 'info' });
    notifications.dismiss(first);
    expect(notifications.get().map((n) => n.title)).toEqual(['B']);
  });

  it("shows a feed's unread count only to the customer it was read for", () => {
    const feed = createNotificationsFeedStore();
    expect(unreadFor(feed.get(), 'c-1')).toBe(0);
    feed.set({ customerId: 'c-1', unread: 3 });
    expect(unreadFor(feed.get(), 'c-1')).toBe(3);
    expect(unreadFor(feed.get(), 'c-2')).toBe(0);
    expect(unreadFor(feed.get(), null)).toBe(0);
  });
});
