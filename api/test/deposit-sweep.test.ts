import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Deposit, DepositPurchase, Fund } from '@drawfront/shared/contract/funds';
import { TEST_CHALLENGE_BASE } from '../src/app';
import { deposits, tickets } from '../src/db/schema';
import type { SweepReport } from '../src/modules/funds/deposit-sweep';
import { createGatewayRegistry } from '../src/payments/gateway-registry';
import { PaymentError, PAYMENT_ERRORS } from '../src/payments/payment-errors';
import { TEST_CARDS } from '../src/payments/test-cards';
import type { TestGateway } from '../src/payments/test-gateway';
import { addCard, balanceOf, deposit } from './cards';
import { addToCart, raffleLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, setupApp } from './helper';
import { ledgerTotals } from './money';

const MINUTE = 60_000;

describe.each(backends())('the deposits sweeper on %s', (backend) => {
  let clock = Date.now();
  const gateways = createGatewayRegistry({ testGateway: { challengeBaseUrl: TEST_CHALLENGE_BASE, now: () => clock } });
  const gateway = gateways.get('test') as TestGateway;
  const t = setupApp(backend, {}, { now: () => new Date(clock), gateways });
  const sweep = () => t.app.jobs['deposits-sweep']!() as Promise<SweepReport>;
  const depositRow = async (id: string) => (await t.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;
  const fresh = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
  const card = async (session: LoginResult, number: string) => (await addCard(t, session, number)).json() as Fund;
  const unreachableOnce = () =>
    jest.spyOn(gateway, 'charge').mockImplementationOnce(async () => {
      throw new Error('connect ECONNREFUSED (simulated)');
    });

  afterEach(() => jest.restoreAllMocks());

  it('resumes a charge interrupted before its answer was recorded, once, and leaves fresh ones to their request', async () => {
    const session = await signUp(t);
    const saved = await card(session, TEST_CARDS.succeeds);
    unreachableOnce();
    expect((await deposit(t, session, saved.id, { amount: 2500 })).statusCode).toBe(503);
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.customerId, session.customer.customerId));
    expect(row).toMatchObject({ status: 'pending' });

    clock += MINUTE;
    expect(await sweep()).toMatchObject({ resumed: 0 });
    expect((await depositRow(row!.id)).status).toBe('pending');

    clock += 2 * MINUTE;
    expect(await sweep()).toMatchObject({ resumed: 1, errors: [] });
    expect((await depositRow(row!.id)).status).toBe('succeeded');
    expect(await sweep()).toMatchObject({ resumed: 0 });
    const now = await fresh(session);
    expect(await balanceOf(t, now)).toBe(2500);
    expect(gateway.chargeCount()).toBeGreaterThan(0);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('finishes a top up and pay the customer approved at the bank but never came back from: credited and bought', async () => {
    const session = await signUp(t);
    const saved = await card(session, TEST_CARDS.challenge);
    await addToCart(t, session.accessToken, raffleLine());
    const answer = (
      await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/deposit_purchase', headers: { 'idempotency-key': randomUUID() }, payload: { deposit: { fund_id: saved.id, amount: 1000 } } })
    ).json() as DepositPurchase;
    expect(answer.deposit.status).toBe('requires_action');
    // Approved on the bank's page; the browser never reaches /3ds/notify.
    await t.app.inject({ method: 'POST', url: answer.deposit.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });

    clock += 16 * MINUTE;
    expect(await sweep()).toMatchObject({ finished: 1, stillOpen: 0, errors: [] });
    const settled = await depositRow(answer.deposit.id);
    expect(settled).toMatchObject({ status: 'succeeded', purchaseMessage: null });
    expect(settled.checkoutId).not.toBeNull();
    expect(await t.database.db.select().from(tickets).where(eq(tickets.customerId, session.customer.customerId))).toHaveLength(1);
    expect(await balanceOf(t, await fresh(session))).toBe(0);
  });

  it('expires a check nobody answered, crediting nothing, and fails one the gateway no longer knows after a day', async () => {
    const session = await signUp(t);
    const saved = await card(session, TEST_CARDS.challenge);
    const unanswered = (await deposit(t, session, saved.id, { amount: 2000 })).json() as Deposit;
    clock += 14 * MINUTE;
    expect(await sweep()).toMatchObject({ finished: 0 });
    clock += 2 * MINUTE;
    expect(await sweep()).toMatchObject({ finished: 1 });
    expect(await depositRow(unanswered.id)).toMatchObject({ status: 'failed', message: "Your bank's check timed out, so nothing was charged. Please try again.", transactionId: null });

    const session2 = await fresh(session);
    const lost = (await deposit(t, session2, saved.id, { amount: 2000 })).json() as Deposit;
    // The gateway lost the challenge (its sandbox was reset): it answers "unknown payment" from now on.
    jest.spyOn(gateway, 'completeChallenge').mockRejectedValue(new PaymentError(PAYMENT_ERRORS.unknownPayment, ['ch_lost', 'test']));
    clock += 16 * MINUTE;
    expect(await sweep()).toMatchObject({ finished: 0, stillOpen: 1 });
    clock += 24 * 60 * MINUTE;
    expect(await sweep()).toMatchObject({ finished: 1, stillOpen: 0 });
    expect(await depositRow(lost.id)).toMatchObject({ status: 'failed', message: "Your bank's check timed out, so nothing was charged. Please try again." });
    expect(await balanceOf(t, await fresh(session))).toBe(0);
  });
});
