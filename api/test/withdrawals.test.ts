import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Withdrawal, WithdrawalMethod } from '@drawfront/shared/contract/withdrawals';
import { ACCOUNT_NUMBER_MESSAGE, BSB_MESSAGE, PAYID_EMAIL_MESSAGE } from '@drawfront/shared/rules/bank-account';
import { ledgerAccounts, testGatewayPayouts, withdrawalAccounts, withdrawals } from '../src/db/schema';
import { lockOrOpenWallet, post, systemAccount } from '../src/modules/ledger/service';
import { TEST_PAYOUT_ACCOUNTS } from '../src/payments/test-payout-gateway';
import { STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';
import { addBankAccount, balanceAndWithdrawable, postBankAccount, withdraw } from './withdrawals';

/** What every withdrawal test leaves true: the ledger balances, and the holds account holds exactly the unsettled withdrawals. */
async function holdsMatchPending(t: TestContext) {
  const [holds] = await t.database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'withdrawal_holds'));
  const [pending] = await t.database.db.select({ cents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::bigint` }).from(withdrawals).where(sql`${withdrawals.status} in ('pending', 'processing')`);
  return { holds: Number(holds?.balance ?? 0), pending: Number(pending!.cents) };
}

describe.each(backends())('withdrawals on %s', (backend) => {
  const t = setupApp(backend);
  const customer = async (cents: number) => {
    const session = await signUp(t);
    if (cents > 0) await fund(t, session.customer.customerId, cents);
    return session;
  };

  describe('bank accounts and PayIDs', () => {
    it('adds a bank account and PayIDs; answers only a hint of the number; lists them as the tt withdrawal method', async () => {
      const session = await customer(0);
      const bank = await addBankAccount(t, session, { code: '062 000', account_number: '1234 5678' });
      expect(bank).toMatchObject({ methodCode: 'tt', type: 'national', bankCode: '062-000', accountNumberHint: '•••678', accountName: 'Pat Player' });
      const email = await addBankAccount(t, session, { type: 'payid_email', code: undefined, account_number: 'Pat@Example.com' });
      expect(email).toMatchObject({ type: 'payid_email', bankCode: null, accountNumberHint: 'p***@example.com' });
      const phone = await addBankAccount(t, session, { type: 'payid_phone', code: undefined, account_number: '0412 345 678' });
      expect(phone.accountNumberHint).toBe('04** *** 678');
      const methods = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/withdrawal_methods' })).json() as { withdrawalMethods: WithdrawalMethod[] };
      expect(methods.withdrawalMethods).toEqual([{ code: 'tt', funds: [bank, email, phone] }]);
      expect(JSON.stringify(methods)).not.toContain('12345678');
    });

    it('refuses a bad BSB, account number or PayID with field errors under the API names (bsb, account_number), adding nothing', async () => {
      const session = await customer(0);
      const bad = expectError(await postBankAccount(t, session, { code: '06200', account_number: '12' }), 422, 'validation_failed');
      expect(bad.errors).toEqual({ bsb: [BSB_MESSAGE], account_number: [ACCOUNT_NUMBER_MESSAGE] });
      const payId = expectError(await postBankAccount(t, session, { type: 'payid_email', account_number: 'nobody' }), 422, 'validation_failed');
      expect(payId.errors).toEqual({ account_number: [PAYID_EMAIL_MESSAGE] });
      expectError(await postBankAccount(t, session, { type: 'cheque' }), 422, 'validation_failed');
      const [rows] = await t.database.db.select({ n: count() }).from(withdrawalAccounts).where(eq(withdrawalAccounts.customerId, session.customer.customerId));
      expect(rows!.n).toBe(0);
    });

    it('needs a signed-in customer on a site with the wallet-withdrawal capability', async () => {
      expectError(await t.inject({ method: 'GET', url: '/v2/withdrawal_methods', sign: 'drawfront' }), 401, 'unauthorised');
      const session = await signUp(t, 'goodcause');
      expectError(await t.inject({ method: 'GET', url: '/v2/withdrawal_methods', sign: 'goodcause', customerToken: session.accessToken }), 404, 'capability_off');
    });
  });

  describe('withdrawable funds', () => {
    it('counts unspent deposits and winnings: the whole balance, less what is held for withdrawals', async () => {
      const session = await customer(5_000);
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 5_000, withdrawable: 5_000 });
      const account = await addBankAccount(t, session);
      expect((await withdraw(t, session, account.id, 1_200)).statusCode).toBe(201);
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 3_800, withdrawable: 3_800 });
    });

    it('keeps promotional voucher credit back, counting it as spent first', async () => {
      const session = await customer(2_000);
      const customerId = session.customer.customerId;
      await t.database.db.transaction(async (tx) => {
        const wallet = await lockOrOpenWallet(tx, customerId, 'AUD');
        const house = await systemAccount(tx, 'house_revenue', 'AUD');
        await post(tx, { kind: 'voucher_credit', reference: `test-voucher-${randomUUID()}`, description: 'Voucher', at: new Date(), entries: [{ accountId: house, amount: -1_000 }, { accountId: wallet.id, amount: 1_000 }] });
      });
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 3_000, withdrawable: 2_000 });
      const purchase = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
      expect(purchase.statusCode).toBe(201);
      // The ticket used voucher money: the deposit is still all there to take out.
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 3_000 - STARBURST_GAME_PRICE, withdrawable: 2_000 });
      const account = await addBankAccount(t, session);
      const over = expectError(await withdraw(t, session, account.id, 2_001), 422, 'validation_failed');
      expect(over.errors).toEqual({ amount: ['Please enter an amount equal to or less than $20.00.'] });
    });
  });

  describe('requesting a withdrawal', () => {
    it('holds the money at once (the balance drops), pending the payout job', async () => {
      const session = await customer(5_000);
      const account = await addBankAccount(t, session);
      const response = await withdraw(t, session, account.id, 2_000);
      expect(response.statusCode).toBe(201);
      const withdrawal = response.json() as Withdrawal;
      expect(withdrawal).toMatchObject({ status: 'pending', amount: { amount: 2_000, currency: 'AUD' }, account, message: null, settledAt: null });
      const customerBody = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json();
      expect(customerBody.balance.amount).toBe(3_000);
      // The summary page finds it by its hold transaction, the details page by its id.
      const summary = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/summary/${withdrawal.transactionId}` });
      expect(summary.json()).toEqual(withdrawal);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${withdrawal.id}` })).json()).toEqual(withdrawal);
      const history = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions' })).json();
      expect(history.transactions[0]).toMatchObject({ kind: 'withdrawal', amount: { amount: -2_000 }, balanceAfter: { amount: 3_000 }, description: 'Withdrawal requested' });
      const facts = await holdsMatchPending(t);
      expect(facts.holds).toBe(facts.pending);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('refuses negative, zero, fractional and over-balance amounts, another customer\'s account and a missing key, changing nothing', async () => {
      const session = await customer(5_000);
      const account = await addBankAccount(t, session);
      const other = await customer(0);
      const othersAccount = await addBankAccount(t, other);
      for (const amount of [-500, 0, 12.5]) expectError(await withdraw(t, session, account.id, amount), 422, 'validation_failed');
      const over = expectError(await withdraw(t, session, account.id, 5_001), 422, 'validation_failed');
      expect(over.errors).toEqual({ amount: ['Please enter an amount equal to or less than $50.00.'] });
      expectError(await withdraw(t, session, othersAccount.id, 1_000), 404, 'fund_not_found');
      expectError(await withdraw(t, session, randomUUID(), 1_000), 404, 'fund_not_found');
      expectError(await withdraw(t, session, 'not-a-uuid', 1_000), 422, 'validation_failed');
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/withdrawals', payload: { fund_id: account.id, amount: 1_000 } }), 400, 'idempotency_key_required');
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 5_000, withdrawable: 5_000 });
      const [rows] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.customerId, session.customer.customerId));
      expect(rows!.n).toBe(0);
    });

    it('answers a retry with the same key with the same withdrawal, and refuses the key with another body', async () => {
      const session = await customer(5_000);
      const account = await addBankAccount(t, session);
      const key = randomUUID();
      const first = await withdraw(t, session, account.id, 1_000, key);
      const again = await withdraw(t, session, account.id, 1_000, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expectError(await withdraw(t, session, account.id, 2_000, key), 422, 'idempotency_key_reused');
      expect((await balanceAndWithdrawable(t, session)).balance).toBe(4_000);
    });

    it("keeps another customer's withdrawal out of reach", async () => {
      const owner = await customer(5_000);
      const account = await addBankAccount(t, owner);
      const withdrawal = (await withdraw(t, owner, account.id, 1_000)).json() as Withdrawal;
      const other = await customer(0);
      expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/withdrawals/${withdrawal.id}` }), 404, 'withdrawal_not_found');
      expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: `/v2/withdrawals/summary/${withdrawal.transactionId}` }), 404, 'withdrawal_not_found');
      expectError(await asCustomer(t, other.accessToken, { method: 'POST', url: `/v2/withdrawals/${withdrawal.id}/cancel` }), 404, 'withdrawal_not_found');
      expect((await asCustomer(t, owner.accessToken, { method: 'GET', url: `/v2/withdrawals/${withdrawal.id}` })).json()).toMatchObject({ status: 'pending' });
    });
  });

  describe('cancelling and paying out', () => {
    it('cancels a pending withdrawal once: the hold goes back to the wallet, a second cancel is refused', async () => {
      const session = await customer(5_000);
      const account = await addBankAccount(t, session);
      const withdrawal = (await withdraw(t, session, account.id, 1_500)).json() as Withdrawal;
      const cancelled = await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${withdrawal.id}/cancel` });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', settledAt: expect.any(String) });
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${withdrawal.id}/cancel` }), 409, 'withdrawal_not_cancellable');
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 5_000, withdrawable: 5_000 });
      // Nothing is left for the payout job.
      await t.app.jobs['withdrawals-payout']!();
      expect(await t.database.db.select().from(testGatewayPayouts).where(eq(testGatewayPayouts.idempotencyKey, withdrawal.id))).toEqual([]);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('pays through the payout job; a magic failing account gets its money back with the bank\'s reason', async () => {
      const session = await customer(10_000);
      const good = await addBankAccount(t, session);
      const closed = await addBankAccount(t, session, { account_number: TEST_PAYOUT_ACCOUNTS.closedAccount });
      const unregistered = await addBankAccount(t, session, { type: 'payid_email', code: undefined, account_number: TEST_PAYOUT_ACCOUNTS.unregisteredPayIdEmail });
      const paid = (await withdraw(t, session, good.id, 3_000)).json() as Withdrawal;
      const bounced = (await withdraw(t, session, closed.id, 2_000)).json() as Withdrawal;
      const refused = (await withdraw(t, session, unregistered.id, 1_000)).json() as Withdrawal;
      expect((await balanceAndWithdrawable(t, session)).balance).toBe(4_000);

      const run = await t.app.jobs['withdrawals-payout']!();
      expect(run).toMatchObject({ paid: expect.any(Number), failed: expect.any(Number), deferred: 0 });
      const get = async (id: string) => (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${id}` })).json() as Withdrawal;
      expect(await get(paid.id)).toMatchObject({ status: 'paid', message: null, settledAt: expect.any(String) });
      expect(await get(bounced.id)).toMatchObject({ status: 'failed', message: 'The receiving bank says this account is closed.' });
      expect(await get(refused.id)).toMatchObject({ status: 'failed', message: 'This PayID is not registered with any bank.' });
      expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 7_000, withdrawable: 7_000 });
      expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${paid.id}/cancel` }), 409, 'withdrawal_not_cancellable');

      // A second run finds nothing due and pays nothing again.
      expect(await t.app.jobs['withdrawals-payout']!()).toEqual({ paid: 0, failed: 0, deferred: 0 });
      const [payouts] = await t.database.db.select({ n: count() }).from(testGatewayPayouts).where(sql`${testGatewayPayouts.idempotencyKey} in (${paid.id}, ${bounced.id}, ${refused.id})`);
      expect(payouts!.n).toBe(3);
      const facts = await holdsMatchPending(t);
      expect(facts.holds).toBe(facts.pending);
      expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    });

    it('lets a withdrawal and a purchase share a wallet without the purchase spending held money', async () => {
      const session = await customer(STARBURST_GAME_PRICE * 2);
      const account = await addBankAccount(t, session);
      expect((await withdraw(t, session, account.id, STARBURST_GAME_PRICE * 2)).statusCode).toBe(201);
      const purchase = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
      expectError(purchase, 422, 'insufficient_funds');
    });
  });
});
