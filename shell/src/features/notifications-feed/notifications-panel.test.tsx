import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { buildFeedNotification, fakeFeed } from '../../testing/feed-builders';
import type { FakeFeed } from '../../testing/feed-builders';
import { buildShellContext, renderAt } from '../../testing/test-context';
import { NotificationsPanel } from './notifications-panel';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const CUSTOMER_ID = 'c-1001';

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderPanel(feed: FakeFeed) {
  const context = buildShellContext({ capabilities: ['notifications-feed'], customer: { customerId: CUSTOMER_ID }, api: feed.api });
  const onClose = jest.fn();
  renderAt(
    <>
      <NotificationsPanel context={context} customerId={CUSTOMER_ID} onClose={onClose} />
      <Location />
    </>,
    '/lotto-results',
  );
  return { context, onClose };
}

const settle = () => act(async () => undefined);
const entries = () => within(screen.getByRole('dialog', { name: 'Notifications' })).queryAllByRole('listitem');
const markReadCalls = (feed: FakeFeed) => feed.calls.filter((call) => call.path === '/notifications/read').map((call) => call.body);

describe('NotificationsPanel', () => {
  it('lists the newest notices with title, body, time and whether each is unread, in text', async () => {
    const now = Date.now();
    const feed = fakeFeed([
      buildFeedNotification({ title: 'Saturday Super Draw draw 4412 results', body: 'You won $12.50 in division 5.', createdAt: new Date(now - 5 * 60_000).toISOString() }),
      buildFeedNotification({ title: 'Weekday Windfall draw 918 results', body: 'No win this time.', createdAt: new Date(now - 26 * 3_600_000).toISOString(), read: true }),
    ]);
    const { context } = renderPanel(feed);
    expect(screen.getByRole('status').textContent).toBe('Loading your notifications');
    await settle();

    const [first, second] = entries();
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('UnreadSaturday Super Draw draw 4412 results');
    expect(first!.textContent).toContain('You won $12.50 in division 5.');
    expect(first!.querySelector('time')?.textContent).toBe('5 minutes ago');
    expect(first!.classList.contains('df-feed__item--unread')).toBe(true);
    expect(within(second!).getByRole('heading', { level: 3 }).textContent).toBe('Weekday Windfall draw 918 results');
    expect(second!.querySelector('time')?.textContent).toBe('yesterday');
    expect(second!.classList.contains('df-feed__item--unread')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('1 unread');
    // The page's answer keeps the bell's count right too.
    expect(context.notificationsFeed.get()).toEqual({ customerId: CUSTOMER_ID, unread: 1 });
    expect(feed.calls[0]).toMatchObject({ path: '/notifications', query: { limit: 10, offset: 0 }, noSitewideError: true });
  });

  it('says so when there is nothing yet', async () => {
    renderPanel(fakeFeed());
    await settle();
    expect(screen.getByText('You have no notifications yet. Draw results for your tickets will appear here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks all as read: every notice and the bell\'s count', async () => {
    const feed = fakeFeed([buildFeedNotification(), buildFeedNotification(), buildFeedNotification({ read: true })]);
    const { context } = renderPanel(feed);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('2 unread');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await settle();
    expect(markReadCalls(feed)).toEqual([{ all: true }]);
    expect(entries().filter((entry) => entry.classList.contains('df-feed__item--unread'))).toEqual([]);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('All caught up');
    expect(context.notificationsFeed.get()).toEqual({ customerId: CUSTOMER_ID, unread: 0 });
  });

  it('says why when marking fails, and keeps the notices unread', async () => {
    const feed = fakeFeed([buildFeedNotification()]);
    renderPanel(feed);
    await settle();
    feed.failWith({ status: 500, message: 'Something went wrong', code: 'internal_error', errors: {}, result: null, reported: true });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect(screen.getByText('Unread')).toBeTruthy();
  });

  it('follows a notice\'s link in the shell\'s router, as the API gave it, and marks it read', async () => {
    const notice = buildFeedNotification({ title: 'Saturday Super Draw draw 4412 results', link: '/saturday-super-draw/results/draw/4412' });
    const feed = fakeFeed([notice, buildFeedNotification()]);
    const { context, onClose } = renderPanel(feed);
    await settle();
    const link = screen.getByRole('link', { name: 'Saturday Super Draw draw 4412 results' });
    expect(link.getAttribute('href')).toBe('/saturday-super-draw/results/draw/4412');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/saturday-super-draw/results/draw/4412');
    expect(onClose).toHaveBeenCalledTimes(1);
    await settle();
    expect(markReadCalls(feed)).toEqual([{ ids: [notice.id] }]);
    expect(context.notificationsFeed.get()).toEqual({ customerId: CUSTOMER_ID, unread: 1 });
  });

  it('does not mark again a notice already read when its link is followed', async () => {
    const feed = fakeFeed([buildFeedNotification({ title: 'Old result', read: true })]);
    renderPanel(feed);
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Old result' }));
    await settle();
    expect(markReadCalls(feed)).toEqual([]);
  });

  it('gives a notice without a site link a "Mark as read" button instead, and keeps focus on its entry', async () => {
    const notice = buildFeedNotification({ title: 'Welcome', link: null });
    const feed = fakeFeed([notice, buildFeedNotification({ title: 'Elsewhere', link: '//evil.example/phish' })]);
    renderPanel(feed);
    await settle();
    expect(screen.queryAllByRole('link')).toEqual([]);
    const button = screen.getByRole('button', { name: 'Mark as read: Welcome' });
    button.focus();
    fireEvent.click(button);
    await settle();
    expect(markReadCalls(feed)).toEqual([{ ids: [notice.id] }]);
    expect(screen.queryByRole('button', { name: 'Mark as read: Welcome' })).toBeNull();
    expect(document.activeElement).toBe(entries()[0]);
  });

  it('loads older notices a page at a time while there are more, and moves focus to the first it brought', async () => {
    const notices = Array.from({ length: 23 }, (_, index) => buildFeedNotification({ title: `Notice ${index + 1}` }));
    const feed = fakeFeed(notices);
    renderPanel(feed);
    await settle();
    expect(entries()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(entries()).toHaveLength(20);
    expect(document.activeElement).toBe(entries()[10]);
    expect(entries()[10]!.textContent).toContain('Notice 11');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(entries()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(feed.calls.map((call) => call.query?.offset)).toEqual([0, 10, 20]);
  });

  it('shows a notice once when a new one pushed the list down between pages', async () => {
    const notices = Array.from({ length: 12 }, (_, index) => buildFeedNotification({ title: `Notice ${index + 1}` }));
    const feed = fakeFeed([...notices]);
    renderPanel(feed);
    await settle();
    feed.notices.unshift(buildFeedNotification({ title: 'Just arrived' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(entries().map((entry) => entry.querySelector('h3')?.textContent?.replace('Unread', ''))).toEqual(notices.map((notice) => notice.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers to try again when the feed cannot be read', async () => {
    const feed = fakeFeed([buildFeedNotification({ title: 'Back again' })]);
    feed.failWith({ status: 503, message: 'the database is not answering', code: 'database_unavailable', errors: {}, result: null, reported: true });
    renderPanel(feed);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('the database is not answering');
    feed.failWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('link', { name: 'Back again' })).toBeTruthy();
  });

  it('has no axe violations when open with read and unread notices', async () => {
    const feed = fakeFeed([
      buildFeedNotification(),
      buildFeedNotification({ link: null, title: 'Welcome to the feed' }),
      buildFeedNotification({ read: true }),
      ...Array.from({ length: 10 }, () => buildFeedNotification({ read: true })),
    ]);
    renderPanel(feed);
    await settle();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
