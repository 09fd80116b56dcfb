// Builders for withdrawal tests: bank accounts and withdrawal requests through the API (snake_case bodies).
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { WithdrawalAccount } from '@drawfront/shared/contract/withdrawals';
import { asCustomer } from './customers';
import type { TestContext } from './helper';

export function bankAccountBody(overrides: Record<string, unknown> = {}) {
  return { type: 'national', code: '062-000', account_number: '12345678', account_name: 'Pat Player', ...overrides };
}

export function postBankAccount(t: TestContext, session: LoginResult, overrides: Record<string, unknown> = {}) {
  return asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/funds/bank-account', payload: bankAccountBody(overrides) });
}

/** Adds a bank account; fails the test on any refusal. */
export async function addBankAccount(t: TestContext, session: LoginResult, overrides: Record<string, unknown> = {}): Promise<WithdrawalAccount> {
  const response = await postBankAccount(t, session, overrides);
  if (response.statusCode !== 201) throw new Error(`bank account: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function withdraw(t: TestContext, session: LoginResult, fundId: string, amount: number, key: string = randomUUID()) {
  return asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/withdrawals', headers: { 'idempotency-key': key }, payload: { fund_id: fundId, amount } });
}

export async function balanceAndWithdrawable(t: TestContext, session: LoginResult): Promise<{ balance: number; withdrawable: number }> {
  const body = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/withdrawable-funds' })).json();
  return { balance: body.balance.amount, withdrawable: body.withdrawableFunds.amount };
}
