import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import type { TransactionFilters } from '../model/transaction-filters';

/** What the API client makes of a PDF or CSV answer: a link to the file in memory. */
export interface Download {
  downloadUrl: string;
}

/** `GET /transactions/export?kind=&month=`: the filtered list as CSV. */
export function exportTransactions(api: ApiClient, filters: TransactionFilters): Promise<Download> {
  return api.request<Download>({ path: '/transactions/export', query: { kind: filters.kind, month: filters.month } });
}

/** `GET /statements/{month}`. */
export function fetchStatement(api: ApiClient, month: string, signal?: AbortSignal): Promise<MonthlyStatement> {
  return api.request<MonthlyStatement>({ path: `/statements/${encodeURIComponent(month)}`, signal });
}

/** `GET /statements/{month}/pdf`. */
export function statementPdf(api: ApiClient, month: string): Promise<Download> {
  return api.request<Download>({ path: `/statements/${encodeURIComponent(month)}/pdf` });
}
