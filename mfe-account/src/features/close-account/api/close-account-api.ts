import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { WithdrawableFunds } from '@drawfront/shared/contract/customer';
import type { AccountClosure, CloseAccountRequest } from '@drawfront/shared/rules/account-closure';

/** `GET /customer/withdrawable-funds`: the balance, and how much of it must be withdrawn before closing. */
export function fetchClosureBalance(api: ApiClient, signal?: AbortSignal): Promise<WithdrawableFunds> {
  return api.request<WithdrawableFunds>({ path: '/customer/withdrawable-funds', signal });
}

/**
 * `DELETE /customer` (a form, groups spec §7): closes the account. Behind step-up (the client's 403 REQUIRED
 * handling asks for a code and retries once); refused with 422 `balance_not_withdrawn` while money can be withdrawn.
 */
export function closeAccount(api: ApiClient, request: CloseAccountRequest): Promise<AccountClosure> {
  return api.request<AccountClosure>({ method: 'DELETE', path: '/customer', body: request, form: true });
}
