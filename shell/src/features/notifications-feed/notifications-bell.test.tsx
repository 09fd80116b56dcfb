import { act, fireEvent, screen } from '@testing-library/react';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { signedOut } from '@drawfront/shared/stores/session-store';
import { buildFeedNotification, fakeFeed } from '../../testing/feed-builders';
import type { FakeFeed } from '../../testing/feed-builders';
import { buildShellContext, renderAt, type TestContextOptions } from '../../testing/test-context';
import { NotificationsBell } from './notifications-bell';
import { UNREAD_POLL_MS } from './use-unread-count-sync';

function renderBell(feed: FakeFeed, options: TestContextOptions = {}) {
  const context = buildShellContext({ capabilities: ['notifications-feed'], customer: {}, api: feed.api, ...options });
  const onOpenPanel = jest.fn();
  renderAt(<NotificationsBell context={context} panelOpen={false} onOpenPanel={onOpenPanel} />);
  return { context, onOpenPanel };
}

const feedReads = (feed: FakeFeed) => feed.calls.filter((call) => call.path === '/notifications').length;
/** Lets the fake API's answers land. */
const settle = () => act(async () => undefined);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('NotificationsBell', () => {
  beforeEach(() => setVisibility('visible'));
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('is not drawn for a visitor, and reads nothing', async () => {
    const feed = fakeFeed([buildFeedNotification()]);
    renderBell(feed, { customer: null });
    await settle();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(feed.calls).toEqual([]);
  });

  it('is not drawn on a site without notifications-feed, and reads nothing', async () => {
    const feed = fakeFeed([buildFeedNotification()]);
    renderBell(feed, { capabilities: ['wallet-balance'] });
    await settle();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(feed.calls).toEqual([]);
  });

  it('shows the unread count as a badge and in its accessible name', async () => {
    const feed = fakeFeed([buildFeedNotification(), buildFeedNotification(), buildFeedNotification({ read: true })]);
    renderBell(feed);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await settle();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.querySelector('.df-header__badge')?.textContent).toBe('2');
    expect(bell.querySelector('.df-header__badge')?.getAttribute('aria-hidden')).toBe('true');
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-controls')).toBe('df-notifications-panel');
    // Only the count is read: one notice, not a page of them.
    expect(feed.calls[0]).toMatchObject({ path: '/notifications', query: { limit: 1, offset: 0 }, noSitewideError: true });
  });

  it('has no badge when nothing is unread, and caps a large count at 99+', async () => {
    const feed = fakeFeed([buildFeedNotification({ read: true })]);
    renderBell(feed);
    await settle();
    expect(screen.getByRole('button', { name: 'Notifications' }).querySelector('.df-header__badge')).toBeNull();
    feed.notices.push(...Array.from({ length: 120 }, () => buildFeedNotification()));
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    const bell = screen.getByRole('button', { name: 'Notifications, 120 unread' });
    expect(bell.querySelector('.df-header__badge')?.textContent).toBe('99+');
  });

  it('opens the panel and reports it', async () => {
    const feed = fakeFeed([buildFeedNotification()]);
    const { context, onOpenPanel } = renderBell(feed);
    const events: DrawfrontEvent[] = [];
    context.bus.events$.subscribe((event) => events.push(event));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(onOpenPanel).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'analytics/track', name: 'notifications_feed_opened', properties: { unread: 1 } }]);
  });

  it('reads the count every minute while the tab is visible, and on window focus', async () => {
    jest.useFakeTimers();
    const feed = fakeFeed([buildFeedNotification()]);
    renderBell(feed);
    await settle();
    expect(feedReads(feed)).toBe(1);

    feed.notices.unshift(buildFeedNotification());
    await act(async () => void jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(feedReads(feed)).toBe(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    setVisibility('hidden');
    await act(async () => void jest.advanceTimersByTime(3 * UNREAD_POLL_MS));
    expect(feedReads(feed)).toBe(2);

    feed.notices.unshift(buildFeedNotification());
    setVisibility('visible');
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    expect(feedReads(feed)).toBe(3);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('stops polling on sign-out, and a sign-in reads the new customer\'s count, not the last one\'s', async () => {
    jest.useFakeTimers();
    const feed = fakeFeed([buildFeedNotification(), buildFeedNotification()]);
    const { context } = renderBell(feed);
    await settle();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    act(() => context.session.set(signedOut));
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    const readsAtSignOut = feedReads(feed);
    await act(async () => void jest.advanceTimersByTime(5 * UNREAD_POLL_MS));
    act(() => void window.dispatchEvent(new Event('focus')));
    await settle();
    expect(feedReads(feed)).toBe(readsAtSignOut);

    feed.notices.splice(0, feed.notices.length, buildFeedNotification());
    const other = { customerId: 'c-2002', firstname: 'Sam', lastname: 'Lee', email: 'sam@example.com', balance: { amount: 0, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false };
    act(() => context.session.set({ isAuthenticated: true, customerId: other.customerId, accessToken: 'other-token', customer: other }));
    // Until the new customer's count arrives, nothing of the last customer's shows.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await settle();
    expect(feedReads(feed)).toBe(readsAtSignOut + 1);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('keeps the last count when a read fails, and tries again on the next tick', async () => {
    jest.useFakeTimers();
    const feed = fakeFeed([buildFeedNotification()]);
    renderBell(feed);
    await settle();
    feed.failWith({ status: 503, message: 'down', code: null, errors: {}, result: null, reported: true });
    await act(async () => void jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    feed.failWith(null);
    feed.notices.unshift(buildFeedNotification());
    await act(async () => void jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});
