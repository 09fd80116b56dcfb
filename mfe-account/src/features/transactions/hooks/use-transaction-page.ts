import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchTransactionPage } from '../api/fetch-transactions';

/** One page of wallet transactions; loads again when the page changes. */
export function useTransactionPage(api: ApiClient, page: number) {
  const load = useCallback((signal: AbortSignal) => fetchTransactionPage(api, page, signal), [api, page]);
  return useResource(load);
}
