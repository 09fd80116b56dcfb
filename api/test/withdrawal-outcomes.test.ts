import type { Withdrawal, WithdrawalMethod } from '@drawfront/shared/contract/withdrawals';
import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { TEST_PAYOUT_ACCOUNTS } from '../src/payments/test-payout-gateway';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';
import { addBankAccount, withdraw } from './withdrawals';

jest.setTimeout(60_000);

describe.each(backends())('withdrawal outcomes and bank account removal on %s', (backend) => {
  const t = setupApp(backend);
  const customer = async (cents: number) => {
    const session = await signUp(t);
    if (cents > 0) await fund(t, session.customer.customerId, cents);
    return session;
  };
  const withdrawalRows = async (session: LoginResult) => {
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions?kind=withdrawal' });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { transactions: WalletTransaction[] };
    return page.transactions.map((row) => ({ amount: row.amount.amount, description: row.description }));
  };
  const accounts = async (session: LoginResult) =>
    ((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/withdrawal_methods' })).json() as { withdrawalMethods: WithdrawalMethod[] }).withdrawalMethods[0]!.funds.map((account) => account.id);
  const remove = (session: LoginResult, id: string) => asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/funds/${id}` });

  it('shows a withdrawal in transactions as paid once it is paid; one the bank sent back has its own row', async () => {
    const session = await customer(10_000);
    const good = await addBankAccount(t, session);
    const closed = await addBankAccount(t, session, { account_number: TEST_PAYOUT_ACCOUNTS.closedAccount });
    expect((await withdraw(t, session, good.id, 3_000)).statusCode).toBe(201);
    expect(await withdrawalRows(session)).toEqual([{ amount: -3_000, description: 'Withdrawal requested' }]);
    expect((await withdraw(t, session, closed.id, 2_000)).statusCode).toBe(201);
    await t.app.jobs['withdrawals-payout']!();
    expect(await withdrawalRows(session)).toEqual([
      { amount: 2_000, description: 'Withdrawal returned' },
      { amount: -2_000, description: 'Withdrawal requested' },
      { amount: -3_000, description: 'Withdrawal paid' },
    ]);
  });

  it('removes a saved bank account through DELETE /funds/{id}: no longer offered, refused while a withdrawal to it is unpaid, kept on past withdrawals', async () => {
    const session = await customer(5_000);
    const kept = await addBankAccount(t, session, { account_name: 'Kept Account' });
    const busy = await addBankAccount(t, session);
    const pending = (await withdraw(t, session, busy.id, 1_000)).json() as Withdrawal;
    expectError(await remove(session, busy.id), 409, 'withdrawal_account_in_use');
    expect(await accounts(session)).toEqual([kept.id, busy.id]);

    // Another customer cannot remove it: it is not one of their funds.
    const other = await customer(0);
    expectError(await remove(other, busy.id), 404, 'fund_not_found');

    await t.app.jobs['withdrawals-payout']!();
    const removed = await remove(session, busy.id);
    expect(removed.statusCode).toBe(204);
    expect(await accounts(session)).toEqual([kept.id]);
    expectError(await withdraw(t, session, busy.id, 500), 404, 'fund_not_found');
    expectError(await remove(session, busy.id), 404, 'fund_not_found');
    const paid = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${pending.id}` })).json() as Withdrawal;
    expect(paid).toMatchObject({ status: 'paid', account: { id: busy.id, accountNumberHint: busy.accountNumberHint } });
    expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/funds/not-a-uuid' }), 422, 'validation_failed');
  });
});
