import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import { ACCOUNT_PAGE_SIZE, pageOffset } from '../../../lib/page-number';

/** Answer of `GET /transactions`. */
export interface TransactionPage {
  transactions: WalletTransaction[];
  pageInfo: PageInfo;
}

/** `GET /transactions?limit=10&offset=`: one page of the customer's wallet movements. */
export function fetchTransactionPage(api: ApiClient, page: number, signal?: AbortSignal): Promise<TransactionPage> {
  return api.request<TransactionPage>({ path: '/transactions', query: { limit: ACCOUNT_PAGE_SIZE, offset: pageOffset(page) }, signal });
}
