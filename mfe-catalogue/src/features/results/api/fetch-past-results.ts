import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PastResults } from '@drawfront/shared/contract/draws';
import { RESULTS_PAGE_SIZE } from '../model/pagination';

/** One page of an offer's past results, newest first: `GET /v2/draws/pricing/default/past/{offerKey}`. */
export function fetchPastResults(api: ApiClient, offerKey: string, offset: number, signal?: AbortSignal): Promise<PastResults> {
  return api.request<PastResults>({
    path: `/draws/pricing/default/past/${encodeURIComponent(offerKey)}`,
    query: { limit: RESULTS_PAGE_SIZE, offset },
    signal,
  });
}
