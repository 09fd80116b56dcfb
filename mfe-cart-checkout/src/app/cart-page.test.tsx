import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { Cart } from '@drawfront/shared/contract/cart';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { apiError, fakeApi } from '../testing/fake-api';
import { renderRemote } from '../testing/render-remote';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function cartWith(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.cartItems ?? [buildCartItem({ id: 'line-a', numDraws: 1, total: aud(300) })];
  return buildCart({ cartReference: 'tok', cartItems: items, cartTotal: aud(items.reduce((sum, item) => sum + item.total.amount, 0)), ...overrides });
}

/** A signed-in customer's cart: fetched, then built. */
function customerApi(cart: Cart, more: Record<string, unknown> = {}) {
  return fakeApi({ 'GET /cart/items': cart, 'POST /cart/build': cart, ...more });
}

describe('cart page', () => {
  afterEach(() => jest.useRealTimers());

  it('says the cart is empty and links to the lotto tickets through the shell', async () => {
    const navigate = jest.fn();
    renderRemote('/cart', { props: { navigate, api: buildApi() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    const browse = await screen.findByRole('link', { name: 'Browse tickets' });
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(browse.getAttribute('href')).toBe('/lotto-tickets');
    fireEvent.click(browse);
    expect(navigate).toHaveBeenCalledWith('/lotto-tickets');
    expect(document.title).toBe('Your cart | Demo Lotto');
  });

  it('sends a site without commercial lotteries home to browse', async () => {
    renderRemote('/cart', { props: { site: buildSite({ capabilities: ['charity-lotteries', 'causes-directory'] }) } });
    expect((await screen.findByRole('link', { name: 'Browse tickets' })).getAttribute('href')).toBe('/');
  });

  it("shows a visitor's anonymous cart lines and sends them to sign in before checkout", async () => {
    const cart = cartWith({
      cartItems: [
        buildCartItem({ id: 'line-a', description: 'Saturday Super Draw', drawNo: 4400, drawDate: '2030-01-04T09:30:00.000Z', numGames: 4, numDraws: 2, total: aud(600) }),
        buildCartItem({ id: 'line-b', description: 'Weekday Windfall', numGames: 6, numDraws: 1, total: aud(450), purchaseStatus: 'pre_order' }),
      ],
      preOrderTotal: aud(450),
    });
    const api = fakeApi({ 'GET /anon-cart/tok': cart, 'POST /anon-cart/tok/build': cart });
    const { props } = renderRemote('/cart', { props: { api }, cookies: { df_cart: 'tok' } });

    const first = (await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Friday 4 January 2030 (draw 4400)')).toBeTruthy();
    expect(within(first).getByText('4 games')).toBeTruthy();
    expect((within(first).getByLabelText('Number of draws for Saturday Super Draw') as HTMLSelectElement).value).toBe('2');
    expect(within(first).getByText('$6.00')).toBeTruthy();
    expect(screen.getByText('Pre-order')).toBeTruthy();
    expect(screen.getByText('$10.50')).toBeTruthy();
    expect(screen.getByText('$4.50', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/login?returnTo=/cart/buy');
    expect(api.routes()).toEqual(['GET /anon-cart/tok', 'POST /anon-cart/tok/build']);
    expect(api.calls.every((call) => call.version === '3.3')).toBe(true);
    expect(props.cart.get()).toEqual({ itemCount: 2, total: aud(1050), anonymousToken: 'tok' });
  });

  it('offers the draw counts its offer sells (here 1, 2, 4 or 8), keeping a count the line already has', async () => {
    const cart = cartWith({ cartItems: [buildCartItem({ id: 'line-a', numDraws: 3, drawOptions: [1, 2, 4, 8] })] });
    renderRemote('/cart', { props: { api: customerApi(cart) }, signedIn: true });
    const select = await screen.findByLabelText(/Number of draws/);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 draw', '2 draws', '3 draws', '4 draws', '8 draws']);
  });

  it('sends customers to /cart/buy through the shell', async () => {
    const navigate = jest.fn();
    renderRemote('/cart', { props: { api: customerApi(cartWith()), navigate }, signedIn: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Checkout' }));
    expect(navigate).toHaveBeenCalledWith('/cart/buy');
  });

  it('changes the draws of a line, updates the header badge, and builds once 500 ms after the last change', async () => {
    jest.useFakeTimers();
    const changed = cartWith({ cartItems: [buildCartItem({ id: 'line-a', numDraws: 4, total: aud(1200) })] });
    const api = customerApi(cartWith({ cartItems: [buildCartItem({ id: 'line-a', numDraws: 1, total: aud(300), drawOptions: [1, 2, 4, 8] })] }), { 'PUT /cart/items/line-a': changed });
    const { props, events } = renderRemote('/cart', { props: { api }, signedIn: true });

    fireEvent.change(await screen.findByLabelText('Number of draws for Saturday Super Draw'), { target: { value: '4' } });
    expect(await screen.findByText('$12.00', { selector: '.cart-line__price' })).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: '/cart/items/line-a', body: { numDraws: 4 }, version: '3.3' });
    expect(props.cart.get().total).toEqual(aud(1200));
    expect(events).toContainEqual({ type: 'cart/changed', itemCount: 1, total: aud(1200) });

    expect(api.routes().filter((route) => route === 'POST /cart/build')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(api.routes().filter((route) => route === 'POST /cart/build')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(api.routes().filter((route) => route === 'POST /cart/build')).toHaveLength(2);
  });

  it('removes a line without asking and announces it', async () => {
    const notify = jest.fn();
    const other = buildCartItem({ id: 'line-b', description: 'Weekday Windfall', total: aud(450) });
    const before = cartWith({ cartItems: [buildCartItem({ id: 'line-a', description: 'Saturday Super Draw' }), other] });
    const after = cartWith({ cartItems: [other] });
    const api = customerApi(before, { 'DELETE /cart/items/line-a': after });
    const { props } = renderRemote('/cart', { props: { api, notify }, signedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Saturday Super Draw' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saturday Super Draw' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/cart/items/line-a', version: '3.3' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'info', message: 'Saturday Super Draw was removed from your cart.' }));
    expect(props.cart.get().itemCount).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Tickets' }));
  });

  it('removes a line of a visitor through the anonymous cart', async () => {
    const api = fakeApi({ 'GET /anon-cart/tok': cartWith(), 'POST /anon-cart/tok/build': cartWith(), 'DELETE /anon-cart/tok/items/line-a': cartWith({ cartItems: [] }) });
    const { props } = renderRemote('/cart', { props: { api }, cookies: { df_cart: 'tok' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Saturday Super Draw' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(props.cart.get()).toEqual({ itemCount: 0, total: aud(0), anonymousToken: 'tok' });
  });

  it('keeps the line and says why when a change fails', async () => {
    const notify = jest.fn();
    const api = customerApi(cartWith(), { 'PUT /cart/items/line-a': () => Promise.reject(apiError(422, 'draw_closed', 'Draw 4400 of saturday-super-draw is closed')) });
    renderRemote('/cart', { props: { api, notify }, signedIn: true });
    fireEvent.change(await screen.findByLabelText('Number of draws for Saturday Super Draw'), { target: { value: '8' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', message: 'Draw 4400 of saturday-super-draw is closed' })));
    expect((screen.getByLabelText('Number of draws for Saturday Super Draw') as HTMLSelectElement).value).toBe('1');
  });

  it('shows each blocked reason as an alert with its action, and no Checkout', async () => {
    const navigate = jest.fn();
    const cart = cartWith({
      blockedReasons: {
        precommitment_limit: 'This purchase would take you over your pre-commitment limit.',
        spend_limit: 'This purchase would take you over your weekly spend limit.',
        verification_required: 'Please verify your account before you buy.',
        deposit_limit: 'You have reached your deposit limit.',
      },
    });
    renderRemote('/cart', { props: { api: customerApi(cart), navigate }, signedIn: true });
    const alerts = await screen.findAllByRole('alert');
    const linkOf = (text: string) => within(alerts.find((alert) => alert.textContent?.includes(text)) as HTMLElement).getByRole('link');
    expect(linkOf('pre-commitment').getAttribute('href')).toBe('/my-account/precommitment-limit');
    expect(linkOf('weekly spend limit').getAttribute('href')).toBe('/my-account/spend-limits');
    expect(linkOf('verify your account').getAttribute('href')).toBe('/my-account/verify-account');
    expect(linkOf('deposit limit').getAttribute('href')).toBe('/my-account/deposit-limits');
    fireEvent.click(linkOf('pre-commitment'));
    expect(navigate).toHaveBeenCalledWith('/my-account/precommitment-limit');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByText('Sort out the issues above to check out.')).toBeTruthy();
  });

  it('lists auto-removed items with their reason and only a Dismiss button', async () => {
    const cart = cartWith({ autoRemovedItems: [{ id: 'gone-1', reason: 'Draw 4399 closed before you checked out.' }] });
    renderRemote('/cart', { props: { api: customerApi(cart) }, signedIn: true });
    const notice = (await screen.findByText('Draw 4399 closed before you checked out.')).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getAllByRole('button').map((button) => button.textContent)).toEqual(['Dismiss']);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Draw 4399 closed before you checked out.')).toBeNull();
  });

  it('says when the cart cannot be loaded and tries again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /cart/items': () => (fail ? Promise.reject(apiError(503, null, 'Service unavailable')) : cartWith()),
      'POST /cart/build': cartWith(),
    });
    renderRemote('/cart', { props: { api }, signedIn: true });
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' })).toBeTruthy();
  });

  it("shows a blocked reason without a link when the site does not have the reason's page", async () => {
    const cart = cartWith({ blockedReasons: { spend_limit: 'This purchase would take you over your weekly spend limit.' } });
    renderRemote('/cart', { props: { api: customerApi(cart), site: buildSite() }, signedIn: true });
    const alert = (await screen.findByText('This purchase would take you over your weekly spend limit.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('reads and changes the cart only through the cart client the shell gives it', async () => {
    const cart = cartWith();
    const calls: string[] = [];
    const answer = (name: string) => () => {
      calls.push(name);
      return Promise.resolve(cart);
    };
    const cartClient: CartClient = { ...buildRemoteProps().cartClient, refresh: answer('refresh'), build: answer('build'), changeItem: answer('changeItem'), removeItem: answer('removeItem') };
    // The API answers nothing: a cart call that did not go through this client would fail the page.
    renderRemote('/cart', { props: { api: buildApi(), cartClient }, signedIn: true });
    fireEvent.change(await screen.findByLabelText('Number of draws for Saturday Super Draw'), { target: { value: '2' } });
    await waitFor(() => expect(calls).toEqual(['refresh', 'build', 'changeItem']));
  });

  it("loads the customer's cart when the visitor signs in", async () => {
    const customerCart = cartWith({ cartItems: [buildCartItem({ id: 'line-c', description: 'Weekday Windfall' })] });
    const api = fakeApi({ 'GET /anon-cart/tok': cartWith(), 'POST /anon-cart/tok/build': cartWith(), 'GET /cart/items': customerCart, 'POST /cart/build': customerCart });
    const { props } = renderRemote('/cart', { props: { api }, cookies: { df_cart: 'tok' } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Saturday Super Draw' })).toBeTruthy();
    act(() => props.session.set({ isAuthenticated: true, customerId: 'cust-1', accessToken: 'access-token', customer: null }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Weekday Windfall' })).toBeTruthy();
    expect(api.routes()).toEqual(['GET /anon-cart/tok', 'POST /anon-cart/tok/build', 'GET /cart/items', 'POST /cart/build']);
  });
});
