import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt, Ticket } from '@drawfront/shared/contract/purchase';
import { checkouts, productOffers, tickets } from '../src/db/schema';
import { addToCart, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { everyBackend, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

describe.each(everyBackend())('purchase, receipts, tickets and the pre-commitment limit on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const purchase = (session: LoginResult, key: string | null = randomUUID(), payload?: unknown) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: key === null ? {} : { 'idempotency-key': key }, payload: payload as Record<string, unknown> });
  const customer = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as Customer;
  const cart = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
  const ticketCount = async (customerId: string) => (await t.database.db.select({ n: count() }).from(tickets).where(eq(tickets.customerId, customerId)))[0]!.n;
  // Moving the clock past a draw also expires the access token (15 minutes): sign in again at the new time.
  const signInAgain = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
  const twoGames = { numbers: [10, 11, 12, 13, 14, 15, 16], powerball: [2] };

  it('buys the cart from the wallet: receipt, balance, one ticket per game per draw, empty cart, ledger balanced', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5000);
    await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames], num_draws: 2 }));
    await addToCart(t, session.accessToken, starburstLine());
    const response = await purchase(session);
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as Receipt;
    const total = 5 * STARBURST_GAME_PRICE;
    expect(receipt).toMatchObject({ total: { amount: total, currency: 'AUD' }, balance: { amount: 5000 - total, currency: 'AUD' } });
    expect(receipt.lines.map((line) => [line.numGames, line.numDraws, line.purchasePrice.amount])).toEqual([[2, 2, 4 * STARBURST_GAME_PRICE], [1, 1, STARBURST_GAME_PRICE]]);
    expect(receipt.trackingData.products[0]).toMatchObject({ lotteryKey: 'thursday-starburst', purchasePrice: 4 * STARBURST_GAME_PRICE, numDraws: 2, daysOfWeek: 8, purchaseStatus: 'standard' });
    expect((await customer(session)).balance.amount).toBe(5000 - total);
    expect((await cart(session)).cartItems).toEqual([]);
    expect(await ticketCount(session.customer.customerId)).toBe(5);
    const sold = await t.database.db.select({ price: tickets.priceCents }).from(tickets).where(eq(tickets.customerId, session.customer.customerId));
    expect(sold.reduce((sum, row) => sum + row.price, 0)).toBe(total);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    const history = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions' })).json();
    expect(history.transactions[0]).toMatchObject({ kind: 'purchase', amount: { amount: -total }, balanceAfter: { amount: 5000 - total }, reference: receipt.checkoutId });
    // The customer reads the receipt's short code, never the checkout id.
    expect(history.transactions[0]!.receiptReference).toBe(receipt.reference);
    expect(receipt.reference).toMatch(/^DF-/);

    const read = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.checkoutId}`, headers: { 'x-api-version': '3.4' } });
    expect(read.json()).toEqual(receipt);
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.checkoutId}` }), 400, 'unsupported_version');
    const other = await signUp(t);
    expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.checkoutId}`, headers: { 'x-api-version': '3.4' } }), 404, 'checkout_not_found');
  });

  it('seeds two demo customers: a $50.00 wallet, and a $100.00 wallet under a $20.00 weekly limit', async () => {
    const demo = (await login(t, 'demo@drawfront.example', 'Password123')).json() as LoginResult;
    expect(demo.customer).toMatchObject({ balance: { amount: 5000, currency: 'AUD' }, preCommitment: null });
    const limited = (await login(t, 'limited@drawfront.example', 'Password123')).json() as LoginResult;
    expect(limited.customer).toMatchObject({ balance: { amount: 10_000 }, preCommitment: { limit: { amount: 2000 }, spentThisPeriod: { amount: 0 } } });
    // The demo played the last weeks (seed-history.ts) and won a prize; the welcome deposit last brings the wallet to $50.00.
    const history = (await asCustomer(t, demo.accessToken, { method: 'GET', url: '/v2/transactions', query: { limit: '100' } })).json();
    expect(history.transactions[0]).toMatchObject({ kind: 'deposit', balanceAfter: { amount: 5000 }, description: 'Welcome deposit (demo)' });
    expect(history.transactions.map((transaction: { kind: string }) => transaction.kind)).toEqual(expect.arrayContaining(['purchase', 'prize']));
  });

  it('needs a bearer token and an Idempotency-Key', async () => {
    const session = await signUp(t);
    expectError(await t.inject({ method: 'POST', url: '/v2/cart/purchase', sign: 'drawfront', headers: { 'idempotency-key': randomUUID() } }), 401, 'unauthorised');
    expectError(await purchase(session, null), 400, 'idempotency_key_required');
    expectError(await purchase(session, 'short'), 400, 'idempotency_key_required');
  });

  it('refuses an empty cart', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    expectError(await purchase(session), 422, 'cart_empty');
  });

  it('refuses a purchase the wallet cannot cover, with the shortfall, charging nothing', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 200);
    await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames] }));
    const body = expectError(await purchase(session), 422, 'insufficient_funds');
    expect(body.result).toEqual({ shortfall: { amount: 80, currency: 'AUD' }, balance: { amount: 200, currency: 'AUD' }, total: { amount: 280, currency: 'AUD' } });
    expect(body.messages[0]!.message).toBe('Your balance of $2.00 does not cover this purchase of $2.80: add $0.80 to continue.');
    expect((await customer(session)).balance.amount).toBe(200);
    expect((await cart(session)).cartItems).toHaveLength(1);
    expect(await ticketCount(session.customer.customerId)).toBe(0);
  });

  it('answers a retry with the same key and body with the first receipt; another body with that key is refused', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    await addToCart(t, session.accessToken, starburstLine());
    const key = randomUUID();
    const first = await purchase(session, key);
    const again = await purchase(session, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectError(await purchase(session, key, { wallet_purchase: false }), 422, 'idempotency_key_reused');
    expect((await customer(session)).balance.amount).toBe(1000 - STARBURST_GAME_PRICE);
    expect(await ticketCount(session.customer.customerId)).toBe(1);
    // The same key is the customer's own: another customer may use it.
    const other = await signUp(t);
    await fund(t, other.customer.customerId, 1000);
    await addToCart(t, other.accessToken, starburstLine());
    expect((await purchase(other, key)).json().checkoutId).not.toBe(first.json().checkoutId);
  });

  it('buys lines given in the body without touching the cart', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    await addToCart(t, session.accessToken, starburstLine());
    const response = await purchase(session, randomUUID(), { items: [starburstLine({ num_draws: 2 })] });
    expect((response.json() as Receipt).total.amount).toBe(2 * STARBURST_GAME_PRICE);
    expect((await cart(session)).cartItems).toHaveLength(1);
    expect(expectError(await purchase(session, randomUUID(), { items: [starburstLine({ num_draws: 3 })] }), 422, 'invalid_cart_item').errors.this).toEqual(['Thursday Starburst is sold for 1, 2, 4, 8 draws, not 3.']);
  });

  it('refuses a cart whose draw closed since it was added, naming draw and offer, charging nothing', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    const line = (await addToCart(t, session.accessToken, starburstLine())).cartItems.filter(isTicketLine)[0]!;
    const saved = clock;
    clock = Date.parse(line.drawDate);
    try {
      const body = expectError(await purchase(await signInAgain(session)), 422, 'draw_closed');
      expect(body.messages[0]!.message).toMatch(new RegExp(`^Draw ${line.drawNo} of Thursday Starburst closed at `));
    } finally {
      clock = saved;
    }
    expect((await customer(session)).balance.amount).toBe(1000);
  });

  describe('pre-commitment limit', () => {
    const setLimit = (session: LoginResult, payload: string, contentType = 'application/x-www-form-urlencoded') =>
      asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/precommitment', headers: { 'content-type': contentType }, payload });

    it('sets a weekly limit from a form or JSON dollar amount and removes it', async () => {
      const session = await signUp(t);
      expect((await setLimit(session, 'limit=50.00')).json().preCommitment).toEqual({ limit: { amount: 5000, currency: 'AUD' }, spentThisPeriod: { amount: 0, currency: 'AUD' } });
      expect((await setLimit(session, JSON.stringify({ limit: '20' }), 'application/json')).json().preCommitment.limit.amount).toBe(2000);
      expect((await asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/precommitment' })).json().preCommitment).toBeNull();
      expect(expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/precommitment' }), 422, 'validation_failed').errors).toEqual({ limit: ['This field is required'] });
    });

    it.each([
      ['', 'This field is required'],
      ['abc', 'Please enter numbers only'],
      ['1.234', 'Amount must follow format e.g: 1.50'],
      ['0.50', 'Please enter an amount equal to or greater than $1.00.'],
      ['100000.01', 'Please enter an amount equal to or less than $100,000.00.'],
    ])('refuses limit "%s" with "%s"', async (limit, message) => {
      const session = await signUp(t);
      expect(expectError(await setLimit(session, `limit=${encodeURIComponent(limit)}`), 422, 'validation_failed').errors).toEqual({ limit: [message] });
      expect((await customer(session)).preCommitment).toBeNull();
    });

    it('blocks a cart that would overrun it (cart blockedReasons) and refuses the purchase, charging nothing', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 10_000);
      await setLimit(session, 'limit=3.00');
      await addToCart(t, session.accessToken, starburstLine());
      const first = await purchase(session);
      expect(first.statusCode).toBe(201);
      expect((await customer(session)).preCommitment).toEqual({ limit: { amount: 300, currency: 'AUD' }, spentThisPeriod: { amount: 140, currency: 'AUD' } });
      const blocked = await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames] }));
      const message = 'This purchase would take you over your pre-commitment limit of $3.00 a week by $1.20. You have $1.60 left to spend this week.';
      expect(blocked.blockedReasons).toEqual({ precommitment_limit: message });
      const refused = expectError(await purchase(session), 422, 'precommitment_limit');
      expect(refused.messages[0]!.message).toBe(message);
      expect(refused.result).toEqual({ blockedReason: 'precommitment_limit', exceededAmount: { amount: 120, currency: 'AUD' } });
      expect((await customer(session)).balance.amount).toBe(10_000 - 140);
      // Next week the spend starts again.
      clock += 7 * 86_400_000;
      try {
        expect((await cart(await signInAgain(session))).blockedReasons).toEqual({});
      } finally {
        clock -= 7 * 86_400_000;
      }
    });
  });

  describe('tickets', () => {
    it('lists upcoming tickets with page info, reads one, and hides other customers\' tickets', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 5000);
      await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames], num_draws: 2 }));
      const receipt = (await purchase(session)).json() as Receipt;
      // One ticket per purchased entry and draw: two games for two draws are two tickets of two games each.
      const page = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?status=upcoming&limit=1&offset=0' })).json();
      expect(page.pageInfo).toEqual({ limit: 1, offset: 0, total: 2 });
      expect(page.tickets).toHaveLength(1);
      const ticket = page.tickets[0] as Ticket;
      expect(ticket).toMatchObject({ checkoutId: receipt.checkoutId, reference: receipt.reference, lotteryKey: 'thursday-starburst', offerName: 'Thursday Starburst', offerUrl: 'thursday-starburst', status: 'upcoming', price: { amount: 2 * STARBURST_GAME_PRICE, currency: 'AUD' } });
      // Its games in the order played.
      expect(ticket.games).toEqual([STARBURST_GAME, twoGames]);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/tickets/${ticket.id}` })).json()).toEqual(ticket);
      const second = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?status=upcoming&limit=1&offset=1' })).json().tickets[0] as Ticket;
      expect(second.drawNo).toBeGreaterThan(ticket.drawNo);
      expect(second.games).toEqual([STARBURST_GAME, twoGames]);
      // Any of a ticket's games finds the ticket.
      const [secondGame] = await t.database.db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.customerId, session.customer.customerId), eq(tickets.gameNo, 2)));
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/tickets/${secondGame!.id}` })).json()).toEqual(ticket);
      // The receipt is found by its reference too, typed any way.
      expect(receipt.reference).toMatch(/^DF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(receipt.lines[0]!.games).toEqual([STARBURST_GAME, twoGames]);
      const byReference = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/checkout/${receipt.reference!.toLowerCase().replace(/-/g, '')}`, headers: { 'x-api-version': '3.4' } });
      expect(byReference.json()).toEqual(receipt);
      // The result-page link uses the offer's URL on the customer's sub-variant, which may differ from its key.
      const starburst = and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, 'thursday-starburst'));
      await t.database.db.update(productOffers).set({ urlAliases: [{ subvariant: 'GB', url: 'thursday-starburst-gb' }] }).where(starburst);
      try {
        const onGb = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/tickets/${ticket.id}`, headers: { 'x-sub-variant': 'GB' } });
        expect(onGb.json()).toMatchObject({ id: ticket.id, lotteryKey: 'thursday-starburst', offerUrl: 'thursday-starburst-gb' });
        expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/tickets/${ticket.id}` })).json().offerUrl).toBe('thursday-starburst');
      } finally {
        await t.database.db.update(productOffers).set({ urlAliases: [] }).where(starburst);
      }
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?status=past' })).json().pageInfo.total).toBe(0);
      const other = await signUp(t);
      expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/tickets/${ticket.id}` }), 404, 'ticket_not_found');
      expect((await asCustomer(t, other.accessToken, { method: 'GET', url: '/v2/tickets' })).json().tickets).toEqual([]);
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?status=later' }), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?limit=1000' }), 422, 'validation_failed');
      const saved = clock;
      clock = Date.parse(ticket.drawDate) + 1;
      try {
        // Past means drawn (groups spec §4 result groups), not a date gone by: nothing moves until the engine draws.
        const access = (await signInAgain(session)).accessToken;
        expect((await asCustomer(t, access, { method: 'GET', url: '/v2/tickets?status=past' })).json().pageInfo.total).toBe(0);
        await t.app.jobs['draws-tick']!();
        const past = (await asCustomer(t, access, { method: 'GET', url: '/v2/tickets?status=past' })).json();
        // The first draw's ticket, its two games scored one by one.
        expect(past.pageInfo.total).toBe(1);
        expect(past.tickets[0].outcome.games).toHaveLength(2);
        expect(past.tickets[0]).toMatchObject({ status: 'past', drawStatus: 'DRAW_EMAILED', outcome: { prizeStatus: expect.any(String), winningNumbers: { numbers: expect.any(Array), powerball: [expect.any(Number)] } } });
        expect(past.tickets[0].outcome.games[0].matched.numbers.every((n: number) => past.tickets[0].outcome.winningNumbers.numbers.includes(n))).toBe(true);
      } finally {
        clock = saved;
      }
      expect(await t.database.db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, session.customer.customerId))).toEqual([{ n: 1 }]);
    });
  });
});
