import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { QueryClient } from '@drawfront/shared/data/query-client';
import { readCustomerAfterMoneyMoved } from '@drawfront/shared/data/use-customer';
import type { Deposit } from '@drawfront/shared/contract/funds';

/**
 * `GET /deposits/{id}` and, once credited, `GET /customer` for the new balance; the credit moved money, so
 * the customer is invalidated first and the header's balance follows from the same read.
 */
export async function fetchDepositOutcome(api: ApiClient, queries: QueryClient | null, depositId: string, signal?: AbortSignal): Promise<{ deposit: Deposit; customer: Customer | null }> {
  const deposit = await api.request<Deposit>({ path: `/deposits/${encodeURIComponent(depositId)}`, signal });
  const customer = deposit.status === 'succeeded' ? await readCustomerAfterMoneyMoved(queries, api, signal) : null;
  return { deposit, customer };
}
