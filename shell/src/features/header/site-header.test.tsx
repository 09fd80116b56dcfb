import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ShellContext } from '../../lib/shell-context';
import { buildShellContext, renderAt, type TestContextOptions } from '../../testing/test-context';
import { cartLabel } from './cart-link';
import { SiteHeader } from './site-header';

function renderHeader(options: TestContextOptions = {}, open: { navigation?: boolean; account?: boolean } = {}) {
  const context = buildShellContext(options);
  const onOpenNavigation = jest.fn();
  const onOpenAccount = jest.fn();
  renderAt(
    <SiteHeader
      context={context}
      navigationOpen={open.navigation ?? false}
      accountOpen={open.account ?? false}
      onOpenNavigation={onOpenNavigation}
      onOpenAccount={onOpenAccount}
    />,
  );
  return { context, onOpenNavigation, onOpenAccount };
}

const setItems = (context: ShellContext, itemCount: number) => act(() => context.cart.update((cart) => ({ ...cart, itemCount })));

describe('SiteHeader', () => {
  it('links the logo home with the site name', () => {
    renderHeader({ site: { name: 'Sunshine Raffles' } });
    expect(screen.getByRole('link', { name: 'Sunshine Raffles home' }).getAttribute('href')).toBe('/');
  });

  it('has a menu toggle that opens the navigation drawer', () => {
    const { onOpenNavigation } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('df-navigation-drawer');
    fireEvent.click(toggle);
    expect(onOpenNavigation).toHaveBeenCalledTimes(1);
  });

  it('marks the menu toggle expanded while the drawer is open', () => {
    renderHeader({}, { navigation: true });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('renders navigation items as router links, plain links and a drawer button', () => {
    const { onOpenNavigation } = renderHeader({
      site: {
        navigation: [
          { id: 'lotteries', label: 'Lotteries', kind: 'internal', href: '/lotto-tickets' },
          { id: 'shop', label: 'Merch shop', kind: 'external', href: 'https://merch.example' },
          { id: 'more', label: 'More', kind: 'drawer', href: '#' },
        ],
      },
    });
    const nav = within(screen.getByRole('navigation', { name: 'Primary' }));
    expect(nav.getByRole('link', { name: 'Lotteries' }).getAttribute('href')).toBe('/lotto-tickets');
    expect(nav.getByRole('link', { name: 'Merch shop' }).getAttribute('href')).toBe('https://merch.example');
    fireEvent.click(nav.getByRole('button', { name: 'More' }));
    expect(onOpenNavigation).toHaveBeenCalledTimes(1);
  });

  describe('cart', () => {
    it('names the cart link with the item count and draws the badge', () => {
      const { context } = renderHeader({ cartItems: 2 });
      const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
      expect(cart.getAttribute('href')).toBe('/cart');
      expect(cart.textContent).toBe('2');
      setItems(context, 1);
      expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    });

    it('draws no badge for an empty cart', () => {
      renderHeader();
      expect(screen.getByRole('link', { name: 'Cart, 0 items' }).textContent).toBe('');
    });

    it('caps the badge at 99+ but names the real count', () => {
      renderHeader({ cartItems: 120 });
      expect(screen.getByRole('link', { name: cartLabel(120) }).textContent).toBe('99+');
    });
  });

  describe('account', () => {
    it('shows a "Log in" link when signed out', () => {
      renderHeader();
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(screen.queryByRole('button', { name: /Account/ })).toBeNull();
    });

    it('shows an account button opening the account drawer when signed in', () => {
      const { onOpenAccount } = renderHeader({ customer: {} });
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
      const button = screen.getByRole('button', { name: 'Account' });
      expect(button.getAttribute('aria-controls')).toBe('df-account-drawer');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button);
      expect(onOpenAccount).toHaveBeenCalledTimes(1);
    });

    it('shows the wallet balance with wallet-balance', () => {
      renderHeader({ customer: { balance: { amount: 1250, currency: 'AUD' } }, capabilities: ['wallet-balance'] });
      expect(screen.getByRole('button', { name: 'Account, balance $12.50' })).toBeTruthy();
    });

    it('formats a GBP balance for the en-GB variant', () => {
      renderHeader({ site: { locale: 'en-GB' }, customer: { balance: { amount: 999, currency: 'GBP' } }, capabilities: ['wallet-balance'] });
      expect(screen.getByRole('button', { name: 'Account, balance £9.99' })).toBeTruthy();
    });

    it('switches to the log in link when the session ends', () => {
      const { context } = renderHeader({ customer: {} });
      act(() => context.session.set({ isAuthenticated: false, customerId: null, accessToken: null, customer: null }));
      expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    });
  });

  it("links the site's own sign-in and cart pages when the site moves them", () => {
    renderHeader({ site: { routeOverrides: { login: '/sign-in', cart: '/basket' } } });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/basket');
  });

  it('draws the notifications control the layout gives it, before the account control', () => {
    const context = buildShellContext({ customer: {} });
    renderAt(
      <SiteHeader
        context={context}
        navigationOpen={false}
        accountOpen={false}
        onOpenNavigation={jest.fn()}
        onOpenAccount={jest.fn()}
        notifications={<button type="button">Notifications</button>}
      />,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons.indexOf('Notifications')).toBeGreaterThan(-1);
    expect(buttons.indexOf('Notifications')).toBeLessThan(buttons.indexOf('Account'));
  });

  it('hides every icon from assistive tech', () => {
    renderHeader({ capabilities: ['notifications-feed'] });
    const icons = document.querySelectorAll('svg');
    expect(icons.length).toBeGreaterThan(0);
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
  });
});
