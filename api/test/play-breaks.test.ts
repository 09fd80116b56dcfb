import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import type { Fund } from '@drawfront/shared/contract/funds';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { customers, playBreaks } from '../src/db/schema';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, balanceOf, deposit } from './cards';
import { addToCart, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { autoplayLine, autoplays, buyNow, recordOf, ticketCount } from './recurring';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Each test signs up, buys and runs jobs: on a loaded machine that takes longer than jest's default 5 s.
jest.setTimeout(30_000);

describe.each(backends())('take a break and self-exclusion on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const get = async (session: LoginResult) => {
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/play-break' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { playBreak: PlayBreak | null }).playBreak;
  };
  const take = (session: LoginResult, payload: unknown) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/play-break', payload: payload as Record<string, unknown> });
  const taken = async (session: LoginResult, period: string) => {
    const response = await take(session, { period });
    if (response.statusCode !== 201) throw new Error(`take a break: ${response.statusCode} ${response.body}`);
    return (response.json() as { playBreak: PlayBreak }).playBreak;
  };
  const purchase = (session: LoginResult) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
  const funded = async (cents = 10_000) => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    await fund(t, session.customer.customerId, cents);
    return session;
  };
  const again = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
  const breakRows = async (customerId: string) => t.database.db.select().from(playBreaks).where(eq(playBreaks.customerId, customerId));

  beforeEach(() => {
    clock = Date.now();
  });

  it('has no break until one is taken; a week from now is then in force, on the customer too', async () => {
    const session = await funded();
    expect(await get(session)).toBeNull();
    const playBreak = await taken(session, '7_days');
    expect(playBreak).toEqual({ kind: 'break', period: '7_days', startsAt: new Date(clock).toISOString(), endsAt: new Date(clock + 7 * DAY).toISOString() });
    expect(await get(session)).toEqual(playBreak);
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as Customer;
    expect(customer).toMatchObject({ playBreak, emailOptIn: false });
  });

  it('refuses a bad period, another shape or no session in the error shape, storing nothing', async () => {
    const session = await funded();
    for (const payload of [{ period: '2_days' }, {}, { period: '7_days', extra: 1 }, { period: 7 }]) {
      expectError(await take(session, payload), 422, 'validation_failed');
    }
    expectError(await t.inject({ method: 'POST', url: '/v2/customer/play-break', sign: 'drawfront', payload: { period: '7_days' } }), 401, 'unauthorised');
    expect(await breakRows(session.customer.customerId)).toEqual([]);
    const [row] = await t.database.db.select({ emailOptIn: customers.emailOptIn }).from(customers).where(eq(customers.id, session.customer.customerId));
    expect(row!.emailOptIn).toBe(true);
  });

  it('refuses every purchase with play_break and the notice, charging nothing; the cart says so too', async () => {
    const session = await funded();
    await taken(session, '24_hours');
    const refused = expectError(await purchase(session), 422, 'play_break');
    expect(refused.messages[0]!.message).toMatch(/^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/);
    expect(await balanceOf(t, session)).toBe(10_000);
    expect(await ticketCount(t, session.customer.customerId)).toBe(0);
    const cart = (await addToCart(t, session.accessToken, starburstLine())) as Cart;
    expect(Object.keys(cart.blockedReasons)).toEqual(['play_break']);
    expect(cart.blockedReasons.play_break).toBe(refused.messages[0]!.message);
  });

  it('refuses a card deposit with play_break, opening no deposit', async () => {
    const session = await signUp(t);
    const card = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    await taken(session, '30_days');
    expectError(await deposit(t, session, card.id, { amount: 2_000 }), 422, 'play_break');
    expect(await balanceOf(t, session)).toBe(0);
  });

  it('can be lengthened, never shortened, and nothing outlasts a permanent self-exclusion', async () => {
    const session = await funded();
    await taken(session, '30_days');
    const shorter = expectError(await take(session, { period: '7_days' }), 422, 'play_break_not_shortened');
    expect(shorter.messages[0]!.message).toMatch(/^You're already on a break until .+\. A break can't be shortened: choose a period that ends later\.$/);
    expect((await taken(session, '6_months')).period).toBe('6_months');
    expect((await taken(session, 'permanent')).endsAt).toBeNull();
    expectError(await take(session, { period: 'permanent' }), 422, 'play_break_not_shortened');
    expectError(await take(session, { period: '5_years' }), 422, 'play_break_not_shortened');
    expect(await get(session)).toMatchObject({ kind: 'self_exclusion', period: 'permanent', endsAt: null });
    expect(await breakRows(session.customer.customerId)).toHaveLength(3);
  });

  it('ends when it says: after the week the customer can buy again', async () => {
    let session = await funded();
    await taken(session, '7_days');
    clock += 7 * DAY - 1_000;
    session = await again(session);
    expectError(await purchase(session), 422, 'play_break');
    clock += 1_000;
    session = await again(session);
    expect(await get(session)).toBeNull();
    expect((await purchase(session)).statusCode).toBe(201);
    expect(await balanceOf(t, session)).toBe(10_000 - STARBURST_GAME_PRICE);
  });

  it('pauses autoplay until the break ends, so the runner charges nothing meanwhile', async () => {
    const session = await funded();
    await buyNow(t, session, [autoplayLine()]);
    const [autoplay] = await autoplays(t, session);
    const before = await ticketCount(t, session.customer.customerId);
    const playBreak = await taken(session, '30_days');
    const record = await recordOf(t, autoplay!.autoplayId);
    expect(record).toMatchObject({ status: 'recurring_status_timed_pause', pauseReason: 'play_break' });
    expect(record.pausedUntil!.toISOString()).toBe(playBreak.endsAt);
    clock = new Date(autoplay!.nextDraw!.stop).getTime() - HOUR;
    // The seeded demo customers' autoplays run too: this customer's record is the one to watch.
    await t.app.jobs['recurring-purchases']!();
    expect(await recordOf(t, autoplay!.autoplayId)).toMatchObject({ status: 'recurring_status_timed_pause', lastAttemptStatus: null });
    expect(await ticketCount(t, session.customer.customerId)).toBe(before);
    expect(await balanceOf(t, await again(session))).toBe(10_000 - STARBURST_GAME_PRICE);
  });

  it('cancels every autoplay on self-exclusion', async () => {
    const session = await funded();
    await buyNow(t, session, [autoplayLine()]);
    const [autoplay] = await autoplays(t, session);
    await taken(session, '1_year');
    expect((await recordOf(t, autoplay!.autoplayId)).status).toBe('recurring_status_cancelled');
  });

  it('serialises with purchases in flight: each is whole or refused, none after the break, the ledger balanced', async () => {
    const session = await funded();
    const attempts = Array.from({ length: 12 }, () => purchase(session));
    const breakTaken = take(session, { period: '24_hours' });
    const responses = await Promise.all(attempts);
    expect((await breakTaken).statusCode).toBe(201);
    for (const response of responses) expect([201, 422]).toContain(response.statusCode);
    const bought = responses.filter((response) => response.statusCode === 201).length;
    for (const response of responses.filter((candidate) => candidate.statusCode === 422)) expect(response.json().messages[0].code).toBe('play_break');
    expect(await balanceOf(t, session)).toBe(10_000 - bought * STARBURST_GAME_PRICE);
    expect(await ticketCount(t, session.customer.customerId)).toBe(bought);
    expectError(await purchase(session), 422, 'play_break');
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });
});
