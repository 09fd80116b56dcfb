import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Layout } from '@drawfront/shared/routes/route-definition';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';
import { CONSENT_COOKIE } from '../../features/consent/consent-cookie';
import { ShellLayout, type ShellLayoutProps } from './shell-layout';
import { buildFeedNotification, fakeFeed } from '../../testing/feed-builders';
import type { FakeFeed } from '../../testing/feed-builders';
import { buildShellContext, renderAt, type TestContextOptions } from '../../testing/test-context';

function renderLayout(layout: Layout, path: string, options: TestContextOptions = {}, extra: Partial<ShellLayoutProps> = {}) {
  const context = buildShellContext(options);
  renderAt(
    <ShellLayout layout={layout} context={context} pathname={path} {...extra}>
      <h1>Page content</h1>
    </ShellLayout>,
    path,
  );
  return context;
}

const isCondensed = () => screen.getByRole('contentinfo').classList.contains('df-footer--condensed');

describe('ShellLayout', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    window.localStorage.clear();
  });

  it("renders only the content and notification stack for layout 'none'", () => {
    const context = renderLayout('none', '/purchase/partner', { capabilities: ['cookie-consent', 'sitewide-banner'] }, { bannerText: 'Hello' });
    expect(screen.getByRole('heading', { name: 'Page content' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void context.notifications.show({ title: 'Saved', message: 'Done.', level: 'info' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it.each<Layout>(['base', 'checkout'])("renders the whole chrome for layout '%s'", (layout) => {
    renderLayout(layout, '/about');
    expect(screen.getByRole('banner')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('has a skip link to the main content, first on the page, that moves focus there', () => {
    renderLayout('base', '/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getAllByRole('link')[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  describe('footer choice', () => {
    it('is full on an ordinary page', () => {
      renderLayout('base', '/lotto-results');
      expect(isCondensed()).toBe(false);
    });

    it('is condensed on checkout with items in the cart', () => {
      renderLayout('checkout', '/cart', { cartItems: 2 });
      expect(isCondensed()).toBe(true);
    });

    it('is full on checkout with an empty cart', () => {
      renderLayout('checkout', '/cart');
      expect(isCondensed()).toBe(false);
    });

    it('is condensed on /login for a visitor', () => {
      renderLayout('base', '/login');
      expect(isCondensed()).toBe(true);
    });

    it('is full on /login for a signed-in customer', () => {
      renderLayout('base', '/login', { customer: {} });
      expect(isCondensed()).toBe(false);
    });

    it('turns full when the cart empties', () => {
      const context = renderLayout('checkout', '/cart', { cartItems: 1 });
      act(() => context.cart.update((cart) => ({ ...cart, itemCount: 0 })));
      expect(isCondensed()).toBe(false);
    });
  });

  it('shows the sitewide banner only with the sitewide-banner capability', () => {
    renderLayout('base', '/', { capabilities: ['sitewide-banner'] }, { bannerText: 'Draws close at 7pm today.' });
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('Draws close at 7pm today.');
  });

  it('has no sitewide banner without the capability', () => {
    renderLayout('base', '/', {}, { bannerText: 'Draws close at 7pm today.' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('asks for cookie consent only with the cookie-consent capability', () => {
    renderLayout('base', '/', { capabilities: ['cookie-consent'] });
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeTruthy();
  });

  it('does not ask for cookie consent without the capability', () => {
    renderLayout('base', '/');
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('marks the whole site noindex when the site disables indexing', () => {
    const site = buildShellContext().site;
    renderLayout('base', '/', { site: { constants: { ...site.constants, disableIndexing: true } } });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});

/** The layout as a route element sees it: the pathname follows the router. */
function Routed({ context }: { context: ShellContext }) {
  const [path, setPath] = useState('/');
  return (
    <ShellLayout layout="base" context={context} pathname={path}>
      <Link to="/lotto-results" onClick={() => setPath('/lotto-results')}>
        Go to results
      </Link>
    </ShellLayout>
  );
}

describe('ShellLayout drawers', () => {
  it('opens the navigation drawer from the menu toggle and returns focus on Escape', () => {
    renderLayout('base', '/', { site: { navigation: [{ id: 'results', label: 'Results', kind: 'internal', href: '/lotto-results' }] } });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Results' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('opens the account drawer for a signed-in customer', () => {
    renderLayout('base', '/', { customer: { firstname: 'Sam', lastname: 'Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('dialog', { name: 'Your account' }).textContent).toContain('Sam Lee');
  });

  it('closes the account drawer when the customer logs out', () => {
    const context = renderLayout('base', '/', { customer: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    act(() => context.session.set({ isAuthenticated: false, customerId: null, accessToken: null, customer: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a drawer when the route changes', () => {
    const context = buildShellContext();
    renderAt(<Routed context={context} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Navigation from elsewhere (a remote) while the drawer is open.
    fireEvent.click(screen.getByRole('link', { name: 'Go to results', hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ShellLayout notifications feed', () => {
  const signedInWithFeed = (feed: FakeFeed): TestContextOptions => ({ capabilities: ['notifications-feed'], customer: {}, api: feed.api });

  it('has no bell for a visitor or on a site without the feed', () => {
    renderLayout('base', '/', { capabilities: ['notifications-feed'] });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    cleanup();
    renderLayout('base', '/', { customer: {} });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('opens the panel from the bell by keyboard, and Escape closes it and hands focus back to the bell', async () => {
    renderLayout('base', '/', signedInWithFeed(fakeFeed([buildFeedNotification({ title: 'Saturday Super Draw draw 4412 results' })])));
    await act(async () => undefined);
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    // A native button: Enter and Space press it as a click does.
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel.id).toBe(bell.getAttribute('aria-controls'));
    expect(panel.contains(document.activeElement)).toBe(true);
    await act(async () => undefined);
    expect(within(panel).getByRole('link', { name: 'Saturday Super Draw draw 4412 results' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the panel when a notice is followed, with the bell counting one fewer', async () => {
    const feed = fakeFeed([buildFeedNotification({ title: 'Saturday Super Draw draw 4412 results' }), buildFeedNotification()]);
    renderLayout('base', '/', signedInWithFeed(feed));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('link', { name: 'Saturday Super Draw draw 4412 results' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('closes the panel when the customer signs out', async () => {
    const context = renderLayout('base', '/', signedInWithFeed(fakeFeed([buildFeedNotification()])));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    act(() => context.session.set({ isAuthenticated: false, customerId: null, accessToken: null, customer: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
