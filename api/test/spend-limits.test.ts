import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import type { SpendLimit, SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';
import { sites, tickets } from '../src/db/schema';
import { periodBounds } from '../src/modules/period-limits/period';
import { addToCart, raffleLine, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const DAY = 86_400_000;
const COOLING_OFF = 7 * DAY;
const FORM = 'application/x-www-form-urlencoded';

describe.each(backends())('spend limits on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const state = async (session: LoginResult) => {
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/spend-limits' });
    expect(response.statusCode).toBe(200);
    return response.json() as SpendLimits;
  };
  const setLimit = (session: LoginResult, period: string, payload: string, options: { method?: 'PUT' | 'POST'; contentType?: string } = {}) =>
    asCustomer(t, session.accessToken, { method: options.method ?? 'PUT', url: `/v2/spend-limits/${period}`, headers: { 'content-type': options.contentType ?? FORM }, payload });
  /** Sets a limit from the form and returns the answered state, failing the test on any refusal. */
  const set = async (session: LoginResult, period: SpendLimitPeriod, limit: string) => {
    const response = await setLimit(session, period, `limit=${limit}`);
    if (response.statusCode !== 200) throw new Error(`set ${period} limit: ${response.statusCode} ${response.body}`);
    return response.json() as SpendLimits;
  };
  const remove = (session: LoginResult, id: string) => asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/spend-limits/${id}` });
  const limitOf = (limits: SpendLimits, period: SpendLimitPeriod): SpendLimit | undefined => limits.customerLimits.find((limit) => limit.period === period);
  const purchase = (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
  const customer = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as Customer;
  const cart = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
  const ticketCount = async (customerId: string) => (await t.database.db.select({ n: count() }).from(tickets).where(eq(tickets.customerId, customerId)))[0]!.n;
  // Moving the clock expires the access token (15 minutes): sign in again at the new time.
  const signInAgain = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
  /** Runs `body` with the clock moved forward by `ms`, then puts it back. */
  const later = async <T>(ms: number, body: () => Promise<T>): Promise<T> => {
    const saved = clock;
    clock += ms;
    try {
      return await body();
    } finally {
      clock = saved;
    }
  };
  const aud = (amount: number) => ({ amount, currency: 'AUD' });

  it('answers the periods, no customer limits, the system limits with what was spent and the cooling-off days, never cached', async () => {
    const session = await signUp(t);
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/spend-limits' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      availablePeriods: ['daily', 'weekly', 'monthly'],
      customerLimits: [],
      systemLimits: [
        { period: 'daily', limit: aud(500_000), amountSpent: aud(0) },
        { period: 'weekly', limit: aud(2_000_000), amountSpent: aud(0) },
        { period: 'monthly', limit: aud(5_000_000), amountSpent: aud(0) },
      ],
      coolingOffDays: 7,
    });
  });

  it('needs a signed-in customer', async () => {
    expectError(await t.inject({ method: 'GET', url: '/v2/spend-limits', sign: 'drawfront' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'PUT', url: '/v2/spend-limits/daily', sign: 'drawfront', headers: { 'content-type': FORM }, payload: 'limit=20.00' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'DELETE', url: `/v2/spend-limits/${randomUUID()}`, sign: 'drawfront' }), 401, 'unauthorised');
  });

  it('sets limits at once from a form (PUT) or JSON (POST), with the current period\'s bounds in the shop time zone', async () => {
    const session = await signUp(t);
    const daily = await set(session, 'daily', '20.00');
    const bounds = periodBounds('daily', new Date(clock), 'Australia/Sydney');
    expect(daily.customerLimits).toEqual([
      { id: expect.any(String), period: 'daily', limit: aud(2000), amountSpent: aud(0), periodStartsAt: bounds.start.toISOString(), periodEndsAt: bounds.end.toISOString(), pending: null },
    ]);
    const weekly = await setLimit(session, 'weekly', JSON.stringify({ limit: '150' }), { method: 'POST', contentType: 'application/json' });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.headers['cache-control']).toBe('no-store');
    const answered = weekly.json() as SpendLimits;
    expect(answered.customerLimits.map((limit) => [limit.period, limit.limit.amount, limit.pending])).toEqual([['daily', 2000, null], ['weekly', 15_000, null]]);
    expect(limitOf(answered, 'weekly')!.periodStartsAt).toBe(periodBounds('weekly', new Date(clock), 'Australia/Sydney').start.toISOString());
    expect(await state(session)).toEqual(answered);
  });

  it('lowers a limit at once, treats the same value as a no-op, and holds a raise for 7 days before applying it', async () => {
    const session = await signUp(t);
    const id = limitOf(await set(session, 'daily', '50.00'), 'daily')!.id;
    expect(limitOf(await set(session, 'daily', '30'), 'daily')).toMatchObject({ id, limit: aud(3000), pending: null });
    const unchanged = await set(session, 'daily', '30.00');
    expect(unchanged).toEqual(await state(session));
    expect(limitOf(unchanged, 'daily')).toMatchObject({ id, limit: aud(3000), pending: null });

    const raisedAt = clock;
    const raised = limitOf(await set(session, 'daily', '80.00'), 'daily')!;
    expect(raised).toMatchObject({ id, limit: aud(3000), pending: { limit: aud(8000), effectiveAt: new Date(raisedAt + COOLING_OFF).toISOString() } });
    // Asking again for the same raise does not restart the cooling-off period.
    expect(limitOf(await later(DAY, async () => set(await signInAgain(session), 'daily', '80.00')), 'daily')!.pending!.effectiveAt).toBe(raised.pending!.effectiveAt);

    await later(COOLING_OFF - 60_000, async () => {
      expect(limitOf(await state(await signInAgain(session)), 'daily')).toMatchObject({ limit: aud(3000), pending: { limit: aud(8000) } });
    });
    await later(COOLING_OFF, async () => {
      const again = await signInAgain(session);
      expect(limitOf(await state(again), 'daily')).toMatchObject({ id, limit: aud(8000), pending: null });
      // The applied raise is written on the next change: lowering now starts from $80.00.
      expect(limitOf(await set(again, 'daily', '70.00'), 'daily')).toMatchObject({ id, limit: aud(7000), pending: null });
    });
  });

  it('cancels a pending raise when the customer lowers the limit or sets the current one again', async () => {
    const session = await signUp(t);
    await set(session, 'weekly', '100.00');
    expect(limitOf(await set(session, 'weekly', '500.00'), 'weekly')!.pending).toMatchObject({ limit: aud(50_000) });
    expect(limitOf(await set(session, 'weekly', '100.00'), 'weekly')).toMatchObject({ limit: aud(10_000), pending: null });
    await set(session, 'weekly', '500.00');
    expect(limitOf(await set(session, 'weekly', '60.00'), 'weekly')).toMatchObject({ limit: aud(6000), pending: null });
    await later(COOLING_OFF, async () => {
      expect(limitOf(await state(await signInAgain(session)), 'weekly')).toMatchObject({ limit: aud(6000), pending: null });
    });
  });

  it('keeps a removed limit in force for 7 days, refuses a second removal with the date, then drops it', async () => {
    const session = await signUp(t);
    const id = limitOf(await set(session, 'monthly', '400.00'), 'monthly')!.id;
    const removedAt = clock;
    const response = await remove(session, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(limitOf(response.json(), 'monthly')).toMatchObject({ id, limit: aud(40_000), pending: { limit: null, effectiveAt: new Date(removedAt + COOLING_OFF).toISOString() } });

    const again = expectError(await remove(session, id), 422, 'spend_limit_removal_pending');
    const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Australia/Sydney' }).format(new Date(removedAt + COOLING_OFF));
    expect(again.messages[0]!.message).toBe(`This limit is already due to be removed on ${when}.`);

    await later(COOLING_OFF, async () => {
      const fresh = await signInAgain(session);
      expect((await state(fresh)).customerLimits).toEqual([]);
      expectError(await remove(fresh, id), 404, 'spend_limit_not_found');
      // A new limit after the removal applies at once, as a first limit does.
      expect(limitOf(await set(fresh, 'monthly', '900.00'), 'monthly')).toMatchObject({ limit: aud(90_000), pending: null });
    });
  });

  it('lets a lower limit cancel a pending removal at once', async () => {
    const session = await signUp(t);
    const id = limitOf(await set(session, 'daily', '40.00'), 'daily')!.id;
    await remove(session, id);
    expect(limitOf(await set(session, 'daily', '25.00'), 'daily')).toMatchObject({ id, limit: aud(2500), pending: null });
  });

  it.each([
    ['daily', '', 'This field is required'],
    ['daily', 'abc', 'Please enter numbers only'],
    ['daily', '-5', 'Please enter numbers only'],
    ['daily', '1.234', 'Amount must follow format e.g: 1.50'],
    ['daily', '0.99', 'Please enter an amount equal to or greater than $1.00.'],
    ['daily', '5000.01', 'Please enter an amount equal to or less than $5,000.00.'],
    ['weekly', '20000.01', 'Please enter an amount equal to or less than $20,000.00.'],
    ['monthly', '50000.01', 'Please enter an amount equal to or less than $50,000.00.'],
  ])('refuses a %s limit of "%s" with "%s"', async (period, limit, message) => {
    const session = await signUp(t);
    const body = expectError(await setLimit(session, period, `limit=${encodeURIComponent(limit)}`), 422, 'validation_failed');
    expect(body.errors).toEqual({ limit: [message] });
    expect((await state(session)).customerLimits).toEqual([]);
  });

  it('accepts the system limit itself as the largest limit', async () => {
    const session = await signUp(t);
    expect(limitOf(await set(session, 'daily', '5000.00'), 'daily')!.limit).toEqual(aud(500_000));
  });

  it('reports a missing body or field as required and an unknown field as unknown', async () => {
    const session = await signUp(t);
    expect(expectError(await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/spend-limits/daily' }), 422, 'validation_failed').errors).toEqual({ limit: ['This field is required'] });
    expect(expectError(await setLimit(session, 'daily', '{}', { contentType: 'application/json' }), 422, 'validation_failed').errors).toEqual({ limit: ['This field is required'] });
    expect(expectError(await setLimit(session, 'daily', 'limit=5&amount=5'), 422, 'validation_failed').errors).toEqual({ amount: ['is not a known field'] });
  });

  it('refuses an unknown period naming the allowed ones', async () => {
    const session = await signUp(t);
    for (const method of ['PUT', 'POST'] as const) {
      const body = expectError(await setLimit(session, 'yearly', 'limit=20.00', { method }), 422, 'validation_failed');
      expect(body.errors).toEqual({ period: ['must be one of daily, weekly, monthly'] });
    }
  });

  it('answers 404 for an unknown id or another customer\'s limit, leaving that limit alone, and 422 for an id that is no UUID', async () => {
    const session = await signUp(t);
    const other = await signUp(t);
    const theirs = limitOf(await set(other, 'daily', '10.00'), 'daily')!;
    expect(expectError(await remove(session, randomUUID()), 404, 'spend_limit_not_found').messages[0]!.message).toMatch(/^spend limit '.+' not found$/);
    expectError(await remove(session, theirs.id), 404, 'spend_limit_not_found');
    expect(limitOf(await state(other), 'daily')).toEqual(theirs);
    expect(expectError(await remove(session, 'daily'), 422, 'validation_failed').errors).toEqual({ id: ['must be a spend limit id (a UUID)'] });
  });

  describe('at purchase', () => {
    const twoGames = { numbers: [10, 11, 12, 13, 14, 15, 16], powerball: [2] };

    it('refuses a purchase over the daily limit with the overrun, charging nothing, and blocks the cart with the same message', async () => {
      const session = await signUp(t);
      const customerId = session.customer.customerId;
      await fund(t, customerId, 10_000);
      await set(session, 'daily', '2.00');
      await addToCart(t, session.accessToken, starburstLine());
      expect((await purchase(session)).statusCode).toBe(201);
      expect(limitOf(await state(session), 'daily')!.amountSpent).toEqual(aud(STARBURST_GAME_PRICE));
      expect((await state(session)).systemLimits.map((limit) => limit.amountSpent.amount)).toEqual([140, 140, 140]);

      const blocked = await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames] }));
      const message = 'This purchase would take you over your daily spend limit of $2.00 by $2.20. You have $0.60 left to spend today.';
      expect(blocked.blockedReasons).toEqual({ spend_limit: message });
      const totalsBefore = await ledgerTotals(t);
      const refused = expectError(await purchase(session), 422, 'spend_limit');
      expect(refused.messages[0]!.message).toBe(message);
      expect(refused.result).toMatchObject({ exceededAmount: aud(220) });
      expect((await customer(session)).balance.amount).toBe(10_000 - STARBURST_GAME_PRICE);
      expect(await ticketCount(customerId)).toBe(1);
      expect((await cart(session)).cartItems).toHaveLength(1);
      expect(await ledgerTotals(t)).toEqual(totalsBefore);
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('shows the largest overrun when several limits of one kind are broken, and refuses on it', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 10_000);
      await set(session, 'daily', '2.00');
      await set(session, 'weekly', '1.00');
      const blocked = await addToCart(t, session.accessToken, starburstLine({ games: [STARBURST_GAME, twoGames] }));
      expect(blocked.blockedReasons).toEqual({ spend_limit: 'This purchase would take you over your weekly spend limit of $1.00 by $1.80. You have $1.00 left to spend this week.' });
      expect(expectError(await purchase(session), 422, 'spend_limit').result).toMatchObject({ exceededAmount: aud(180) });
    });

    it('lets a purchase within the limit through, counts it, and starts the day again at local midnight', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 10_000);
      await set(session, 'daily', '15.00');
      // Raffle draws stay open for weeks, so the same line is still for sale after the clock moves.
      await addToCart(t, session.accessToken, raffleLine());
      expect((await purchase(session)).statusCode).toBe(201);
      const daily = limitOf(await state(session), 'daily')!;
      expect(daily.amountSpent).toEqual(aud(1000));
      await addToCart(t, session.accessToken, raffleLine());
      expect((await cart(session)).blockedReasons).toEqual({ spend_limit: 'This purchase would take you over your daily spend limit of $15.00 by $5.00. You have $5.00 left to spend today.' });

      await later(Date.parse(daily.periodEndsAt) - clock, async () => {
        const fresh = await signInAgain(session);
        const next = limitOf(await state(fresh), 'daily')!;
        expect(next).toMatchObject({ amountSpent: aud(0), periodStartsAt: daily.periodEndsAt });
        const view = await cart(fresh);
        expect(view.cartItems).toHaveLength(1);
        expect(view.blockedReasons).toEqual({});
        expect((await purchase(fresh)).statusCode).toBe(201);
        expect(limitOf(await state(fresh), 'daily')!.amountSpent).toEqual(aud(1000));
      });
    });

    // Only PostgreSQL runs transactions side by side; the wallet lock the purchase takes is what holds the limit.
    (backend === 'postgres' ? it : it.skip)('holds the daily limit under concurrent purchases', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 100_000);
      await set(session, 'daily', '14.00');
      const responses = await Promise.all(
        Array.from({ length: 40 }, () =>
          asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
      for (const lost of responses.filter((response) => response.statusCode !== 201)) expectError(lost, 422, 'spend_limit');
      expect(limitOf(await state(session), 'daily')!.amountSpent).toEqual(aud(1400));
    }, 30_000);

    it('enforces the site-wide daily limit on every account as global_spend_limit', async () => {
      const session = await signUp(t);
      await fund(t, session.customer.customerId, 600_000);
      const hundredTickets = raffleLine({ games: Array.from({ length: 100 }, () => ({})) });
      for (let line = 0; line < 6; line += 1) await addToCart(t, session.accessToken, hundredTickets);
      const message = 'This purchase would take you over the site-wide daily spend limit of $5,000.00 by $1,000.00. You have $5,000.00 left to spend today.';
      expect((await cart(session)).blockedReasons).toEqual({ global_spend_limit: message });
      const refused = expectError(await purchase(session), 422, 'global_spend_limit');
      expect(refused.messages[0]!.message).toBe(message);
      expect(refused.result).toMatchObject({ exceededAmount: aud(100_000) });
      expect((await customer(session)).balance.amount).toBe(600_000);
      expect(await ticketCount(session.customer.customerId)).toBe(0);
    });
  });
});

describe.each(backends())("spend periods on the site's clock on %s", (backend) => {
  const clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });

  it("starts a site's day at midnight in the site's own time zone", async () => {
    // Before the first request for the site, so the site service caches it with its new zone.
    await t.database.db.update(sites).set({ timeZone: 'Pacific/Auckland' }).where(eq(sites.key, 'goodcause'));
    const session = await signUp(t, 'goodcause');
    const response = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/spend-limits/daily', headers: { 'content-type': FORM }, payload: 'limit=20.00', sign: 'goodcause' });
    expect(response.statusCode).toBe(200);
    const daily = (response.json() as SpendLimits).customerLimits.find((limit) => limit.period === 'daily')!;
    const auckland = periodBounds('daily', new Date(clock), 'Pacific/Auckland');
    expect([daily.periodStartsAt, daily.periodEndsAt]).toEqual([auckland.start.toISOString(), auckland.end.toISOString()]);
    expect(daily.periodStartsAt).not.toBe(periodBounds('daily', new Date(clock), 'Australia/Sydney').start.toISOString());
  });
});
