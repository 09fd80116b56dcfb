import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Partner, PartnerCart, CartReplayResult } from '@drawfront/shared/contract/partners';
import { PARTNER_CART_EMPTY_MESSAGE } from '@drawfront/shared/contract/partners';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildReceipt, buildReceiptLine } from '../testing/builders';
import { apiError, fakeApi } from '../testing/fake-api';
import { renderLazyRemote } from '../testing/render-remote';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const PARTNER: Partner = {
  key: 'coastal-rescue',
  slug: 'coastal-rescue',
  name: 'Coastal Rescue Volunteers',
  siteUrl: 'https://coastal-rescue.example',
  channels: [{ channelKey: 'coastal_rescue_app' }, { channelKey: 'coastal_rescue_web' }],
  product: { lottery: 'dream-home-raffle', raffleOffer: 'dream-home-raffle-tickets', recurringPurchase: null, drawNumber: null },
};
const cartOf = (customerId: string | null, overrides: Partial<PartnerCart> = {}): PartnerCart => ({
  customerId,
  cartTotal: aud(5000),
  preOrderTotal: aud(0),
  cartItems: [
    { lotteryKey: 'dream-home-raffle', gameOffer: 'dream-home-raffle-tickets', recurringPurchase: { enabled: false }, drawNo: 432, drawDate: '2030-01-04T09:30:00.000Z', description: 'Dream Home Raffle', numGames: 5, purchaseStatus: 'standard', total: aud(5000) },
  ],
  blockedReasons: {},
  requiresUnattendedPaymentMethod: false,
  ...overrides,
});

describe('partner purchase pages', () => {
  it("shows a visitor the partner's cart priced by the anonymous call, on the partner cart events, and asks them to sign in", async () => {
    const api = fakeApi({ 'GET /partners/coastal-rescue': PARTNER, 'POST /anon-cart/partner/coastal-rescue': cartOf(null) });
    const { container, events } = await renderLazyRemote('/purchase/coastal-rescue', { props: { api } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy with Coastal Rescue Volunteers' })).toBeTruthy();
    const line = (await screen.findByRole('heading', { level: 3, name: 'Dream Home Raffle' })).closest('li') as HTMLElement;
    expect(within(line).getByText('5')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/anon-cart/partner/coastal-rescue')?.body).toEqual({ cartItem: PARTNER.product });
    expect(events.filter((event) => event.type.startsWith('partner-cart/')).map((event) => event.type)).toEqual(['partner-cart/received', 'partner-cart/updated']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to pay' }));
    expect(events.at(-1)).toEqual({ type: 'auth/login-required', returnTo: '/' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes the cart data from the partner's link, pays on the _web channel with an idempotency key and shows the receipt", async () => {
    const purchase = jest.fn((request: ApiRequest) => ({ purchaseId: 'CHK-P1', request }));
    const api = fakeApi({
      'GET /partners/coastal-rescue': PARTNER,
      'POST /cart/partner/coastal-rescue': cartOf('cust-1'),
      'POST /cart/partner/coastal-rescue/purchase': purchase,
      'GET /checkout/CHK-P1': buildReceipt({ checkoutId: 'CHK-P1', lines: [buildReceiptLine({ productDescription: 'Dream Home Raffle', numGames: 5 })], total: aud(5000), balance: aud(0) }),
    });
    const { container, events } = await renderLazyRemote('/purchase/coastal-rescue?lottery=dream-home-raffle&drawNumber=433&redirectUrl=https://coastal-rescue.example/thanks', {
      props: { api },
      signedIn: true,
      extra: { newIdempotencyKey: () => 'key-partner-1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $50.00 from my wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeTruthy();
    const request = purchase.mock.calls[0]![0];
    expect(request).toMatchObject({ version: '3.2', idempotencyKey: 'key-partner-1' });
    expect(request.body).toEqual({
      cartItem: { lottery: 'dream-home-raffle', raffleOffer: null, recurringPurchase: null, drawNumber: 433 },
      deposit: null,
      purchase: { channelKey: 'coastal_rescue_web', partnerKey: 'coastal-rescue', metadata: {} },
    });
    expect(events).toContainEqual({ type: 'partner-cart/purchased', slug: 'coastal-rescue', purchaseId: 'CHK-P1' });
    expect(await screen.findByText('CHK-P1')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/checkout/CHK-P1')?.version).toBe('3.4');
    expect(screen.getByRole('link', { name: 'Back to Coastal Rescue Volunteers' }).getAttribute('href')).toBe('https://coastal-rescue.example/thanks');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows why a purchase was refused, with the way to top up when the wallet is short', async () => {
    const api = fakeApi({
      'GET /partners/coastal-rescue': PARTNER,
      'POST /cart/partner/coastal-rescue': cartOf('cust-1'),
      'POST /cart/partner/coastal-rescue/purchase': () => Promise.reject(apiError(422, 'insufficient_funds', 'Your balance of $10.00 does not cover this purchase of $50.00: add $40.00 to continue.')),
    });
    await renderLazyRemote('/purchase/coastal-rescue', { props: { api }, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $50.00 from my wallet' }));
    expect(await screen.findByText('Your balance of $10.00 does not cover this purchase of $50.00: add $40.00 to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe('/my-account/deposit');
  });

  it('shows the blocked reasons and keeps the pay button off', async () => {
    const api = fakeApi({ 'GET /partners/coastal-rescue': PARTNER, 'POST /cart/partner/coastal-rescue': cartOf('cust-1', { blockedReasons: { spend_limit: 'This purchase would exceed your weekly spend limit.' } }) });
    await renderLazyRemote('/purchase/coastal-rescue', { props: { api }, signedIn: true });
    expect(await screen.findByText('This purchase would exceed your weekly spend limit.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $50.00 from my wallet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the partner not-found page for an unknown partner and for any other partner path', async () => {
    const api = fakeApi({ 'GET /partners/nobody': () => Promise.reject(apiError(404, 'partner_not_found', "partner 'nobody' not found on this site")) });
    const first = await renderLazyRemote('/purchase/nobody', { props: { api } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner page not found' })).toBeTruthy();
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    await renderLazyRemote('/purchase/coastal-rescue/elsewhere', { props: { api } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Demo Lotto' }).getAttribute('href')).toBe('/');
  });

  it('signs in with the partner link and returns to the partner checkout with its cart data', async () => {
    const result = { customer: { customerId: 'cust-9' }, accessToken: 'a', refreshToken: 'r', deviceUuid: 'd' };
    const api = fakeApi({ 'POST /autologin': result });
    const { events } = await renderLazyRemote('/purchase/coastal-rescue/autologin/tok_123?lottery=dream-home-raffle', { props: { api } });
    await waitFor(() => expect(events).toContainEqual({ type: 'session/login-succeeded', result, returnTo: '/purchase/coastal-rescue?lottery=dream-home-raffle' }));
    expect(api.calls[0]).toMatchObject({ path: '/autologin', body: { autologinToken: 'tok_123' }, skipAuthRefresh: true });
  });

  it('sends a dead autologin link back to the partner checkout with the spec notice', async () => {
    const api = fakeApi({ 'POST /autologin': () => Promise.reject(apiError(410, 'autologin_link_invalid', 'gone')) });
    const navigate = jest.fn();
    const notify = jest.fn();
    await renderLazyRemote('/purchase/coastal-rescue/autologin/tok_dead', { props: { api, navigate, notify } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/purchase/coastal-rescue', { replace: true }));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Email link no longer valid', level: 'error' }));
  });

  it('the empty-cart refusal is the exact spec text', () => {
    expect(PARTNER_CART_EMPTY_MESSAGE).toBe('Attempted to purchase an empty partner cart.');
  });
});

describe('replay page', () => {
  it('puts the order back in the cart and says what could not be replayed, once', async () => {
    const result: CartReplayResult = {
      replayed: [{ lotteryKey: 'thursday-starburst', description: 'Thursday Starburst', drawNo: 811 }],
      notReplayed: [{ lotteryKey: 'dream-home-raffle', description: 'Dream Home Raffle', reason: 'Dream Home Raffle is not available right now.' }],
      cart: { cartReference: 'c', cartItems: [], autoRemovedItems: [], cartTotal: aud(140), preOrderTotal: aud(0), requiresUnattendedPaymentMethod: false, blockedReasons: {}, showRegulation: false, promotion: null },
    };
    const api = fakeApi({ 'POST /cart/replay/CHK-9': result, 'GET /cart/items': result.cart });
    const { container } = await renderLazyRemote('/cart/replay/CHK-9', { props: { api }, signedIn: true });
    expect(await screen.findByText('Thursday Starburst, draw 811')).toBeTruthy();
    expect(screen.getByText(': Dream Home Raffle is not available right now.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/cart');
    expect(api.calls.filter((call) => call.path === '/cart/replay/CHK-9')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the order is not the customer’s', async () => {
    const api = fakeApi({ 'POST /cart/replay/NOPE': () => Promise.reject(apiError(404, 'checkout_not_found', 'no')) });
    await renderLazyRemote('/cart/replay/NOPE', { props: { api }, signedIn: true });
    expect(await screen.findByText('We could not find an order of yours with the reference NOPE.')).toBeTruthy();
  });
});
