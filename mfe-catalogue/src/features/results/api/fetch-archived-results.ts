import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PastResults } from '@drawfront/shared/contract/draws';
import { RESULTS_PAGE_SIZE } from '../model/pagination';
import type { ResultMonth } from '../model/result-month';

/** One page of an offer's results drawn in one month: `GET /v2/draws/past/archived/{offerKey}/{year}/{month}`. */
export function fetchArchivedResults(api: ApiClient, offerKey: string, { year, month }: ResultMonth, offset: number, signal?: AbortSignal): Promise<PastResults> {
  return api.request<PastResults>({
    path: `/draws/past/archived/${encodeURIComponent(offerKey)}/${year}/${month}`,
    query: { limit: RESULTS_PAGE_SIZE, offset },
    signal,
  });
}
