import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { NumberStatistics } from '@drawfront/shared/contract/draws';

/** How often each number came up over an offer's last `draws` draws: `GET /v2/statistics/{offerKey}?draws=N`. */
export function fetchStatistics(api: ApiClient, offerKey: string, draws: number, signal?: AbortSignal): Promise<NumberStatistics> {
  return api.request<NumberStatistics>({ path: `/statistics/${encodeURIComponent(offerKey)}`, query: { draws }, signal });
}
