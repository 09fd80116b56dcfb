// Vouchers and promotion codes: ops make them, the cart takes them (storefront §7 "Promotions"),
// the purchase checks them again in its transaction and posts the discount as house money, and a credit code pays
// into the wallet once per Idempotency-Key. Every refusal is the spec's error shape and changes nothing.
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { VOUCHER_MESSAGES } from '@drawfront/shared/rules/voucher';
import { cartPromotions, checkouts, ledgerAccounts, ledgerEntries, ledgerTransactions, voucherRedemptions, vouchers } from '../src/db/schema';
import { balanceOf } from './cards';
import { addToCart, newAnonCart, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { accountBalance } from '../src/modules/ledger/service';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';

jest.setTimeout(30_000);

/** Ten Thursday Starburst games: $14.00. */
const tenGames = () => starburstLine({ games: Array.from({ length: 10 }, () => STARBURST_GAME) });
const TEN_GAMES = 10 * STARBURST_GAME_PRICE;

let codes = 0;
/** A fresh code per voucher, so tests never share one. */
const freshCode = (prefix: string) => `${prefix}-${(codes += 1)}-${randomUUID().slice(0, 6).toUpperCase()}`;

function voucherApi(t: TestContext) {
  const create = (body: Record<string, unknown>, site = 'drawfront') => t.inject({ method: 'POST', url: `/platform/sites/${site}/vouchers`, headers: t.ops(), payload: body });
  const made = async (body: Record<string, unknown>, site = 'drawfront') => {
    const code = (body.code as string | undefined) ?? freshCode('T');
    const response = await create({ code, ...body }, site);
    if (response.statusCode !== 201) throw new Error(`voucher: ${response.statusCode} ${response.body}`);
    return code;
  };
  const promote = (session: LoginResult, code: string, key?: string) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/promotion', headers: key ? { 'idempotency-key': key } : {}, payload: { promotion_code: code } });
  const purchase = (session: LoginResult, key = randomUUID()) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': key } });
  const cartOf = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
  const funded = async (cents = 10_000) => {
    const session = await signUp(t);
    if (cents > 0) await fund(t, session.customer.customerId, cents);
    return session;
  };
  /** Every row a voucher call could write, to prove a refusal changed nothing. */
  const snapshot = async (customerId?: string) => {
    const db = t.database.db;
    const [v] = await db.select({ n: count() }).from(vouchers);
    const [r] = await db.select({ n: count() }).from(voucherRedemptions);
    const [p] = await db.select({ n: count() }).from(cartPromotions);
    const [c] = await db.select({ n: count() }).from(checkouts);
    const [e] = await db.select({ n: count() }).from(ledgerEntries);
    const balance = customerId ? (await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId)))[0]?.balance : null;
    return { vouchers: v!.n, redemptions: r!.n, promotions: p!.n, checkouts: c!.n, entries: e!.n, balance };
  };
  /** The balance of a system account (house revenue, house promotions). */
  // Through the ledger's own reader: house revenue keeps no running balance (it is summed from its entries).
  const systemBalance = async (kind: 'house_revenue' | 'house_promotions') => {
    const [account] = await t.database.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, 'AUD')));
    return account ? accountBalance(t.database.db, account.id) : 0;
  };
  return { create, made, promote, purchase, cartOf, funded, snapshot, systemBalance };
}

describe.each(backends())('vouchers on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const { create, made, promote, purchase, cartOf, funded, snapshot, systemBalance } = voucherApi(t);

  describe('ops: POST and GET /platform/sites/{site}/vouchers', () => {
    it('makes each of the four types and lists them with their uses', async () => {
      const expires = new Date(clock + 86_400_000).toISOString();
      const fixed = await create({ type: 'voucher_fixed_discount', code: 'OPS-FIXED', amountCents: 500, minSpendCents: 1000 });
      expect(fixed.statusCode).toBe(201);
      expect(fixed.json()).toEqual({
        site: 'drawfront',
        code: 'OPS-FIXED',
        type: 'voucher_fixed_discount',
        description: '$5.00 off',
        amount: { amount: 500, currency: 'AUD' },
        percentBasisPoints: null,
        minSpend: { amount: 1000, currency: 'AUD' },
        expiresAt: null,
        maxRedemptions: null,
        redemptions: 0,
        createdAt: new Date(clock).toISOString(),
      });
      expect((await create({ type: 'voucher_percent_discount', code: 'OPS-PERCENT', percentBasisPoints: 1250 })).json().description).toBe('12.5% off');
      expect((await create({ type: 'voucher_fixed_discount_expire', code: 'OPS-EXPIRE', amountCents: 300, expiresAt: expires })).json()).toMatchObject({ expiresAt: expires });
      expect((await create({ type: 'voucher_credit_amount', code: 'OPS-CREDIT', amountCents: 1000, maxRedemptions: 5 })).json()).toMatchObject({ description: '$10.00 wallet credit', maxRedemptions: 5 });

      const list = await t.inject({ method: 'GET', url: '/platform/sites/drawfront/vouchers', headers: t.ops() });
      expect(list.statusCode).toBe(200);
      const listed = (list.json() as { vouchers: { code: string; type: string }[] }).vouchers;
      expect(listed.filter((voucher) => voucher.code.startsWith('OPS-')).map((voucher) => voucher.type).sort()).toEqual([
        'voucher_credit_amount',
        'voucher_fixed_discount',
        'voucher_fixed_discount_expire',
        'voucher_percent_discount',
      ]);
    });

    it('seeds one demo voucher of each type on each demo site', async () => {
      for (const site of ['drawfront', 'goodcause']) {
        const listed = (await t.inject({ method: 'GET', url: `/platform/sites/${site}/vouchers`, headers: t.ops() })).json() as { vouchers: { code: string; type: string }[] };
        const seeded = listed.vouchers.filter((voucher) => !voucher.code.includes('-'));
        expect(new Set(seeded.map((voucher) => voucher.type)).size).toBe(4);
      }
    });

    it.each([
      ['a code the site already has', { type: 'voucher_fixed_discount', code: 'SAVE5', amountCents: 100 }, 409, 'voucher_code_taken'],
      ['a percent voucher without a percentage', { type: 'voucher_percent_discount', code: 'BAD-PCT', amountCents: 100 }, 422, 'invalid_voucher'],
      ['an expiring voucher without an expiry', { type: 'voucher_fixed_discount_expire', code: 'BAD-EXP', amountCents: 100 }, 422, 'invalid_voucher'],
      ['an expiry already passed', { type: 'voucher_fixed_discount', code: 'BAD-PAST', amountCents: 100, expiresAt: '2001-01-01T00:00:00Z' }, 422, 'invalid_voucher'],
      ['a credit with a minimum spend', { type: 'voucher_credit_amount', code: 'BAD-CREDIT', amountCents: 100, minSpendCents: 500 }, 422, 'invalid_voucher'],
      ['a lower-case code', { type: 'voucher_fixed_discount', code: 'save5', amountCents: 100 }, 422, 'validation_failed'],
      ['an unknown type', { type: 'voucher_free_lunch', code: 'BAD-TYPE', amountCents: 100 }, 422, 'validation_failed'],
      ['a zero amount', { type: 'voucher_fixed_discount', code: 'BAD-ZERO', amountCents: 0 }, 422, 'validation_failed'],
      ['a percentage over 100', { type: 'voucher_percent_discount', code: 'BAD-BIG', percentBasisPoints: 10_001 }, 422, 'validation_failed'],
      ['an expiry that is not an instant', { type: 'voucher_fixed_discount', code: 'BAD-WHEN', amountCents: 100, expiresAt: 'tomorrow' }, 422, 'validation_failed'],
      ['an unknown field', { type: 'voucher_fixed_discount', code: 'BAD-FIELD', amountCents: 100, free: true }, 422, 'validation_failed'],
    ])('refuses %s and makes nothing', async (_name, body, status, code) => {
      const before = await snapshot();
      expectError(await create(body), status, code);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an unknown site, and a call without the ops token', async () => {
      expectError(await create({ type: 'voucher_fixed_discount', code: 'NOWHERE', amountCents: 100 }, 'nowhere'), 404, 'unknown_site');
      expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/vouchers', payload: { type: 'voucher_fixed_discount', code: 'NOTOKEN', amountCents: 100 } }), 401, 'ops_unauthorised');
      expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/vouchers' }), 401, 'ops_unauthorised');
    });
  });

  describe('the anonymous cart: POST and DELETE /v2/anon-cart/{token}/promotion', () => {
    const anonPromote = (token: string, body: unknown) => t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/promotion`, sign: 'drawfront', payload: body as Record<string, unknown> });
    const anonAdd = (token: string) => t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/items`, sign: 'drawfront', payload: tenGames() });

    it('takes a discount code off the total, shows it, and removes it by either call', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 1000 });
      const { cartReference: token } = await newAnonCart(t);
      await anonAdd(token);
      const response = await anonPromote(token, { promotion_code: ` ${code.toLowerCase()} ` });
      expect(response.statusCode).toBe(200);
      const cart = response.json() as Cart;
      expect(cart.promotion).toEqual({
        id: expect.any(String),
        productType: 'voucher_fixed_discount',
        code,
        description: '$5.00 off',
        discount: { amount: 500, currency: 'AUD' },
        minSpend: { amount: 1000, currency: 'AUD' },
        expiresAt: null,
      });
      expect(cart.cartTotal.amount).toBe(TEN_GAMES - 500);
      expect(cart.cartItems).toHaveLength(1);

      const removed = await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${token}/promotion`, sign: 'drawfront' });
      expect(removed.json()).toMatchObject({ promotion: null, cartTotal: { amount: TEN_GAMES } });
      expectError(await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${token}/promotion`, sign: 'drawfront' }), 404, 'promotion_not_found');

      // The promotion is a cart item of a voucher type: the line delete call takes it off too.
      const again = (await anonPromote(token, { promotion_code: code })).json() as Cart;
      const byItem = await t.inject({ method: 'DELETE', url: `/v2/anon-cart/${token}/items/${again.promotion!.id}`, sign: 'drawfront' });
      expect(byItem.json()).toMatchObject({ promotion: null, cartTotal: { amount: TEN_GAMES } });
    });

    it('rounds a percent discount down to the whole cent', async () => {
      const code = await made({ type: 'voucher_percent_discount', percentBasisPoints: 3333 });
      const { cartReference: token } = await newAnonCart(t);
      await t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/items`, sign: 'drawfront', payload: starburstLine() });
      const cart = (await anonPromote(token, { promotion_code: code })).json() as Cart;
      // 33.33 % of $1.40 is 46.662 cents.
      expect(cart.promotion!.discount.amount).toBe(46);
      expect(cart.cartTotal.amount).toBe(STARBURST_GAME_PRICE - 46);
    });

    it.each([
      ['an unknown code', 'NO-SUCH-CODE', (code: string) => VOUCHER_MESSAGES.unknown(code)],
      ['a code that is not a code at all', 'save 5 %', () => VOUCHER_MESSAGES.unknown('SAVE 5 %')],
    ])('refuses %s with promotion_not_added and its message', async (_name, typed, message) => {
      const { cartReference: token } = await newAnonCart(t);
      await anonAdd(token);
      const before = await snapshot();
      const body = expectError(await anonPromote(token, { promotion_code: typed }), 422, 'promotion_not_added');
      expect(body.messages[0]!.message).toBe(message(typed.trim().toUpperCase()));
      expect(body.errors).toEqual({ promotion_code: [body.messages[0]!.message] });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a code on an empty cart, under its minimum spend, and a credit code for a visitor', async () => {
      const discount = await made({ type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 2000 });
      const credit = await made({ type: 'voucher_credit_amount', amountCents: 500 });
      const { cartReference: token } = await newAnonCart(t);
      const before = await snapshot();
      expect(expectError(await anonPromote(token, { promotion_code: discount }), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.nothingToDiscount(discount));
      await anonAdd(token);
      expect(expectError(await anonPromote(token, { promotion_code: discount }), 422, 'promotion_not_added').messages[0]!.message).toBe('Spend at least $20.00 to use the code ' + discount + '.');
      expect(expectError(await anonPromote(token, { promotion_code: credit }), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.signInForCredit(credit));
      const after = await snapshot();
      expect({ ...after, entries: before.entries }).toEqual({ ...before, promotions: before.promotions });
      expect((await t.inject({ method: 'GET', url: `/v2/anon-cart/${token}`, sign: 'drawfront' })).json()).toMatchObject({ promotion: null });
    });

    it.each([
      ['no body', undefined],
      ['no code', {}],
      ['an empty code', { promotion_code: '' }],
      ['a code that is not a string', { promotion_code: 5 }],
      ['a code too long', { promotion_code: 'X'.repeat(65) }],
      ['another field', { promotion_code: 'SAVE5', discount: 100 }],
    ])('answers 422 validation_failed for %s', async (_name, body) => {
      const { cartReference: token } = await newAnonCart(t);
      expectError(await anonPromote(token, body), 422, 'validation_failed');
    });

    it('answers 404 for an unknown cart', async () => {
      expectError(await anonPromote('A'.repeat(32), { promotion_code: 'SAVE5' }), 404, 'cart_not_found');
    });

    it('keeps the code when the visitor signs in and the cart is converted', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 200 });
      const { cartReference: token } = await newAnonCart(t);
      await anonAdd(token);
      await anonPromote(token, { promotion_code: code });
      const session = await signUp(t);
      const converted = (await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/anon-cart/${token}/convert` })).json() as Cart;
      expect(converted.promotion).toMatchObject({ code, discount: { amount: 200 } });
      expect(converted.cartTotal.amount).toBe(TEN_GAMES - 200);
    });
  });

  describe('the customer cart and the purchase', () => {
    it('buys the cart with the discount: the wallet pays the rest, house money pays the discount, the ledger sums to zero', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 1000 });
      const session = await funded(10_000);
      await addToCart(t, session.accessToken, tenGames());
      const added = await promote(session, code);
      expect(added.statusCode).toBe(200);
      expect((added.json() as Cart).cartTotal.amount).toBe(TEN_GAMES - 500);
      const revenue = await systemBalance('house_revenue');
      const promotions = await systemBalance('house_promotions');

      const bought = await purchase(session);
      expect(bought.statusCode).toBe(201);
      const receipt = bought.json() as Receipt;
      expect(receipt.total).toEqual({ amount: TEN_GAMES - 500, currency: 'AUD' });
      expect(receipt.promotion).toEqual({ code, productType: 'voucher_fixed_discount', discount: { amount: 500, currency: 'AUD' } });
      expect(receipt.balance.amount).toBe(10_000 - (TEN_GAMES - 500));
      expect(await balanceOf(t, session)).toBe(10_000 - (TEN_GAMES - 500));
      expect(await systemBalance('house_revenue')).toBe(revenue + TEN_GAMES);
      expect(await systemBalance('house_promotions')).toBe(promotions - 500);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
      // The receipt keeps it; the cart has let it go; the code was one per customer.
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.checkoutId}`, headers: { 'x-api-version': '3.4' } })).json()).toMatchObject({ promotion: { code } });
      expect((await cartOf(session)).promotion).toBeNull();
      await addToCart(t, session.accessToken, tenGames());
      expect(expectError(await promote(session, code), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.alreadyUsed(code));
    });

    it('buys a cart a 100 % code pays for entirely, moving nothing from the wallet', async () => {
      const code = await made({ type: 'voucher_percent_discount', percentBasisPoints: 10_000 });
      const session = await funded(0);
      await addToCart(t, session.accessToken, starburstLine());
      await promote(session, code);
      const bought = await purchase(session);
      expect(bought.statusCode).toBe(201);
      expect((bought.json() as Receipt).total.amount).toBe(0);
      expect(await balanceOf(t, session)).toBe(0);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('refuses the purchase when the code expired since it was added: nothing charged, then the cart drops it', async () => {
      const code = await made({ type: 'voucher_fixed_discount_expire', amountCents: 300, expiresAt: new Date(clock + 60_000).toISOString() });
      const session = await funded(10_000);
      await addToCart(t, session.accessToken, tenGames());
      expect((await promote(session, code)).statusCode).toBe(200);
      const before = await snapshot(session.customer.customerId);
      clock += 60_000;
      try {
        expect(expectError(await purchase(session), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.expired(code));
        expect(await snapshot(session.customer.customerId)).toEqual(before);
        const cart = await cartOf(session);
        expect(cart.promotion).toBeNull();
        expect(cart.autoRemovedItems).toEqual([{ id: expect.any(String), reason: VOUCHER_MESSAGES.expired(code) }]);
        expect(cart.cartTotal.amount).toBe(TEN_GAMES);
        expect(expectError(await promote(session, code), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.expired(code));
      } finally {
        clock -= 60_000;
      }
    });

    it('refuses the purchase when the last use of a code went to someone else meanwhile', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 300, maxRedemptions: 1 });
      const first = await funded();
      const second = await funded();
      for (const session of [first, second]) {
        await addToCart(t, session.accessToken, tenGames());
        expect((await promote(session, code)).statusCode).toBe(200);
      }
      expect((await purchase(first)).statusCode).toBe(201);
      const before = await snapshot(second.customer.customerId);
      expect(expectError(await purchase(second), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.usedUp(code));
      expect(await snapshot(second.customer.customerId)).toEqual(before);
    });

    it('leaves the code in the cart when lines are bought by "buy now"', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 100 });
      const session = await funded();
      await addToCart(t, session.accessToken, tenGames());
      await promote(session, code);
      const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
      expect((bought.json() as Receipt).total.amount).toBe(STARBURST_GAME_PRICE);
      expect((await cartOf(session)).promotion).toMatchObject({ code });
    });

    it('drops the code when the cart falls under its minimum spend', async () => {
      const code = await made({ type: 'voucher_fixed_discount', amountCents: 300, minSpendCents: 1000 });
      const session = await funded();
      const cart = await addToCart(t, session.accessToken, tenGames());
      await promote(session, code);
      const changed = (await asCustomer(t, session.accessToken, { method: 'PUT', url: `/v2/cart/items/${cart.cartItems[0]!.id}`, payload: { games: [STARBURST_GAME] } })).json() as Cart;
      expect(changed.promotion).toBeNull();
      expect(changed.autoRemovedItems.map((item) => item.reason)).toEqual(['Spend at least $10.00 to use the code ' + code + '.']);
    });

    it('needs a signed-in customer for the customer cart calls', async () => {
      expectError(await t.inject({ method: 'POST', url: '/v2/cart/promotion', sign: 'drawfront', payload: { promotion_code: 'SAVE5' } }), 401, 'unauthorised');
      expectError(await t.inject({ method: 'DELETE', url: '/v2/cart/promotion', sign: 'drawfront' }), 401, 'unauthorised');
    });
  });

  describe('credit codes: POST /v2/cart/promotion redeems into the wallet', () => {
    it('credits the wallet once per key (ledger voucher_credit), replays a retry, and refuses a second use', async () => {
      const code = await made({ type: 'voucher_credit_amount', amountCents: 1000 });
      const session = await funded(500);
      const key = randomUUID();
      const first = await promote(session, code, key);
      expect(first.statusCode).toBe(200);
      expect((first.json() as Cart).promotionCredit).toEqual({ code, productType: 'voucher_credit_amount', credit: { amount: 1000, currency: 'AUD' }, balance: { amount: 1500, currency: 'AUD' } });
      expect((first.json() as Cart).promotion).toBeNull();

      const retry = await promote(session, code.toLowerCase(), key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect((retry.json() as Cart).promotionCredit).toEqual((first.json() as Cart).promotionCredit);
      expect(await balanceOf(t, session)).toBe(1500);

      const transactions = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions?kind=voucher_credit' })).json();
      expect(transactions.transactions).toEqual([expect.objectContaining({ kind: 'voucher_credit', amount: { amount: 1000, currency: 'AUD' }, description: `Voucher ${code}` })]);
      // Promotional money cannot be withdrawn.
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/withdrawable-funds' })).json()).toMatchObject({ withdrawableFunds: { amount: 500 } });

      const before = await snapshot(session.customer.customerId);
      expect(expectError(await promote(session, code, randomUUID()), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.alreadyUsed(code));
      expect(await snapshot(session.customer.customerId)).toEqual(before);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('asks for an Idempotency-Key, and refuses one already used for another code', async () => {
      const code = await made({ type: 'voucher_credit_amount', amountCents: 700 });
      const other = await made({ type: 'voucher_credit_amount', amountCents: 300 });
      const session = await funded(0);
      const before = await snapshot(session.customer.customerId);
      expectError(await promote(session, code), 400, 'idempotency_key_required');
      expectError(await promote(session, code, 'short'), 400, 'idempotency_key_required');
      expect(await snapshot(session.customer.customerId)).toEqual(before);
      const key = randomUUID();
      expect((await promote(session, code, key)).statusCode).toBe(200);
      expectError(await promote(session, other, key), 422, 'idempotency_key_reused');
      expect(await balanceOf(t, session)).toBe(700);
    });

    it('refuses an expired credit code', async () => {
      const code = await made({ type: 'voucher_credit_amount', amountCents: 700, expiresAt: new Date(clock + 1000).toISOString() });
      const session = await funded(0);
      clock += 1000;
      try {
        const before = await snapshot(session.customer.customerId);
        expect(expectError(await promote(session, code, randomUUID()), 422, 'promotion_not_added').messages[0]!.message).toBe(VOUCHER_MESSAGES.expired(code));
        expect(await snapshot(session.customer.customerId)).toEqual(before);
      } finally {
        clock -= 1000;
      }
    });
  });
});

// Only PostgreSQL runs transactions side by side (PGlite runs one at a time, so the races cannot happen there).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('voucher redemptions racing on postgres', () => {
  const t = setupApp('postgres');
  const { made, promote, purchase, funded, systemBalance } = voucherApi(t);
  const creditTransactions = async (customerId: string) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerTransactions.kind, 'voucher_credit')))
      )[0]!.n,
    );

  it('turns one Idempotency-Key retried concurrently into one credit with one answer', async () => {
    const code = await made({ type: 'voucher_credit_amount', amountCents: 1000 });
    const session = await funded(0);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 25 }, () => promote(session, code, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    expect(new Set(responses.map((response) => JSON.stringify((response.json() as Cart).promotionCredit))).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await balanceOf(t, session)).toBe(1000);
    expect(await creditTransactions(session.customer.customerId)).toBe(1);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('lets one of many concurrent keys redeem a code once per customer', async () => {
    const code = await made({ type: 'voucher_credit_amount', amountCents: 1000 });
    const session = await funded(0);
    const responses = await Promise.all(Array.from({ length: 10 }, () => promote(session, code, randomUUID())));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const lost of responses.filter((response) => response.statusCode !== 200)) expectError(lost, 422, 'promotion_not_added');
    expect(await balanceOf(t, session)).toBe(1000);
  });

  it('gives a capped code to as many customers as its cap, however many buy at once', async () => {
    const code = await made({ type: 'voucher_fixed_discount', amountCents: 300, maxRedemptions: 2 });
    const sessions = await Promise.all(Array.from({ length: 6 }, () => funded()));
    for (const session of sessions) {
      await addToCart(t, session.accessToken, tenGames());
      expect((await promote(session, code)).statusCode).toBe(200);
    }
    const promotions = await systemBalance('house_promotions');
    const responses = await Promise.all(sessions.map((session) => purchase(session)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    for (const lost of responses.filter((response) => response.statusCode !== 201)) expectError(lost, 422, 'promotion_not_added');
    expect(await systemBalance('house_promotions')).toBe(promotions - 600);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });
});
