import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import { fetchCustomer } from '@drawfront/shared/data/use-customer';
import type { Deposit } from '@drawfront/shared/contract/funds';

/** `GET /deposits/{id}` and, once credited, `GET /customer` for the new balance. */
export async function fetchDepositOutcome(api: ApiClient, depositId: string, signal?: AbortSignal): Promise<{ deposit: Deposit; customer: Customer | null }> {
  const deposit = await api.request<Deposit>({ path: `/deposits/${encodeURIComponent(depositId)}`, signal });
  const customer = deposit.status === 'succeeded' ? await fetchCustomer(api, signal) : null;
  return { deposit, customer };
}
