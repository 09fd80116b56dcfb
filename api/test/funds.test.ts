import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';
import { deposits, funds } from '../src/db/schema';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, balanceOf, cardBody, deposit, YEAR } from './cards';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { ledgerTotals } from './money';

describe.each(backends())('funds, payment methods and deposits on %s', (backend) => {
  const t = setupApp(backend);

  describe('cards', () => {
    it('adds a card with each magic number; the first becomes the default; no card number or CSC in the answer or the table', async () => {
      const session = await signUp(t);
      const added: Fund[] = [];
      for (const number of [TEST_CARDS.succeeds, TEST_CARDS.doNotHonour, TEST_CARDS.challenge]) {
        const response = await addCard(t, session, number);
        expect(response.statusCode).toBe(201);
        expect(response.body).not.toContain(number);
        expect(response.body).not.toContain('"123"');
        added.push(response.json());
      }
      expect(added.map((fund) => [fund.last4, fund.default, fund.brand, fund.methodCode, fund.gateway])).toEqual([
        ['4242', true, 'visa', 'cc', 'test'],
        ['0002', false, 'visa', 'cc', 'test'],
        ['3220', false, 'visa', 'cc', 'test'],
      ]);
      expect(added[0]).toMatchObject({ expiryMonth: 12, expiryYear: YEAR, cardHolderName: 'Pat Player' });
      const rows = await t.database.db.select().from(funds).where(eq(funds.customerId, session.customer.customerId));
      const dump = JSON.stringify(rows);
      for (const number of [TEST_CARDS.succeeds, TEST_CARDS.doNotHonour, TEST_CARDS.challenge]) {
        expect(dump).not.toContain(number);
        expect(dump).not.toContain(number.slice(0, 12));
      }
      // Every column of the whole table, as text: no 13+ digit run anywhere.
      const all = (await t.database.db.execute(sql`select f::text as row from funds f`)) as unknown as { rows: { row: string }[] };
      for (const { row } of all.rows) expect(row).not.toMatch(/\d{13,}/);
    });

    it('refuses bad cards with field errors that never echo the number', async () => {
      const session = await signUp(t);
      const luhn = expectError(await addCard(t, session, '4242424242424241'), 422, 'invalid_card');
      expect(Object.keys(luhn.errors)).toEqual(['cardNumber']);
      expect(JSON.stringify(luhn)).not.toContain('4242424242424241');
      const expired = expectError(await addCard(t, session, TEST_CARDS.succeeds, { expiry_month: 1, expiry_year: 2020 }), 422, 'invalid_card');
      expect(Object.keys(expired.errors)).toContain('expiry');
      const csc = expectError(await addCard(t, session, TEST_CARDS.succeeds, { csc: '12' }), 422, 'invalid_card');
      expect(Object.keys(csc.errors)).toEqual(['csc']);
      const name = expectError(await addCard(t, session, TEST_CARDS.succeeds, { card_holder_name: '' }), 422, 'invalid_card');
      expect(Object.keys(name.errors)).toEqual(['cardHolderName']);
      expectError(await addCard(t, session, TEST_CARDS.succeeds, { csc: undefined }), 422, 'validation_failed');
      expectError(await addCard(t, session, TEST_CARDS.succeeds, { extra: 1 }), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/funds/cc/stripe', payload: cardBody(TEST_CARDS.succeeds) }), 404, 'unknown_gateway');
      expectError(await t.inject({ method: 'POST', url: '/v2/funds/cc/test', sign: 'drawfront', payload: cardBody(TEST_CARDS.succeeds) }), 401, 'unauthorised');
      expect(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/payment_methods' }).then((r) => r.json().paymentMethods[0].funds)).toEqual([]);
    });

    it('lists the card method with funds and gateway rules, and applies the bracket filters', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const list = async (query = '') => asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/payment_methods${query}` });
      const response = await list();
      expect(response.statusCode).toBe(200);
      const [card] = response.json().paymentMethods as PaymentMethod[];
      expect(card).toEqual({
        code: 'cc',
        type: 'card',
        funds: [fund],
        availableGateways: ['test'],
        attributes: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
        rules: { enabled: true, minAmount: { amount: 1000, currency: 'AUD' }, maxAmount: { amount: 1_000_000, currency: 'AUD' }, cscRequired: false },
      });
      // Card, PayPal and the site's two wallets pay at checkout; bank transfer and PayID arrive later.
      expect((await list('?filter[funds.cart][eq]=true')).json().paymentMethods).toHaveLength(4);
      expect((await list('?filter[funds.withdraw][eq]=false')).json().paymentMethods).toHaveLength(6);
      expect((await list('?filter[funds.digital_wallets][eq]=true')).json().paymentMethods).toHaveLength(2);
      expect((await list('?filter[funds.failed_verification][eq]=true')).json().paymentMethods).toHaveLength(0);
      expect((await list('?filter%5Bfunds.cart%5D%5Beq%5D=true&filter%5Bfunds.withdraw%5D%5Beq%5D=true')).json().paymentMethods).toHaveLength(0);
      expectError(await list('?filter[funds.colour][eq]=true'), 400, 'unknown_filter');
      expectError(await list('?filter[funds.cart][eq]=maybe'), 400, 'unknown_filter');
      expectError(await list('?filter[funds.cart][ne]=true'), 400, 'unknown_filter');
      expectError(await t.inject({ method: 'GET', url: '/v2/payment_methods', sign: 'drawfront' }), 401, 'unauthorised');
    });

    it('moves the default, deletes a card (the next becomes default), and keeps other customers out', async () => {
      const session = await signUp(t);
      const first = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const second = (await addCard(t, session, '5555555555554444')).json() as Fund;
      const made = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${second.id}/default` });
      expect(made.json()).toMatchObject({ id: second.id, default: true, brand: 'mastercard' });
      const listed = async (s: LoginResult) => ((await asCustomer(t, s.accessToken, { method: 'GET', url: '/v2/payment_methods' })).json().paymentMethods[0] as PaymentMethod).funds;
      expect((await listed(session)).map((fund) => [fund.id, fund.default])).toEqual([[second.id, true], [first.id, false]]);

      const other = await signUp(t);
      expectError(await asCustomer(t, other.accessToken, { method: 'DELETE', url: `/v2/funds/${second.id}` }), 404, 'fund_not_found');
      expectError(await asCustomer(t, other.accessToken, { method: 'POST', url: `/v2/funds/${second.id}/default` }), 404, 'fund_not_found');
      expectError(await deposit(t, other, second.id, { amount: 2000 }), 404, 'fund_not_found');

      const removed = await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/funds/${second.id}` });
      expect(removed.statusCode).toBe(204);
      expect((await listed(session)).map((fund) => [fund.id, fund.default])).toEqual([[first.id, true]]);
      expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/funds/${second.id}` }), 404, 'fund_not_found');
      expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/funds/not-a-uuid' }), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/funds/${randomUUID()}/default` }), 404, 'fund_not_found');
    });
  });

  describe('deposits', () => {
    it('credits the wallet on success, in the same transaction as the deposit row; the ledger sums to zero', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const response = await deposit(t, session, fund.id, { amount: 2500 });
      expect(response.statusCode).toBe(201);
      const body = response.json() as Deposit;
      expect(body).toMatchObject({ status: 'succeeded', amount: { amount: 2500, currency: 'AUD' }, redirectUrl: null, message: null });
      expect(await balanceOf(t, session)).toBe(2500);
      const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, body.id));
      expect(row).toMatchObject({ status: 'succeeded', amountCents: 2500 });
      expect(row!.transactionId).not.toBeNull();
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
      const read = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${body.id}` });
      expect(read.json()).toEqual(body);
      const history = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions' })).json();
      expect(history.transactions[0]).toMatchObject({ kind: 'deposit', amount: { amount: 2500 }, reference: body.id, receiptReference: null });
      const other = await signUp(t);
      expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/deposits/${body.id}` }), 404, 'deposit_not_found');
    });

    it('declines in plain words for a do-not-honour refusal and credits nothing', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.doNotHonour)).json() as Fund;
      const body = (await deposit(t, session, fund.id, { amount: 2500 })).json() as Deposit;
      expect(body).toMatchObject({ status: 'failed', message: 'Your bank declined this payment. Try another card or contact your bank.', redirectUrl: null });
      expect(await balanceOf(t, session)).toBe(0);
      const failing = (await addCard(t, session, TEST_CARDS.processingError)).json() as Fund;
      expect((await deposit(t, session, failing.id, { amount: 2500 })).json()).toMatchObject({ status: 'failed', message: "We're experiencing technical difficulties. Please reload the page to try again." });
      expect(await balanceOf(t, session)).toBe(0);
    });

    it('refuses bad input: no key, bad amount, outside limits, unsafe return path, unknown fields', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      expectError(await deposit(t, session, fund.id, { amount: 2500 }, null), 400, 'idempotency_key_required');
      expectError(await deposit(t, session, fund.id, { amount: 2500 }, 'short'), 400, 'idempotency_key_required');
      expectError(await deposit(t, session, fund.id, { amount: 25.5 }), 422, 'validation_failed');
      expectError(await deposit(t, session, fund.id, { amount: '2500' }), 422, 'validation_failed');
      expectError(await deposit(t, session, fund.id, {}), 422, 'validation_failed');
      const small = expectError(await deposit(t, session, fund.id, { amount: 999 }), 422, 'validation_failed');
      expect(small.errors.amount).toEqual(['Please enter an amount equal to or greater than $10.00.']);
      expectError(await deposit(t, session, fund.id, { amount: 1_000_001 }), 422, 'validation_failed');
      for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
        const refused = expectError(await deposit(t, session, fund.id, { amount: 2500, return_path: path }), 422, 'validation_failed');
        expect(Object.keys(refused.errors)).toEqual(['returnPath']);
      }
      expectError(await deposit(t, session, fund.id, { amount: 2500, card_number: TEST_CARDS.succeeds }), 422, 'validation_failed');
      expectError(await deposit(t, session, 'nope', { amount: 2500 }), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/deposits/nope' }), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${randomUUID()}` }), 404, 'deposit_not_found');
      expect(await balanceOf(t, session)).toBe(0);
      const count = await t.database.db.select().from(deposits).where(eq(deposits.customerId, session.customer.customerId));
      expect(count).toEqual([]);
    });

    it('answers a retry with the same key with the first answer, and refuses the key with another body', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const key = randomUUID();
      const first = await deposit(t, session, fund.id, { amount: 3000 }, key);
      const again = await deposit(t, session, fund.id, { amount: 3000 }, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await balanceOf(t, session)).toBe(3000);
      expectError(await deposit(t, session, fund.id, { amount: 4000 }, key), 422, 'idempotency_key_reused');
      expect(await balanceOf(t, session)).toBe(3000);
    });

    it('credits once when the same deposit is sent many times at once', async () => {
      const session = await signUp(t);
      const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(t, session, fund.id, { amount: 2000 }, key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
      expect(await balanceOf(t, session)).toBe(2000);
      const rows = await t.database.db.select().from(deposits).where(eq(deposits.customerId, session.customer.customerId));
      expect(rows).toHaveLength(1);
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });
  });

  describe('3-D Secure', () => {
    async function challenged(session: LoginResult, payload: Record<string, unknown> = { amount: 5000 }) {
      const fund = (await addCard(t, session, TEST_CARDS.challenge)).json() as Fund;
      const response = await deposit(t, session, fund.id, payload);
      expect(response.statusCode).toBe(201);
      const body = response.json() as Deposit;
      expect(body).toMatchObject({ status: 'requires_action', message: null });
      expect(body.redirectUrl).toMatch(/^\/payments\/test\/challenge\/ch_[0-9a-f]+$/);
      return body;
    }

    it('serves an accessible challenge page; approve credits once, however often the browser comes back', async () => {
      const session = await signUp(t);
      const pending = await challenged(session, { amount: 5000, return_path: '/cart/buy' });
      expect(await balanceOf(t, session)).toBe(0);
      const pageResponse = await t.app.inject({ method: 'GET', url: pending.redirectUrl! });
      expect(pageResponse.statusCode).toBe(200);
      expect(pageResponse.headers['content-type']).toMatch(/^text\/html/);
      expect(pageResponse.body).toContain('<h1>3-D Secure check</h1>');
      expect(pageResponse.body).toContain('$50.00');
      expect(pageResponse.body).toContain('3220');
      expect(pageResponse.body).toMatch(/<form method="post" action="\/payments\/test\/challenge\/ch_[0-9a-f]+">/);
      expect(pageResponse.body).toContain('value="approve">Approve</button>');
      expect(pageResponse.body).toContain('value="deny">Deny</button>');

      const approved = await t.app.inject({ method: 'POST', url: pending.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
      expect(approved.statusCode).toBe(303);
      expect(approved.headers.location).toBe(`/3ds/notify?deposit=${pending.id}&outcome=approved`);
      const notify = () => t.app.inject({ method: 'GET', url: approved.headers.location as string });
      const [one, two] = await Promise.all([notify(), notify()]);
      const three = await notify();
      for (const answer of [one, two, three]) {
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).toBe(`/my-account/deposit/details/${pending.id}/success?return_path=%2Fcart%2Fbuy`);
      }
      expect(await balanceOf(t, session)).toBe(5000);
      const read = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json();
      expect(read).toMatchObject({ status: 'succeeded', redirectUrl: null });
      expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('deny credits nothing and lands on the failure page', async () => {
      const session = await signUp(t);
      const pending = await challenged(session);
      const denied = await t.app.inject({ method: 'POST', url: pending.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=deny' });
      expect(denied.headers.location).toBe(`/3ds/notify?deposit=${pending.id}&outcome=denied`);
      const back = await t.app.inject({ method: 'GET', url: denied.headers.location as string });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/my-account/deposit/details/${pending.id}/failure`);
      expect(await balanceOf(t, session)).toBe(0);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json()).toMatchObject({ status: 'failed', message: "Your bank couldn't confirm it was you, so nothing was charged. Try again or use another card." });
    });

    it('a forged notify before the challenge is answered credits nothing; unknown references are 404, never 500', async () => {
      const session = await signUp(t);
      const pending = await challenged(session);
      const forged = await t.app.inject({ method: 'GET', url: `/3ds/notify?deposit=${pending.id}&outcome=approve` });
      expect(forged.statusCode).toBe(303);
      expect(forged.headers.location).toBe(`/my-account/deposit/details/${pending.id}/failure`);
      expect(await balanceOf(t, session)).toBe(0);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/deposits/${pending.id}` })).json().status).toBe('requires_action');

      expectError(await t.app.inject({ method: 'GET', url: `/3ds/notify?deposit=${randomUUID()}` }), 404, 'deposit_not_found');
      expectError(await t.app.inject({ method: 'GET', url: '/3ds/notify?deposit=garbage' }), 404, 'deposit_not_found');
      expectError(await t.app.inject({ method: 'GET', url: '/3ds/notify' }), 404, 'deposit_not_found');
      expect((await t.app.inject({ method: 'GET', url: '/payments/test/challenge/ch_unknown' })).statusCode).toBe(404);
      expectError(await t.app.inject({ method: 'POST', url: '/payments/test/challenge/ch_unknown', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' }), 404, 'deposit_not_found');
      expectError(await t.app.inject({ method: 'POST', url: pending.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=maybe' }), 422, 'validation_failed');

      // A deposit that already succeeded without a challenge is answered as it is.
      const plain = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
      const done = (await deposit(t, session, plain.id, { amount: 1500 })).json() as Deposit;
      const again = await t.app.inject({ method: 'GET', url: `/3ds/notify?deposit=${done.id}` });
      expect(again.headers.location).toBe(`/my-account/deposit/details/${done.id}/success`);
      expect(await balanceOf(t, session)).toBe(1500);
    });
  });
});

describe.each(backends())('deposit races and expiry on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });

  it('two first cards added at once: both saved, exactly one default', async () => {
    const session = await signUp(t);
    const answers = await Promise.all([addCard(t, session, TEST_CARDS.succeeds), addCard(t, session, '5555555555554444'), addCard(t, session, TEST_CARDS.challenge)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((answer) => (answer.json() as Fund).default)).toHaveLength(1);
  });

  it('concurrent deposits with different keys each credit once; the ledger balances', async () => {
    const session = await signUp(t);
    const fund = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => deposit(t, session, fund.id, { amount: 1000 + index })));
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(6).fill('succeeded'));
    expect(await balanceOf(t, session)).toBe(6 * 1000 + 15);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('a challenge answered after 10 minutes fails as expired and credits nothing', async () => {
    const session = await signUp(t);
    const fund = (await addCard(t, session, TEST_CARDS.challenge)).json() as Fund;
    const pending = (await deposit(t, session, fund.id, { amount: 2000 })).json() as Deposit;
    clock += 11 * 60 * 1000;
    const answered = await t.app.inject({ method: 'POST', url: pending.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
    expect(answered.headers.location).toBe(`/3ds/notify?deposit=${pending.id}&outcome=denied`);
    const back = await t.app.inject({ method: 'GET', url: answered.headers.location as string });
    expect(back.headers.location).toBe(`/my-account/deposit/details/${pending.id}/failure`);
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, pending.id));
    expect(row).toMatchObject({ status: 'failed', message: "Your bank's check timed out, so nothing was charged. Please try again.", transactionId: null });
  });
});
