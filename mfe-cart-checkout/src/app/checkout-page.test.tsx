import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { buildCardMethod, buildDeposit } from '@drawfront/shared/testing/build-funds';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildCustomer, buildReceipt } from '../testing/builders';
import { apiError, fakeApi } from '../testing/fake-api';
import type { FakeAnswer } from '../testing/fake-api';
import { renderLazyRemote } from '../testing/render-remote';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function cartOf(amounts: number[], overrides: Partial<Cart> = {}): Cart {
  const items = amounts.map((amount, index) => buildCartItem({ id: `line-${index + 1}`, description: `Offer ${index + 1}`, total: aud(amount), numDraws: 2, numGames: 4 }));
  return buildCart({ cartItems: items, cartTotal: aud(amounts.reduce((sum, amount) => sum + amount, 0)), ...overrides });
}

function checkoutApi({ cart = cartOf([300]), balance = 5000, purchase }: { cart?: Cart; balance?: number; purchase?: FakeAnswer } = {}) {
  // Like the API, a purchase takes its price from the wallet: the customer's record answers the receipt's balance after it.
  let wallet = aud(balance);
  const buy = async (request: ApiRequest) => {
    const answer = (await (typeof purchase === 'function' ? (purchase as (r: ApiRequest) => unknown)(request) : purchase)) as Receipt | undefined;
    if (answer?.balance) wallet = answer.balance;
    return answer;
  };
  return fakeApi({
    'GET /cart/items': cart,
    'POST /cart/build': cart,
    'GET /customer': () => buildCustomer({ balance: wallet }),
    ...(purchase === undefined ? {} : { 'POST /cart/purchase': buy }),
  });
}

async function renderCheckout(api: ReturnType<typeof checkoutApi>, navigate = jest.fn()) {
  let n = 0;
  const keys: string[] = [];
  const newIdempotencyKey = () => {
    n += 1;
    keys.push(`key-${n}`);
    return `key-${n}`;
  };
  const rendered = await renderLazyRemote('/cart/buy', { props: { api, navigate }, signedIn: true, extra: { newIdempotencyKey } });
  return { ...rendered, navigate, keys };
}

const purchases = (api: ReturnType<typeof checkoutApi>) => api.calls.filter((call) => call.path === '/cart/purchase');

/** A purchase answer the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('checkout page', () => {
  it('places a cart of pre-orders only as a pre-order, never "Pay $0.00"', async () => {
    const item = buildCartItem({ id: 'line-1', description: 'Dream Home Raffle', productType: 'raffle_ticket', numGames: 3, purchaseStatus: 'pre_order', total: aud(3000) });
    await renderCheckout(checkoutApi({ cart: buildCart({ cartItems: [item], cartTotal: aud(0), preOrderTotal: aud(3000) }) }));
    expect(await screen.findByRole('button', { name: 'Place pre-order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay \$0\.00/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText(/3 raffle tickets · Draws: 1 · Pre-order$/)).toBeTruthy();
  });

  it('summarises the order and the wallet, and offers to pay the amount from the wallet', async () => {
    await renderCheckout(checkoutApi({ cart: cartOf([300, 450]), balance: 5000 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay $7.50 from wallet' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Offer 1')).toBeTruthy();
    expect(within(summary).getAllByText('Friday 4 January 2030 · 4 games · Draws: 2')).toHaveLength(2);
    expect(within(summary).getByText('$50.00')).toBeTruthy();
    expect(document.title).toBe('Checkout | Demo Lotto');
  });

  it('leaves pre-orders out of what is paid now (shared payment-amount rule)', async () => {
    await renderCheckout(checkoutApi({ cart: cartOf([600, 400], { preOrderTotal: aud(400) }) }));
    expect(await screen.findByRole('button', { name: 'Pay $6.00 from wallet' })).toBeTruthy();
    expect(screen.getByText('Pre-order total')).toBeTruthy();
  });

  it('pays with one idempotency key, then announces the new balance and empty cart and goes to the receipt', async () => {
    const receipt = buildReceipt({ checkoutId: 'CHK-42', balance: aud(4700) });
    const api = checkoutApi({ purchase: receipt });
    const { navigate, events, props } = await renderCheckout(api);
    props.cart.set({ itemCount: 1, total: aud(300), anonymousToken: null });

    fireEvent.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/CHK-42'));
    expect(purchases(api)).toEqual([expect.objectContaining({ method: 'POST', idempotencyKey: 'key-1', version: '3.3', body: { walletPurchase: true } })]);
    // The purchase invalidated the customer: the shell's one read of it announces the new balance, last.
    await waitFor(() => expect(events).toContainEqual({ type: 'wallet/changed', balance: aud(4700) }));
    expect(events[events.length - 1]).toEqual({ type: 'wallet/changed', balance: aud(4700) });
    expect(events).toContainEqual({ type: 'cart/changed', itemCount: 0, total: aud(0) });
    expect(props.cart.get()).toEqual({ itemCount: 0, total: aud(0), anonymousToken: null });
  });

  it('sends one purchase however often the button is pressed', async () => {
    const pending = deferred<Receipt>();
    const api = checkoutApi({ purchase: () => pending.promise });
    const { navigate } = await renderCheckout(api);
    const pay = await screen.findByRole('button', { name: 'Pay $3.00 from wallet' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.doubleClick(pay);
    expect(pay.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Paying…')).toBeTruthy();
    fireEvent.click(pay);
    expect(purchases(api)).toHaveLength(1);
    pending.resolve(buildReceipt({ checkoutId: 'CHK-7' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/CHK-7'));
    expect(purchases(api)).toHaveLength(1);
  });

  it('retries an unconfirmed purchase with the same key, and a refused one with a new key', async () => {
    const answers = [apiError(503, null, 'Service unavailable'), apiError(422, 'precommitment_limit', 'Over the limit.'), buildReceipt({ checkoutId: 'CHK-9' })];
    const api = checkoutApi({ purchase: () => {
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : next;
    } });
    const { navigate } = await renderCheckout(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    expect(screen.getByText('If it did go through, trying again will not charge you twice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Over the limit.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $3.00 from wallet' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/CHK-9'));
    expect(purchases(api).map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('explains a refusal for insufficient funds and links to deposit the shortfall and come back', async () => {
    const navigate = jest.fn();
    const api = checkoutApi({ balance: 5000, purchase: () => Promise.reject(apiError(422, 'insufficient_funds', 'Your balance does not cover this purchase.', { shortfall: 1250 })) });
    await renderCheckout(api, navigate);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your balance is $50.00; you need $12.50 more.')).toBeTruthy();
    const addFunds = within(alert).getByRole('link', { name: 'Add funds' });
    expect(addFunds.getAttribute('href')).toBe('/my-account/deposit?amount=12.50&returnTo=/cart/buy');
    fireEvent.click(addFunds);
    expect(navigate).toHaveBeenCalledWith('/my-account/deposit?amount=12.50&returnTo=/cart/buy');
    expect(navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/receipt/));
  });

  it('uses the balance the API reports with an insufficient-funds refusal', async () => {
    const api = checkoutApi({ purchase: () => Promise.reject(apiError(422, 'insufficient_funds', 'No.', { shortfall: aud(200), balance: aud(100) })) });
    await renderCheckout(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    expect(await screen.findByText('Your balance is $1.00; you need $2.00 more.')).toBeTruthy();
  });

  describe('a short wallet: top up and pay in one step', () => {
    const shortApi = (extra: Record<string, FakeAnswer> = {}, method = buildCardMethod()) =>
      fakeApi({
        'GET /cart/items': cartOf([1000]),
        'POST /cart/build': cartOf([1000]),
        'GET /customer': buildCustomer({ balance: aud(250) }),
        'GET /payment_methods': { paymentMethods: [method] },
        ...extra,
      });
    const cardCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.path === '/cart/deposit_purchase');
    const fillCsc = async () => fireEvent.change(await screen.findByLabelText('Security code'), { target: { value: '123' } });

    it('without a saved card: the shortfall, Add a card (coming back to checkout) and a plain deposit; no Pay button', async () => {
      const api = shortApi({}, buildCardMethod({ funds: [] }));
      await renderCheckout(api);
      expect(await screen.findByText('Your balance is $2.50; you need $7.50 more.')).toBeTruthy();
      expect((await screen.findByRole('link', { name: 'Add a card' })).getAttribute('href')).toBe('/my-account/cards-and-accounts?returnTo=/cart/buy');
      expect(screen.getByRole('link', { name: 'add funds to your wallet first' }).getAttribute('href')).toBe('/my-account/deposit?amount=7.50&returnTo=/cart/buy');
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(api.calls.find((call) => call.path === '/payment_methods')?.query).toEqual({ 'filter[funds.cart][eq]': 'true' });
      expect(purchases(api)).toHaveLength(0);
    });

    it('adds at least the shortfall or the card minimum from the default card, buys, and goes to the receipt', async () => {
      const receipt = buildReceipt({ checkoutId: 'CHK-7', balance: aud(250) });
      const api = shortApi({ 'POST /cart/deposit_purchase': { deposit: buildDeposit({ purchaseType: 'checkout', checkoutId: 'CHK-7' }), receipt } });
      const { navigate, events } = await renderCheckout(api);
      expect(((await screen.findByLabelText('Amount to add')) as HTMLInputElement).value).toBe('10.00');
      expect((screen.getByRole('radio', { name: /Visa ending 4242/ }) as HTMLInputElement).checked).toBe(true);
      await fillCsc();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/CHK-7'));
      expect(cardCalls(api)).toEqual([
        expect.objectContaining({ method: 'POST', idempotencyKey: 'key-1', body: { deposit: { fundId: 'fund-1', amount: 1000, csc: '123' }, purchase: { channelKey: 'web' } } }),
      ]);
      await waitFor(() => expect(events).toContainEqual({ type: 'wallet/changed', balance: aud(250) }));
    });

    it('checks the amount and security code before sending anything', async () => {
      const api = shortApi();
      await renderCheckout(api);
      const amount = await screen.findByLabelText('Amount to add');
      fireEvent.change(amount, { target: { value: '5.00' } });
      fireEvent.click(screen.getByRole('button', { name: /and pay$/ }));
      expect(await screen.findByText('Please enter an amount equal to or greater than $10.00.')).toBeTruthy();
      expect(document.activeElement).toBe(amount);
      fireEvent.change(amount, { target: { value: '12.00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add $12.00 and pay' }));
      expect(await screen.findByText('This field is required')).toBeTruthy();
      expect(cardCalls(api)).toHaveLength(0);
    });

    it("a bank check goes to the deposit's authorisation page", async () => {
      const deposit = buildDeposit({ id: 'dep-9', status: 'requires_action', redirectUrl: '/payments/test/challenge/ch_1', purchaseType: 'checkout' });
      const api = shortApi({ 'POST /cart/deposit_purchase': { deposit, receipt: null } });
      const { navigate } = await renderCheckout(api);
      await fillCsc();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account/deposit/authorisation/dep-9'));
    });

    it("a declined card shows the gateway's message; the next press is a new attempt with a new key", async () => {
      const deposit = buildDeposit({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.', purchaseType: 'checkout' });
      const api = shortApi({ 'POST /cart/deposit_purchase': { deposit, receipt: null } });
      const { navigate } = await renderCheckout(api);
      await fillCsc();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Your bank declined this payment. Try another card or contact your bank.')).toBeTruthy();
      expect(within(alert).getByText('You have not been charged.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      await waitFor(() => expect(cardCalls(api)).toHaveLength(2));
      expect(cardCalls(api).map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('retries an unknown outcome with the same key, so the card is charged at most once', async () => {
      const answers = [apiError(503, null, 'Service unavailable'), { deposit: buildDeposit({ checkoutId: 'CHK-8', purchaseType: 'checkout' }), receipt: buildReceipt({ checkoutId: 'CHK-8' }) }];
      const api = shortApi({ 'POST /cart/deposit_purchase': () => (answers[0] instanceof Error ? Promise.reject(answers.shift()) : answers.shift()) });
      const { navigate } = await renderCheckout(api);
      await fillCsc();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      expect(await screen.findByText('If it did go through, trying again will not charge you twice.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/receipt/CHK-8'));
      expect(cardCalls(api).map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    });

    it('a deposit that went in without buying: says why, and this page and the header show the new balance', async () => {
      let balance = 250;
      const deposit = buildDeposit({ status: 'succeeded', purchaseType: 'checkout', purchaseMessage: 'Your cart changed, so nothing was bought.' });
      const api = shortApi({
        'GET /customer': () => buildCustomer({ balance: aud(balance) }),
        'POST /cart/deposit_purchase': () => {
          balance = 1250;
          return { deposit, receipt: null };
        },
      });
      const { navigate, events } = await renderCheckout(api);
      await fillCsc();
      fireEvent.click(screen.getByRole('button', { name: 'Add $10.00 and pay' }));
      expect(await screen.findByText('Your cart changed, so nothing was bought.')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Pay $10.00 from wallet' })).toBeTruthy();
      await waitFor(() => expect(events).toContainEqual({ type: 'wallet/changed', balance: aud(1250) }));
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('links no deposit or card page on a site without them, and still offers to top up with a saved card', async () => {
    const api = fakeApi({
      'GET /cart/items': cartOf([1000]),
      'POST /cart/build': cartOf([1000]),
      'GET /customer': buildCustomer({ balance: aud(250) }),
      'GET /payment_methods': { paymentMethods: [buildCardMethod({ funds: [] })] },
    });
    await renderLazyRemote('/cart/buy', { props: { api, site: buildSite() }, signedIn: true });
    expect(await screen.findByText('Your balance is $2.50; you need $7.50 more.')).toBeTruthy();
    await waitFor(() => expect(api.routes()).toContain('GET /payment_methods'));
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'add funds to your wallet first' })).toBeNull();
  });

  it('shows a pre-commitment refusal with a link to the limit page, and nothing is charged', async () => {
    const navigate = jest.fn();
    const message = 'This purchase would take you over your pre-commitment limit of $20.00 per week.';
    const api = checkoutApi({ purchase: () => Promise.reject(apiError(422, 'precommitment_limit', message)) });
    const { events } = await renderCheckout(api, navigate);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByText('You have not been charged.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Review my pre-commitment limit' }).getAttribute('href')).toBe('/my-account/precommitment-limit');
    expect(navigate).not.toHaveBeenCalled();
    expect(events.some((event) => event.type === 'wallet/changed')).toBe(false);
  });

  it('on a closed draw, says so and refreshes the cart on request', async () => {
    let cart = cartOf([300, 450]);
    const api = fakeApi({
      'GET /cart/items': () => cart,
      'POST /cart/build': () => cart,
      'GET /customer': buildCustomer(),
      'POST /cart/purchase': () => Promise.reject(apiError(422, 'draw_closed', 'Draw 4400 of saturday-super-draw closed at 19:00.')),
    });
    await renderCheckout(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $7.50 from wallet' }));
    expect(await screen.findByText('Draw 4400 of saturday-super-draw closed at 19:00.')).toBeTruthy();
    cart = cartOf([450], { autoRemovedItems: [{ id: 'line-1', reason: 'Draw 4400 closed.' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh my cart' }));
    expect(await screen.findByRole('button', { name: 'Pay $4.50 from wallet' })).toBeTruthy();
    expect(screen.getByText('Draw 4400 closed.')).toBeTruthy();
    expect(screen.queryByText('Draw 4400 of saturday-super-draw closed at 19:00.')).toBeNull();
  });

  it('offers no payment while the cart is blocked', async () => {
    const cart = cartOf([300], { blockedReasons: { verification_required: 'Please verify your account before you buy.' } });
    await renderCheckout(checkoutApi({ cart }));
    expect((await screen.findByRole('link', { name: 'Verify my account' })).getAttribute('href')).toBe('/my-account/verify-account');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('asks a visitor to sign in and come back', async () => {
    await renderLazyRemote('/cart/buy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/checkout/login?returnTo=/cart/buy');
  });

  it('shows the empty cart when there is nothing to buy', async () => {
    await renderCheckout(checkoutApi({ cart: buildCart() }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});
