import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Deposit, DepositPurchase, Fund } from '@drawfront/shared/contract/funds';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { TEST_CHALLENGE_BASE } from '../src/app';
import { deposits, tickets } from '../src/db/schema';
import { createGatewayRegistry } from '../src/payments/gateway-registry';
import { TEST_CARDS } from '../src/payments/test-cards';
import type { TestGateway } from '../src/payments/test-gateway';
import { addCard, balanceOf } from './cards';
import { addToCart, raffleLine, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const RAFFLE_TICKET = 1000;

describe.each(backends())('deposit and purchase in one step (POST /v2/cart/deposit_purchase) on %s', (backend) => {
  const gateways = createGatewayRegistry({ testGateway: { challengeBaseUrl: TEST_CHALLENGE_BASE } });
  const gateway = gateways.get('test') as TestGateway;
  const t = setupApp(backend, {}, { gateways });

  const depositPurchase = (session: LoginResult, payload: unknown, key: string | null = randomUUID()) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/deposit_purchase', headers: key === null ? {} : { 'idempotency-key': key }, payload: payload as Record<string, unknown> });
  const body = (fundId: string, amount: number, purchase: Record<string, unknown> = { channel_key: 'drawfront_web' }) => ({ deposit: { fund_id: fundId, amount }, purchase });
  const cart = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
  const ticketCount = async (customerId: string) => (await t.database.db.select({ n: count() }).from(tickets).where(eq(tickets.customerId, customerId)))[0]!.n;
  const depositRows = (customerId: string) => t.database.db.select().from(deposits).where(eq(deposits.customerId, customerId));
  const card = async (session: LoginResult, number: string = TEST_CARDS.succeeds) => (await addCard(t, session, number)).json() as Fund;

  /** A customer with `balance` in the wallet, a saved card and two raffle tickets ($20.00) in the cart. */
  async function shopper(balance: number, number: string = TEST_CARDS.succeeds) {
    const session = await signUp(t);
    if (balance > 0) await fund(t, session.customer.customerId, balance);
    const saved = await card(session, number);
    await addToCart(t, session.accessToken, raffleLine({ games: [{}, {}] }));
    return { session, fundId: saved.id, total: 2 * RAFFLE_TICKET };
  }

  /** Nothing moved: no deposit recorded, no charge asked of the gateway, the wallet and cart as they were. */
  async function expectNothingCharged(session: LoginResult, balance: number, chargesBefore: number, cartLines = 1) {
    expect(await depositRows(session.customer.customerId)).toEqual([]);
    expect(gateway.chargeCount()).toBe(chargesBefore);
    expect(await balanceOf(t, session)).toBe(balance);
    expect((await cart(session)).cartItems).toHaveLength(cartLines);
    expect(await ticketCount(session.customer.customerId)).toBe(0);
  }

  it('deposits what the wallet is short and buys the cart: receipt, tickets, empty cart, both movements in the history', async () => {
    const { session, fundId, total } = await shopper(500);
    const response = await depositPurchase(session, body(fundId, 1500));
    expect(response.statusCode).toBe(201);
    const answer = response.json() as DepositPurchase;
    expect(answer.deposit).toMatchObject({ status: 'succeeded', amount: { amount: 1500, currency: 'AUD' }, purchaseType: 'checkout', purchaseMessage: null, redirectUrl: null });
    expect(answer.receipt).toMatchObject({ total: { amount: total }, balance: { amount: 0 } });
    expect(answer.deposit.checkoutId).toBe(answer.receipt!.checkoutId);
    expect(await balanceOf(t, session)).toBe(0);
    expect((await cart(session)).cartItems).toEqual([]);
    expect(await ticketCount(session.customer.customerId)).toBe(2);
    const history = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions' })).json();
    expect(history.transactions.slice(0, 2)).toMatchObject([
      { kind: 'purchase', amount: { amount: -total }, balanceAfter: { amount: 0 } },
      { kind: 'deposit', amount: { amount: 1500 }, balanceAfter: { amount: 2000 } },
    ]);
    const read = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${answer.receipt!.checkoutId}`, headers: { 'x-api-version': '3.4' } });
    expect(read.json()).toEqual(answer.receipt);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('a deposit larger than the shortfall leaves the rest in the wallet', async () => {
    const { session, fundId, total } = await shopper(0);
    const answer = (await depositPurchase(session, body(fundId, 5000))).json() as DepositPurchase;
    expect(answer.receipt?.balance.amount).toBe(5000 - total);
    expect(await balanceOf(t, session)).toBe(5000 - total);
  });

  it('refuses a deposit that would not cover the order, naming the least that would, and charges nothing', async () => {
    const { session, fundId } = await shopper(500);
    const before = gateway.chargeCount();
    const refused = expectError(await depositPurchase(session, body(fundId, 1000)), 422, 'validation_failed');
    expect(refused.errors).toEqual({ amount: ['Please enter an amount equal to or greater than $15.00.'] });
    expect(refused.result).toEqual({ shortfall: { amount: 1500, currency: 'AUD' } });
    await expectNothingCharged(session, 500, before);
  });

  it("a declined card answers the gateway's message; nothing is bought and the wallet is untouched", async () => {
    const { session, fundId } = await shopper(0, TEST_CARDS.doNotHonour);
    const answer = (await depositPurchase(session, body(fundId, 2000))).json() as DepositPurchase;
    expect(answer).toMatchObject({ deposit: { status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.', checkoutId: null }, receipt: null });
    expect(await balanceOf(t, session)).toBe(0);
    expect((await cart(session)).cartItems).toHaveLength(1);
    expect(await ticketCount(session.customer.customerId)).toBe(0);
  });

  it('refuses an order a limit blocks, an empty cart or a closed-draw order before the card is charged', async () => {
    const limited = await shopper(0);
    await asCustomer(t, limited.session.accessToken, { method: 'POST', url: '/v2/precommitment', payload: { limit: '15.00' } });
    let before = gateway.chargeCount();
    const blocked = expectError(await depositPurchase(limited.session, body(limited.fundId, 2000)), 422, 'precommitment_limit');
    expect(blocked.messages[0]!.message).toContain('over your pre-commitment limit of $15.00 a week by $5.00');
    await expectNothingCharged(limited.session, 0, before);

    const empty = await signUp(t);
    const emptyCard = await card(empty);
    before = gateway.chargeCount();
    expectError(await depositPurchase(empty, body(emptyCard.id, 2000)), 422, 'cart_empty');
    await expectNothingCharged(empty, 0, before, 0);
  });

  describe('3-D Secure', () => {
    async function challenged(session: LoginResult, fundId: string, amount = 2000) {
      const answer = (await depositPurchase(session, body(fundId, amount))).json() as DepositPurchase;
      expect(answer).toMatchObject({ deposit: { status: 'requires_action', purchaseType: 'checkout', checkoutId: null }, receipt: null });
      expect(answer.deposit.redirectUrl).toMatch(/^\/payments\/test\/challenge\/ch_[0-9a-f]+$/);
      return answer.deposit;
    }
    const answerChallenge = async (deposit: Deposit, outcome: 'approve' | 'deny') => {
      const answered = await t.app.inject({ method: 'POST', url: deposit.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
      return () => t.app.inject({ method: 'GET', url: answered.headers.location as string });
    };

    it('buys when the customer comes back approved, once however often the browser returns, and lands on the receipt', async () => {
      const { session, fundId, total } = await shopper(0, TEST_CARDS.challenge);
      const pending = await challenged(session, fundId);
      expect(await balanceOf(t, session)).toBe(0);
      expect((await cart(session)).cartItems).toHaveLength(1);
      const notify = await answerChallenge(pending, 'approve');
      const [one, two] = await Promise.all([notify(), notify()]);
      const three = await notify();
      const read = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json() as Deposit;
      expect(read).toMatchObject({ status: 'succeeded', purchaseMessage: null });
      for (const back of [one, two, three]) {
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(`/receipt/${read.checkoutId}`);
      }
      const receipt = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${read.checkoutId}`, headers: { 'x-api-version': '3.4' } })).json() as Receipt;
      expect(receipt).toMatchObject({ total: { amount: total }, balance: { amount: 0 } });
      expect(await balanceOf(t, session)).toBe(0);
      expect(await ticketCount(session.customer.customerId)).toBe(2);
      expect((await cart(session)).cartItems).toEqual([]);
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('keeps the deposit but buys nothing when the cart changed during the check, and says so', async () => {
      const { session, fundId } = await shopper(0, TEST_CARDS.challenge);
      const pending = await challenged(session, fundId);
      await addToCart(t, session.accessToken, starburstLine());
      const back = await (await answerChallenge(pending, 'approve'))();
      expect(back.headers.location).toBe(`/my-account/deposit/details/${pending.id}/success?return_path=%2Fcart%2Fbuy`);
      const read = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json() as Deposit;
      expect(read).toMatchObject({ status: 'succeeded', checkoutId: null });
      expect(read.purchaseMessage).toBe('Your cart changed while your bank checked the payment, so we did not buy it. Your deposit of $20.00 is in your wallet: check your cart and pay from your wallet.');
      expect(await balanceOf(t, session)).toBe(2000);
      expect((await cart(session)).cartItems).toHaveLength(2);
      expect(await ticketCount(session.customer.customerId)).toBe(0);
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('a denied check credits and buys nothing and goes back towards checkout', async () => {
      const { session, fundId } = await shopper(0, TEST_CARDS.challenge);
      const pending = await challenged(session, fundId);
      const back = await (await answerChallenge(pending, 'deny'))();
      expect(back.headers.location).toBe(`/my-account/deposit/details/${pending.id}/failure?return_path=%2Fcart%2Fbuy`);
      expect(await balanceOf(t, session)).toBe(0);
      expect((await cart(session)).cartItems).toHaveLength(1);
    });
  });

  it('answers a retry with the same Idempotency-Key from the first call, charging once; another body with that key is refused', async () => {
    const { session, fundId } = await shopper(0);
    const key = randomUUID();
    const first = await depositPurchase(session, body(fundId, 2000), key);
    const again = await depositPurchase(session, body(fundId, 2000), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await depositRows(session.customer.customerId)).toHaveLength(1);
    expectError(await depositPurchase(session, body(fundId, 2500), key), 422, 'idempotency_key_reused');
    expect(await balanceOf(t, session)).toBe(0);
  });

  it('a retry after the gateway could not be reached resumes the same deposit: one charge, one purchase', async () => {
    const { session, fundId, total } = await shopper(0);
    const charge = gateway.charge.bind(gateway);
    const spy = jest.spyOn(gateway, 'charge').mockImplementationOnce(async () => {
      throw new Error('connect ETIMEDOUT (simulated)');
    });
    try {
      const key = randomUUID();
      expectError(await depositPurchase(session, body(fundId, 2000), key), 503, 'gateway_unavailable');
      const [open] = await depositRows(session.customer.customerId);
      expect(open).toMatchObject({ status: 'pending', transactionId: null });
      expect(await balanceOf(t, session)).toBe(0);
      spy.mockImplementation(charge);
      const retried = await depositPurchase(session, body(fundId, 2000), key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toMatchObject({ deposit: { id: open!.id, status: 'succeeded' }, receipt: { total: { amount: total } } });
      expect(await depositRows(session.customer.customerId)).toHaveLength(1);
      expect(await ticketCount(session.customer.customerId)).toBe(2);
      expect(await balanceOf(t, session)).toBe(2000 - total);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses bad input in the spec error shape, changing nothing', async () => {
    const { session, fundId } = await shopper(0);
    const other = await signUp(t);
    const othersCard = await card(other);
    const before = gateway.chargeCount();
    expectError(await depositPurchase(session, body(fundId, 2000), null), 400, 'idempotency_key_required');
    expectError(await depositPurchase(session, {}), 422, 'validation_failed');
    expectError(await depositPurchase(session, { deposit: { fund_id: fundId } }), 422, 'validation_failed');
    expectError(await depositPurchase(session, { deposit: { fund_id: fundId, amount: '20.00' } }), 422, 'validation_failed');
    expectError(await depositPurchase(session, { deposit: { fund_id: fundId, amount: -5 } }), 422, 'validation_failed');
    expectError(await depositPurchase(session, { deposit: { fund_id: 'card-1', amount: 2000 } }), 422, 'validation_failed');
    expectError(await depositPurchase(session, { ...body(fundId, 2000), extra: true }), 422, 'validation_failed');
    expectError(await depositPurchase(session, body(randomUUID(), 2000)), 404, 'fund_not_found');
    expectError(await depositPurchase(session, body(othersCard.id, 2000)), 404, 'fund_not_found');
    expectError(await t.inject({ method: 'POST', url: '/v2/cart/deposit_purchase', sign: 'drawfront', headers: { 'idempotency-key': randomUUID() }, payload: body(fundId, 2000) }), 401, 'unauthorised');
    await expectNothingCharged(session, 0, before);
  });

  it('ten concurrent retries of one Idempotency-Key make one deposit, one charge and one purchase, and all get its answer', async () => {
    const { session, fundId, total } = await shopper(0);
    const key = randomUUID();
    const before = gateway.chargeCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => depositPurchase(session, body(fundId, 2000), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const checkoutIds = new Set(answers.map((answer) => (answer.json() as DepositPurchase).receipt?.checkoutId));
    expect(checkoutIds.size).toBe(1);
    expect([...checkoutIds][0]).toEqual(expect.any(String));
    expect(await depositRows(session.customer.customerId)).toHaveLength(1);
    expect(gateway.chargeCount() - before).toBe(1);
    expect(await ticketCount(session.customer.customerId)).toBe(2);
    expect(await balanceOf(t, session)).toBe(2000 - total);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('two presses racing with different keys buy the cart once and charge one card once', async () => {
    const { session, fundId, total } = await shopper(0);
    const answers = await Promise.all([depositPurchase(session, body(fundId, 2000)), depositPurchase(session, body(fundId, 2000))]);
    const bought = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect([bought.length, refused.length]).toEqual([1, 1]);
    // Refused either while the first charge is still with the gateway, or after it bought the cart.
    expect([
      [409, 'payment_in_progress'],
      [422, 'cart_empty'],
    ]).toContainEqual([refused[0]!.statusCode, refused[0]!.json().messages[0].code]);
    expect(await depositRows(session.customer.customerId)).toHaveLength(1);
    expect(await ticketCount(session.customer.customerId)).toBe(2);
    expect(await balanceOf(t, session)).toBe(2000 - total);
  });

  it('keeps the one-ticket price rule: a Starburst line costs what the price table says', async () => {
    const session = await signUp(t);
    const saved = await card(session);
    await addToCart(t, session.accessToken, starburstLine());
    const answer = (await depositPurchase(session, body(saved.id, 1000))).json() as DepositPurchase;
    expect(answer.receipt?.total.amount).toBe(STARBURST_GAME_PRICE);
    expect(answer.receipt?.balance.amount).toBe(1000 - STARBURST_GAME_PRICE);
  });
});
