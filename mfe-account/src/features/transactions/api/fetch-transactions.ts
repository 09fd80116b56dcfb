import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import { ACCOUNT_PAGE_SIZE, pageOffset } from '../../../lib/page-number';
import type { TransactionFilters } from '../model/transaction-filters';

/** Answer of `GET /transactions`. */
export interface TransactionPage {
  transactions: WalletTransaction[];
  pageInfo: PageInfo;
}

/** `GET /transactions?limit=10&offset=&kind=&month=`: one page of the customer's wallet movements, optionally filtered. */
export function fetchTransactionPage(api: ApiClient, page: number, signal?: AbortSignal, filters: TransactionFilters = {}): Promise<TransactionPage> {
  return api.request<TransactionPage>({ path: '/transactions', query: { limit: ACCOUNT_PAGE_SIZE, offset: pageOffset(page), kind: filters.kind, month: filters.month }, signal });
}
