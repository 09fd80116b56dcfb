import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/ui/fake-remote-props';
import { AppRoutes } from '../../../app/app';

function renderCart(overrides: Partial<RemoteProps> = {}) {
  const props = buildRemoteProps(overrides);
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <AppRoutes {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('cart page', () => {
  it('says the cart is empty and links to the lotto tickets through the shell', () => {
    const navigate = jest.fn();
    renderCart({ navigate });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    const browse = screen.getByRole('link', { name: 'Browse tickets' });
    expect(browse.getAttribute('href')).toBe('/lotto-tickets');
    fireEvent.click(browse);
    expect(navigate).toHaveBeenCalledWith('/lotto-tickets');
    expect(document.title).toBe('Your cart | Demo Lotto');
  });

  it('sends a site without commercial lotteries home to browse', () => {
    renderCart({ site: buildSite({ capabilities: ['charity-lotteries', 'causes-directory'] }) });
    expect(screen.getByRole('link', { name: 'Browse tickets' }).getAttribute('href')).toBe('/');
  });

  it('shows the item count and total from the cart store', () => {
    const props = buildRemoteProps();
    props.cart.set({ itemCount: 2, total: { amount: 1250, currency: 'AUD' }, anonymousToken: null });
    renderCart(props);
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
  });

  it('follows the store when the shell changes the cart', () => {
    const props = renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    act(() => props.cart.set({ itemCount: 1, total: { amount: 500, currency: 'AUD' }, anonymousToken: 'anon-token' }));
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    act(() => props.cart.update((cart) => ({ ...cart, itemCount: 0, total: { ...cart.total, amount: 0 } })));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('formats the total in the site currency', () => {
    const site = buildSite({ locale: 'en-GB', currency: 'GBP' });
    const props = buildRemoteProps({ site });
    props.cart.set({ itemCount: 3, total: { amount: 900, currency: 'GBP' }, anonymousToken: null });
    renderCart(props);
    expect(screen.getByText('£9.00')).toBeTruthy();
  });
});
