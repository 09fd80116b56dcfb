import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import type { Fund } from '@drawfront/shared/contract/funds';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { deposits } from '../src/db/schema';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, balanceOf, deposit } from './cards';
import { addToCart, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { ledgerTotals } from './money';

const DAY = 86_400_000;
const FORM = 'application/x-www-form-urlencoded';

describe.each(backends())('deposit limits on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const state = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/deposit-limits' })).json() as DepositLimits;
  const setLimit = (session: LoginResult, period: string, payload: string) =>
    asCustomer(t, session.accessToken, { method: 'PUT', url: `/v2/deposit-limits/${period}`, headers: { 'content-type': FORM }, payload });
  const set = async (session: LoginResult, period: SpendLimitPeriod, limit: string) => {
    const response = await setLimit(session, period, `limit=${limit}`);
    if (response.statusCode !== 200) throw new Error(`set ${period} deposit limit: ${response.statusCode} ${response.body}`);
    return response.json() as DepositLimits;
  };
  const withCard = async () => {
    const session = await signUp(t);
    const card = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    return { session, card };
  };
  const depositCount = async (customerId: string) => (await t.database.db.select({ n: count() }).from(deposits).where(eq(deposits.customerId, customerId)))[0]!.n;

  it('refuses a deposit over a daily limit with deposit_limit and the amount left, charging and recording nothing', async () => {
    const { session, card } = await withCard();
    const limits = await set(session, 'daily', '50.00');
    expect(limits.customerLimits).toEqual([expect.objectContaining({ period: 'daily', limit: { amount: 5_000, currency: 'AUD' }, amountDeposited: { amount: 0, currency: 'AUD' }, pending: null })]);
    expect((await deposit(t, session, card.id, { amount: 3_000 })).statusCode).toBe(201);
    const refused = expectError(await deposit(t, session, card.id, { amount: 2_500 }), 422, 'deposit_limit');
    expect(refused.messages[0]!.message).toBe('This deposit would take you over your daily deposit limit of $50.00 by $5.00. You can deposit $20.00 more today.');
    expect(await balanceOf(t, session)).toBe(3_000);
    expect(await depositCount(session.customer.customerId)).toBe(1);
    expect((await deposit(t, session, card.id, { amount: 2_000 })).statusCode).toBe(201);
    expect((await state(session)).customerLimits[0]!.amountDeposited.amount).toBe(5_000);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('counts a deposit still waiting on 3-D Secure, and not a failed one', async () => {
    const session = await signUp(t);
    const challenge = (await addCard(t, session, TEST_CARDS.challenge)).json() as Fund;
    const declined = (await addCard(t, session, TEST_CARDS.doNotHonour)).json() as Fund;
    await set(session, 'weekly', '30.00');
    expect((await deposit(t, session, declined.id, { amount: 3_000 })).json()).toMatchObject({ status: 'failed' });
    expect((await deposit(t, session, challenge.id, { amount: 2_000 })).json()).toMatchObject({ status: 'requires_action' });
    expectError(await deposit(t, session, challenge.id, { amount: 1_500 }), 422, 'deposit_limit');
  });

  it('lowers a limit at once and loosens it only after 7 days (the spend limits\' cooling-off)', async () => {
    clock = Date.now();
    let session = (await withCard()).session;
    await set(session, 'monthly', '100.00');
    const raised = await set(session, 'monthly', '200.00');
    expect(raised.customerLimits[0]).toMatchObject({ limit: { amount: 10_000 }, pending: { limit: { amount: 20_000 }, effectiveAt: new Date(clock + 7 * DAY).toISOString() } });
    const lowered = await set(session, 'monthly', '80.00');
    expect(lowered.customerLimits[0]).toMatchObject({ limit: { amount: 8_000 }, pending: null });
    await set(session, 'monthly', '150.00');
    const id = (await state(session)).customerLimits[0]!.id;
    clock += 7 * DAY + 1_000;
    session = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
    expect((await state(session)).customerLimits[0]).toMatchObject({ id, limit: { amount: 15_000 }, pending: null });
    const removal = await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/deposit-limits/${id}` });
    expect((removal.json() as DepositLimits).customerLimits[0]!.pending).toMatchObject({ limit: null });
    expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/deposit-limits/${id}` }), 422, 'spend_limit_removal_pending');
    clock = Date.now();
  });

  it('blocks a cart the wallet cannot cover when the top-up would break a deposit limit', async () => {
    const { session } = await withCard();
    await set(session, 'daily', '1.00');
    const cart = await addToCart(t, session.accessToken, starburstLine());
    expect(cart.blockedReasons.deposit_limit).toBe('Your balance is $1.40 short of this cart, and depositing that would take you over your daily deposit limit of $1.00. You can deposit $1.00 more today.');
    const again = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(Object.keys(again.blockedReasons)).toEqual(['deposit_limit']);
  });

  it('refuses bad input and another customer\'s limit in the spec\'s error shape, changing nothing', async () => {
    const { session } = await withCard();
    const other = await signUp(t);
    await set(other, 'daily', '10.00');
    const othersId = (await state(other)).customerLimits[0]!.id;
    expect(expectError(await setLimit(session, 'daily', 'limit=abc'), 422, 'validation_failed').errors).toEqual({ limit: ['Please enter numbers only'] });
    expect(expectError(await setLimit(session, 'daily', 'limit=-5'), 422, 'validation_failed').errors).toEqual({ limit: ['Please enter numbers only'] });
    expect(expectError(await setLimit(session, 'daily', 'limit=0.50'), 422, 'validation_failed').errors).toEqual({ limit: ['Please enter an amount equal to or greater than $1.00.'] });
    expect(expectError(await setLimit(session, 'daily', ''), 422, 'validation_failed').errors).toEqual({ limit: ['This field is required'] });
    expectError(await setLimit(session, 'yearly', 'limit=5'), 422, 'validation_failed');
    expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/deposit-limits/${othersId}` }), 404, 'deposit_limit_not_found');
    expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/deposit-limits/${randomUUID()}` }), 404, 'deposit_limit_not_found');
    expect((await state(session)).customerLimits).toEqual([]);
    expect((await state(other)).customerLimits[0]).toMatchObject({ limit: { amount: 1_000 }, pending: null });
    expectError(await t.inject({ method: 'GET', url: '/v2/deposit-limits', sign: 'drawfront' }), 401, 'unauthorised');
  });
});
