// Deposits besides saved cards: PayPal-style redirect, Apple Pay / Google Pay, bank transfer and
// PayID by reference, the gateway listings, and the en-GB credit-card refusal. Every money call: valid and bad input,
// the spec's error shape, never a 500, nothing changed, idempotency keys, and a balanced ledger.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { BankDepositDetails, Deposit, PaymentMethod } from '@drawfront/shared/contract/funds';
import { deposits } from '../src/db/schema';
import { TEST_PAYPAL_ACCOUNTS, TEST_WALLET_TOKENS } from '../src/payments/test-alternative-payments';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, balanceOf, deposit } from './cards';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { ledgerTotals } from './money';

function methodDeposit(t: TestContext, session: LoginResult, method: string, payload: Record<string, unknown>, key: string | null = randomUUID(), gateway = 'test') {
  return asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${method}/${gateway}/deposit`, headers: key === null ? {} : { 'idempotency-key': key }, payload });
}

/** The browser on the approval page: Approve (as `email`) or Cancel; answers where the page sends it back to. */
async function decide(t: TestContext, redirectUrl: string, action: 'approve' | 'cancel', email: string = TEST_PAYPAL_ACCOUNTS.approves) {
  const page = await t.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  const answer = await t.inject({ method: 'POST', url: redirectUrl, payload: `action=${action}&email=${encodeURIComponent(email)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(answer.statusCode).toBe(303);
  return answer.headers.location as string;
}

async function depositRows(t: TestContext, customerId: string) {
  return t.database.db.select().from(deposits).where(eq(deposits.customerId, customerId));
}

jest.setTimeout(30_000);

describe.each(backends())('deposit methods on %s', (backend) => {
  const t = setupApp(backend);

  afterEach(async () => {
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  describe('PayPal-style redirect', () => {
    it('approved: requires_action with the approval page, credited once on return, a second return credits nothing more', async () => {
      const session = await signUp(t);
      const key = randomUUID();
      const opened = await methodDeposit(t, session, 'pl', { amount: 2500, return_path: '/my-account/deposit' }, key);
      expect(opened.statusCode).toBe(201);
      const pending = opened.json() as Deposit;
      expect(pending).toMatchObject({ status: 'requires_action', methodCode: 'pl', amount: { amount: 2500, currency: 'AUD' } });
      expect(pending.redirectUrl).toMatch(/^\/test-gateway\/paypal\/pp_[0-9a-f]+$/);
      expect(await balanceOf(t, session)).toBe(0);

      // The same key and body: the same deposit and approval page, no second payment.
      const again = await methodDeposit(t, session, 'pl', { amount: 2500, return_path: '/my-account/deposit' }, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toMatchObject({ id: pending.id, redirectUrl: pending.redirectUrl });
      expectError(await methodDeposit(t, session, 'pl', { amount: 2600 }, key), 422, 'idempotency_key_reused');

      const back = await decide(t, pending.redirectUrl!, 'approve');
      expect(back).toBe(`/paypal/return?deposit=${pending.id}`);
      const landed = await t.inject({ method: 'GET', url: back });
      expect(landed.statusCode).toBe(303);
      const settled = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json() as Deposit;
      expect(settled).toMatchObject({ status: 'succeeded', methodCode: 'pl' });
      expect(landed.headers.location).toBe(`/my-account/deposit/summary/${settled.transactionId}`);
      expect(await balanceOf(t, session)).toBe(2500);
      // The summary page finds the deposit by its ledger transaction; another customer's is not found.
      const byTransaction = `/v2/deposits/by-transaction/${settled.transactionId}`;
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: byTransaction })).json()).toMatchObject({ id: pending.id, status: 'succeeded' });
      expectError(await asCustomer(t, (await signUp(t)).accessToken, { method: 'GET', url: byTransaction }), 404, 'deposit_not_found');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/deposits/by-transaction/nope' }), 422, 'validation_failed');

      // Coming back again (a reload, a forged return) answers the same landing and credits nothing.
      expect((await t.inject({ method: 'GET', url: back })).headers.location).toBe(landed.headers.location);
      expect(await balanceOf(t, session)).toBe(2500);
    });

    it('from checkout: cancel lands on /checkout/deposit/{id}/cancel, approve on /checkout/deposit/{id}/success', async () => {
      const session = await signUp(t);
      const cancelled = (await methodDeposit(t, session, 'pl', { amount: 1500, return_path: '/deposit' })).json() as Deposit;
      const back = await decide(t, cancelled.redirectUrl!, 'cancel');
      expect((await t.inject({ method: 'GET', url: back })).headers.location).toBe(`/checkout/deposit/${cancelled.id}/cancel`);
      const row = (await depositRows(t, session.customer.customerId))[0]!;
      expect(row).toMatchObject({ status: 'failed', transactionId: null, message: 'You cancelled the PayPal payment. No money was taken.' });

      const approved = (await methodDeposit(t, session, 'pl', { amount: 1500, return_path: '/deposit' })).json() as Deposit;
      const home = await decide(t, approved.redirectUrl!, 'approve');
      expect((await t.inject({ method: 'GET', url: home })).headers.location).toBe(`/checkout/deposit/${approved.id}/success`);
      expect(await balanceOf(t, session)).toBe(1500);
    });

    it('a declining account, the account-page cancel and a forged return credit nothing', async () => {
      const session = await signUp(t);
      const declined = (await methodDeposit(t, session, 'pl', { amount: 1500, return_path: '/my-account/deposit' })).json() as Deposit;
      const back = await decide(t, declined.redirectUrl!, 'approve', TEST_PAYPAL_ACCOUNTS.declined);
      expect((await t.inject({ method: 'GET', url: back })).headers.location).toBe(`/my-account/deposit/${declined.id}/cancel`);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${declined.id}` })).json()).toMatchObject({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' });

      // Returning before deciding leaves the deposit open; a card deposit id or a random one is a 404.
      const open = (await methodDeposit(t, session, 'pl', { amount: 1500, return_path: '/my-account/deposit' })).json() as Deposit;
      expect((await t.inject({ method: 'GET', url: `/paypal/return?deposit=${open.id}&outcome=approve` })).headers.location).toBe(`/my-account/deposit/${open.id}/cancel`);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${open.id}` })).json()).toMatchObject({ status: 'requires_action' });
      expectError(await t.inject({ method: 'GET', url: `/paypal/return?deposit=${randomUUID()}` }), 404, 'deposit_not_found');
      expectError(await t.inject({ method: 'GET', url: '/paypal/return?deposit=not-a-uuid' }), 404, 'deposit_not_found');
      expectError(await t.inject({ method: 'GET', url: '/paypal/return' }), 422, 'validation_failed');
      expect((await t.inject({ method: 'GET', url: '/test-gateway/paypal/pp_unknown' })).statusCode).toBe(404);
      expectError(await t.inject({ method: 'POST', url: '/test-gateway/paypal/pp_unknown', payload: { action: 'approve' } }), 404, 'deposit_not_found');
      expectError(await t.inject({ method: 'POST', url: open.redirectUrl!, payload: { action: 'steal' } }), 422, 'validation_failed');
      expect(await balanceOf(t, session)).toBe(0);
    });
  });

  describe('digital wallets', () => {
    it('Apple Pay and Google Pay: a token the gateway accepts credits at once; a declined token fails with its message', async () => {
      const session = await signUp(t);
      const key = randomUUID();
      const apple = await methodDeposit(t, session, 'ap', { amount: 2000, wallet_token: TEST_WALLET_TOKENS.approved }, key);
      expect(apple.statusCode).toBe(201);
      expect(apple.json()).toMatchObject({ status: 'succeeded', methodCode: 'ap' });
      const replay = await methodDeposit(t, session, 'ap', { amount: 2000, wallet_token: TEST_WALLET_TOKENS.approved }, key);
      expect(replay.json().id).toBe(apple.json().id);
      expect((await methodDeposit(t, session, 'gp', { amount: 1000, wallet_token: TEST_WALLET_TOKENS.approved })).json()).toMatchObject({ status: 'succeeded', methodCode: 'gp' });
      expect((await methodDeposit(t, session, 'gp', { amount: 1000, wallet_token: TEST_WALLET_TOKENS.declined })).json()).toMatchObject({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.' });
      expect((await methodDeposit(t, session, 'ap', { amount: 1000, wallet_token: 'forged' })).json()).toMatchObject({ status: 'failed' });
      expect(await balanceOf(t, session)).toBe(3000);
    });

    it('offered only where the site says (funds.digital_wallets): goodcause lists none and refuses them', async () => {
      const drawfront = await signUp(t);
      const methods = async (session: LoginResult, site: string, query = '') =>
        ((await t.inject({ method: 'GET', url: `/v2/payment_methods${query}`, sign: site, customerToken: session.accessToken })).json().paymentMethods as PaymentMethod[]).map((method) => method.code);
      expect(await methods(drawfront, 'drawfront')).toEqual(['cc', 'pl', 'ap', 'gp', 'bd', 'td']);
      expect(await methods(drawfront, 'drawfront', '?filter[funds.digital_wallets][eq]=true')).toEqual(['ap', 'gp']);
      expect(await methods(drawfront, 'drawfront', '?filter[funds.cart][eq]=true')).toEqual(['cc', 'pl', 'ap', 'gp']);

      const charity = await signUp(t, 'goodcause');
      expect(await methods(charity, 'goodcause', '?filter[funds.digital_wallets][eq]=true')).toEqual([]);
      const refused = await t.inject({ method: 'POST', url: '/v2/funds/ap/test/deposit', sign: 'goodcause', customerToken: charity.accessToken, headers: { 'idempotency-key': randomUUID() }, payload: { amount: 1000, wallet_token: TEST_WALLET_TOKENS.approved } });
      expectError(refused, 422, 'deposit_method_not_offered');
      expect(await depositRows(t, charity.customer.customerId)).toEqual([]);
    });
  });

  describe('bad input changes nothing', () => {
    it.each([
      ['no idempotency key', 'pl', { amount: 1000 }, null, 400, 'idempotency_key_required'],
      ['a negative amount', 'pl', { amount: -100 }, 'k', 422, 'validation_failed'],
      ['a fractional amount', 'pl', { amount: 10.5 }, 'k', 422, 'validation_failed'],
      ['below the minimum', 'pl', { amount: 999 }, 'k', 422, 'validation_failed'],
      ['above the maximum', 'ap', { amount: 1_000_001, wallet_token: 'wallet_tok_approved' }, 'k', 422, 'validation_failed'],
      ['a wallet without its token', 'gp', { amount: 1000 }, 'k', 422, 'validation_failed'],
      ['an off-site return path', 'pl', { amount: 1000, return_path: '//evil.example/x' }, 'k', 422, 'validation_failed'],
      ['an unknown field', 'pl', { amount: 1000, fund_id: 'x' }, 'k', 422, 'validation_failed'],
      ['an unknown method', 'xx', { amount: 1000 }, 'k', 422, 'validation_failed'],
    ])('%s', async (_name, method, payload, key, status, code) => {
      const session = await signUp(t);
      expectError(await methodDeposit(t, session, method, payload, key === null ? null : randomUUID()), status, code);
      expect(await depositRows(t, session.customer.customerId)).toEqual([]);
      expect(await balanceOf(t, session)).toBe(0);
    });

    it('an unknown gateway is 404 and signed-out calls are 401', async () => {
      const session = await signUp(t);
      expectError(await methodDeposit(t, session, 'pl', { amount: 1000 }, randomUUID(), 'stripe'), 404, 'unknown_gateway');
      expectError(await t.inject({ method: 'POST', url: '/v2/funds/pl/test/deposit', sign: 'drawfront', headers: { 'idempotency-key': randomUUID() }, payload: { amount: 1000 } }), 401, 'unauthorised');
      expectError(await t.inject({ method: 'GET', url: '/v2/funds/card_gateways', sign: 'drawfront' }), 401, 'unauthorised');
      expect(await depositRows(t, session.customer.customerId)).toEqual([]);
    });
  });

  describe('gateways', () => {
    it('GET /funds/card_gateways and /funds/{gateway}', async () => {
      const session = await signUp(t);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/card_gateways' })).json()).toEqual({ cardGateways: ['test'] });
      const test = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/test' });
      expect(test.json()).toEqual({
        key: 'test',
        currencies: ['AUD', 'GBP', 'NZD', 'USD', 'EUR'],
        rules: { minAmount: { amount: 1000, currency: 'AUD' }, maxAmount: { amount: 1_000_000, currency: 'AUD' }, cscRequired: false },
        depositMethods: ['cc', 'pl', 'ap', 'gp'],
        digitalWallets: ['apple_pay', 'google_pay'],
      });
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/stripe' }), 404, 'unknown_gateway');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/NOT_A_KEY' }), 422, 'validation_failed');
    });
  });

  describe('en-GB sub-variant', () => {
    it('refuses a credit card with a clear message and takes a debit card; the AU sub-variant takes both', async () => {
      const session = await signUp(t);
      const credit = (await addCard(t, session, TEST_CARDS.credit)).json();
      const debit = (await addCard(t, session, TEST_CARDS.debit)).json();
      const gb = { 'x-sub-variant': 'GB' };
      const refused = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${credit.id}/deposit`, headers: { ...gb, 'idempotency-key': randomUUID() }, payload: { amount: 2000 } });
      const body = expectError(refused, 422, 'credit_card_not_allowed');
      expect(body.messages[0]!.message).toBe("Credit cards can't be used to deposit in Great Britain. Please use a debit card, PayPal or a bank transfer.");
      expect(await depositRows(t, session.customer.customerId)).toEqual([]);

      const viaQuery = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${credit.id}/deposit?sv=GB`, headers: { 'idempotency-key': randomUUID() }, payload: { amount: 2000 } });
      expectError(viaQuery, 422, 'credit_card_not_allowed');

      const taken = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${debit.id}/deposit`, headers: { ...gb, 'idempotency-key': randomUUID() }, payload: { amount: 2000 } });
      expect(taken.json()).toMatchObject({ status: 'succeeded' });
      expect((await deposit(t, session, credit.id, { amount: 1000 })).json()).toMatchObject({ status: 'succeeded' });
      expect(await balanceOf(t, session)).toBe(3000);
    });
  });

  describe('bank transfer and PayID', () => {
    it('shows a stable reference; the incoming transfer credits once per bank transaction id', async () => {
      const session = await signUp(t);
      const details = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/bd/reference' })).json() as BankDepositDetails;
      expect(details.reference).toMatch(/^[2346789ABCDEFGHJKMNPQRTUVWXYZ]{8}$/);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/bd/reference' })).json().reference).toBe(details.reference);
      expect(details).toMatchObject({ accountName: 'Drawfront Pty Ltd', bsb: '062-000', payId: 'deposits@drawfront.example' });

      const receive = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/platform/deposits/bank-transfers', headers: t.ops(), payload });
      const typed = `${details.reference.slice(0, 4).toLowerCase()} ${details.reference.slice(4)}`;
      const first = await receive({ site: 'drawfront', reference: typed, amount: 5000, bankTransactionId: 'BANK-1' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ replayed: false, customerId: session.customer.customerId, deposit: { status: 'succeeded', methodCode: 'bd', amount: { amount: 5000 } } });
      const again = await receive({ site: 'drawfront', reference: details.reference, amount: 5000, bankTransactionId: 'BANK-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ replayed: true, deposit: { id: first.json().deposit.id } });
      expect((await receive({ site: 'drawfront', reference: details.reference, amount: 700, bankTransactionId: 'PAYID-1', method: 'td' })).json()).toMatchObject({ deposit: { methodCode: 'td' } });
      expect(await balanceOf(t, session)).toBe(5700);

      expectError(await receive({ site: 'drawfront', reference: 'NOPE2345', amount: 100, bankTransactionId: 'BANK-2' }), 404, 'unknown_bank_reference');
      expectError(await receive({ site: 'goodcause', reference: details.reference, amount: 100, bankTransactionId: 'BANK-3' }), 404, 'unknown_bank_reference');
      expectError(await receive({ site: 'drawfront', reference: details.reference, amount: -1, bankTransactionId: 'BANK-4' }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'POST', url: '/platform/deposits/bank-transfers', payload: { site: 'drawfront', reference: details.reference, amount: 100, bankTransactionId: 'BANK-5' } }), 401, 'ops_unauthorised');
      expect(await balanceOf(t, session)).toBe(5700);
    });
  });
});
