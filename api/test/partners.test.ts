// Partner purchase (groups spec §7 "Partner purchase"): the seeded partner, its cart for a
// visitor and a customer, the purchase (v3.2) through the purchase transaction under an Idempotency-Key, and
// the receipt by GET /checkout/{id} (v3.4). Every refusal is the spec's error shape and changes nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { PARTNER_CART_EMPTY_MESSAGE, webChannelKey } from '@drawfront/shared/contract/partners';
import type { Partner, PartnerCart, PartnerPurchaseResult } from '@drawfront/shared/contract/partners';
import { checkouts, idempotencyKeys, ledgerEntries, partnerPurchases, tickets } from '../src/db/schema';
import { balanceOf } from './cards';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';

jest.setTimeout(30_000);

const SLUG = 'coastal-rescue';
const ITEM = { lottery: 'dream-home-raffle', raffle_offer: 'dream-home-raffle-tickets', recurring_purchase: null, draw_number: null };
/** Five $10 raffle tickets: the seeded partner's product. */
const PRICE = 5000;
const body = (overrides: Record<string, unknown> = {}) => ({
  cart_item: ITEM,
  deposit: null,
  purchase: { channel_key: 'coastal_rescue_web', partner_key: 'coastal-rescue', metadata: { campaign: 'spring' } },
  ...overrides,
});

function partnerApi(t: TestContext) {
  const buy = (session: LoginResult, payload: unknown, key: string | null = randomUUID(), version = '3.2') =>
    asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/cart/partner/${SLUG}/purchase`, headers: { 'x-api-version': version, ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as Record<string, unknown> });
  const snapshot = async () => {
    const db = t.database.db;
    const [c] = await db.select({ n: count() }).from(checkouts);
    const [p] = await db.select({ n: count() }).from(partnerPurchases);
    const [e] = await db.select({ n: count() }).from(ledgerEntries);
    const [k] = await db.select({ n: count() }).from(idempotencyKeys);
    const [tk] = await db.select({ n: count() }).from(tickets);
    return { checkouts: c!.n, partnerPurchases: p!.n, entries: e!.n, keys: k!.n, tickets: tk!.n };
  };
  const funded = async (cents: number) => {
    const session = await signUp(t);
    if (cents > 0) await fund(t, session.customer.customerId, cents);
    return session;
  };
  return { buy, snapshot, funded };
}

describe.each(backends())('partner purchase on %s', (backend) => {
  const t = setupApp(backend);
  const { buy, snapshot, funded } = partnerApi(t);

  describe('GET /v2/partners/{slug}', () => {
    it('answers the seeded partner with its channels, the web one ending in _web', async () => {
      const response = await t.inject({ method: 'GET', url: `/v2/partners/${SLUG}`, sign: 'drawfront' });
      expect(response.statusCode).toBe(200);
      const partner = response.json() as Partner;
      expect(partner).toEqual({
        key: 'coastal-rescue',
        slug: SLUG,
        name: 'Coastal Rescue Volunteers',
        siteUrl: 'https://coastal-rescue.example',
        channels: [{ channelKey: 'coastal_rescue_web' }, { channelKey: 'coastal_rescue_app' }],
        product: { lottery: 'dream-home-raffle', raffleOffer: 'dream-home-raffle-tickets', recurringPurchase: null, drawNumber: null },
      });
      expect(webChannelKey(partner)).toBe('coastal_rescue_web');
    });

    it('404s an unknown partner, a partner of another site and a malformed slug; the capability gates it', async () => {
      expectError(await t.inject({ method: 'GET', url: '/v2/partners/nobody', sign: 'drawfront' }), 404, 'partner_not_found');
      // The charity site has partner purchase switched off.
      expectError(await t.inject({ method: 'GET', url: `/v2/partners/${SLUG}`, sign: 'goodcause' }), 404, 'capability_off');
      expectError(await t.inject({ method: 'GET', url: '/v2/partners/Bad_Slug!', sign: 'drawfront' }), 422, 'validation_failed');
    });
  });

  describe('POST /v2/anon-cart/partner/{slug} and /v2/cart/partner/{slug}', () => {
    it('prices the cart data for a visitor: the next draw on sale, quick picks, the partner cart shape', async () => {
      const response = await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: ITEM } });
      expect(response.statusCode).toBe(200);
      const cart = response.json() as PartnerCart;
      expect(cart).toMatchObject({
        customerId: null,
        cartTotal: { amount: PRICE, currency: 'AUD' },
        preOrderTotal: { amount: 0, currency: 'AUD' },
        blockedReasons: {},
        requiresUnattendedPaymentMethod: false,
      });
      expect(cart.cartItems).toEqual([expect.objectContaining({ lotteryKey: 'dream-home-raffle', gameOffer: 'dream-home-raffle-tickets', recurringPurchase: { enabled: false }, drawNo: 432, numGames: 5 })]);
    });

    it('answers an empty cart for null cart data, and the customer id for a customer', async () => {
      const session = await signUp(t);
      const empty = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/cart/partner/${SLUG}`, payload: { cart_item: null } });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ customerId: session.customer.customerId, cartItems: [], cartTotal: { amount: 0 } });
      const priced = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/cart/partner/${SLUG}`, payload: { cart_item: { ...ITEM, recurring_purchase: { enabled: true } } } });
      expect(priced.json()).toMatchObject({ requiresUnattendedPaymentMethod: true, cartItems: [{ recurringPurchase: { enabled: true } }] });
    });

    it('refuses bad cart data with the spec shape and the reason under this', async () => {
      const closed = expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: { ...ITEM, draw_number: 431 } } }), 422, 'invalid_cart_item');
      expect(closed.errors.this?.[0]).toMatch(/431/);
      expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: { ...ITEM, lottery: 'no-such-lottery' } } }), 422, 'invalid_cart_item');
      expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: { ...ITEM, raffle_offer: 'nope' } } }), 422, 'invalid_cart_item');
      expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: { lottery: 5 } } }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/partner/${SLUG}`, sign: 'drawfront', payload: {} }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'POST', url: '/v2/anon-cart/partner/nobody', sign: 'drawfront', payload: { cart_item: ITEM } }), 404, 'partner_not_found');
      expectError(await t.inject({ method: 'POST', url: `/v2/cart/partner/${SLUG}`, sign: 'drawfront', payload: { cart_item: ITEM } }), 401, 'unauthorised');
    });
  });

  describe('POST /v2/cart/partner/{slug}/purchase (v3.2) and GET /v2/checkout/{id} (v3.4)', () => {
    it('buys from the wallet in one ledger transaction, records the channel, and the receipt reads back', async () => {
      const session = await funded(8000);
      const response = await buy(session, body());
      expect(response.statusCode).toBe(201);
      const { purchaseId } = response.json() as PartnerPurchaseResult;
      const receipt = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${purchaseId}`, headers: { 'x-api-version': '3.4' } });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json()).toMatchObject({ checkoutId: purchaseId, total: { amount: PRICE }, balance: { amount: 3000 }, lines: [{ lotteryKey: 'dream-home-raffle', drawNo: 432, numGames: 5 }] });
      expect(await balanceOf(t, session)).toBe(3000);
      const [row] = await t.database.db.select().from(partnerPurchases).where(eq(partnerPurchases.checkoutId, purchaseId));
      expect(row).toMatchObject({ channelKey: 'coastal_rescue_web', metadata: { campaign: 'spring' }, customerId: session.customer.customerId });
      // GET /checkout/{id} is v3.4; another customer's purchase is not found.
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${purchaseId}`, headers: { 'x-api-version': '3.3' } }), 400, 'unsupported_version');
      const other = await signUp(t);
      expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/checkout/${purchaseId}`, headers: { 'x-api-version': '3.4' } }), 404, 'checkout_not_found');
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('answers a retry with the same Idempotency-Key with the first purchase id and buys once; another body under it is refused', async () => {
      const session = await funded(20_000);
      const key = randomUUID();
      const first = await buy(session, body(), key);
      const before = await snapshot();
      const again = await buy(session, body(), key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expectError(await buy(session, body({ purchase: { channel_key: 'coastal_rescue_web', partner_key: 'coastal-rescue', metadata: { campaign: 'autumn' } } }), key), 422, 'idempotency_key_reused');
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, session)).toBe(20_000 - PRICE);
    });

    it('buys once when one Idempotency-Key is sent several times at once (races on PostgreSQL)', async () => {
      const session = await funded(20_000);
      const key = randomUUID();
      const before = await snapshot();
      const answers = await Promise.all(Array.from({ length: 6 }, () => buy(session, body(), key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.json().purchaseId)).size).toBe(1);
      const after = await snapshot();
      expect(after.checkouts - before.checkouts).toBe(1);
      expect(after.partnerPurchases - before.partnerPurchases).toBe(1);
      expect(await balanceOf(t, session)).toBe(20_000 - PRICE);
    });

    it('refuses a customer on a break, with the notice, charging nothing (a partner draw has prizes too)', async () => {
      const session = await funded(8000);
      expect((await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/play-break', payload: { period: '24_hours' } })).statusCode).toBe(201);
      const before = await snapshot();
      const refused = expectError(await buy(session, body()), 422, 'play_break');
      expect(refused.messages[0]!.message).toMatch(/^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/);
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, session)).toBe(8000);
    });

    it('refuses, changing nothing: empty cart (the exact text), wrong partner key, non-web channel, a deposit, short funds, no key, old version', async () => {
      const session = await funded(1000);
      const before = await snapshot();
      const empty = expectError(await buy(session, body({ cart_item: null })), 422, 'partner_cart_empty');
      expect(empty.messages[0]!.message).toBe(PARTNER_CART_EMPTY_MESSAGE);
      expectError(await buy(session, body({ purchase: { channel_key: 'coastal_rescue_web', partner_key: 'someone-else' } })), 422, 'partner_mismatch');
      expectError(await buy(session, body({ purchase: { channel_key: 'coastal_rescue_app', partner_key: 'coastal-rescue' } })), 422, 'partner_channel_invalid');
      expectError(await buy(session, body({ purchase: { channel_key: 'other_web', partner_key: 'coastal-rescue' } })), 422, 'partner_channel_invalid');
      expectError(await buy(session, body({ deposit: { deposit_method_id: 'cc' } })), 422, 'partner_deposit_unavailable');
      expectError(await buy(session, body()), 422, 'insufficient_funds');
      expectError(await buy(session, body(), null), 400, 'idempotency_key_required');
      expectError(await buy(session, body(), randomUUID(), '3.1'), 400, 'unsupported_version');
      expectError(await buy(session, { cart_item: ITEM }), 422, 'validation_failed');
      expectError(await buy(session, body({ cart_item: { ...ITEM, draw_number: -1 } })), 422, 'validation_failed');
      expectError(await buy(session, body({ cart_item: { ...ITEM, draw_number: 430 } })), 422, 'draw_closed');
      expectError(await t.inject({ method: 'POST', url: `/v2/cart/partner/${SLUG}/purchase`, sign: 'drawfront', headers: { 'x-api-version': '3.2', 'idempotency-key': randomUUID() }, payload: body() }), 401, 'unauthorised');
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, session)).toBe(1000);
    });
  });
});
