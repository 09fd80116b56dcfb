import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { WithdrawableFunds } from '@drawfront/shared/contract/customer';
import type { NewBankAccount, Withdrawal, WithdrawalAccount, WithdrawalList, WithdrawalMethod } from '@drawfront/shared/contract/withdrawals';

/** What the withdraw page shows: what may leave, where it can go, and the latest withdrawals. */
export interface WithdrawOverview {
  funds: WithdrawableFunds;
  accounts: WithdrawalAccount[];
  withdrawals: Withdrawal[];
}

/** `GET /customer/withdrawable-funds`, `GET /withdrawal_methods` and `GET /withdrawals`, together. */
export async function fetchWithdrawOverview(api: ApiClient, signal?: AbortSignal): Promise<WithdrawOverview> {
  const [funds, methods, list] = await Promise.all([
    api.request<WithdrawableFunds>({ path: '/customer/withdrawable-funds', signal }),
    api.request<{ withdrawalMethods: WithdrawalMethod[] }>({ path: '/withdrawal_methods', signal }),
    api.request<WithdrawalList>({ path: '/withdrawals', signal }),
  ]);
  return { funds, accounts: methods.withdrawalMethods.flatMap((method) => method.funds), withdrawals: list.withdrawals };
}

/** `POST /funds/bank-account`: a bank account or PayID (groups spec §7). */
export function addBankAccount(api: ApiClient, account: NewBankAccount): Promise<WithdrawalAccount> {
  return api.request<WithdrawalAccount>({ method: 'POST', path: '/funds/bank-account', body: account });
}

/** `POST /withdrawals`; the idempotency key makes a retried attempt hold the money at most once. */
export function requestWithdrawal(api: ApiClient, input: { fundId: string; amount: number; idempotencyKey: string }): Promise<Withdrawal> {
  return api.request<Withdrawal>({ method: 'POST', path: '/withdrawals', body: { fundId: input.fundId, amount: input.amount }, idempotencyKey: input.idempotencyKey });
}

export function fetchWithdrawal(api: ApiClient, withdrawalId: string, signal?: AbortSignal): Promise<Withdrawal> {
  return api.request<Withdrawal>({ path: `/withdrawals/${encodeURIComponent(withdrawalId)}`, signal });
}

/** The withdrawal whose hold is ledger transaction `transactionId` (the summary page's id). */
export function fetchWithdrawalSummary(api: ApiClient, transactionId: string, signal?: AbortSignal): Promise<Withdrawal> {
  return api.request<Withdrawal>({ path: `/withdrawals/summary/${encodeURIComponent(transactionId)}`, signal });
}

export function cancelWithdrawal(api: ApiClient, withdrawalId: string): Promise<Withdrawal> {
  return api.request<Withdrawal>({ method: 'POST', path: `/withdrawals/${encodeURIComponent(withdrawalId)}/cancel` });
}

/** `GET /customer`, for the header's balance after the money moved. */

/** `DELETE /funds/{id}`: a saved bank account or PayID is one of the customer's funds (groups spec §7). */
export function removeBankAccount(api: ApiClient, accountId: string): Promise<unknown> {
  return api.request({ method: 'DELETE', path: `/funds/${encodeURIComponent(accountId)}` });
}
