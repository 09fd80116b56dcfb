import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchTransactionPage } from '../api/fetch-transactions';
import type { TransactionFilters } from '../model/transaction-filters';

/** One page of wallet transactions; loads again when the page or a filter changes. */
export function useTransactionPage(api: ApiClient, page: number, filters: TransactionFilters = {}) {
  const { kind, month } = filters;
  const load = useCallback((signal: AbortSignal) => fetchTransactionPage(api, page, signal, { kind, month }), [api, page, kind, month]);
  return useQuery(['wallet', 'transactions', page, kind ?? null, month ?? null], load);
}
