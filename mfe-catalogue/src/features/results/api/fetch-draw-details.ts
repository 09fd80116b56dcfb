import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DrawDetails } from '@drawfront/shared/contract/draws';

/** Everything a draw's result page shows: `GET /v2/draw/details/{offerKey}/{drawNo}`. */
export function fetchDrawDetails(api: ApiClient, offerKey: string, drawNo: number, signal?: AbortSignal): Promise<DrawDetails> {
  return api.request<DrawDetails>({ path: `/draw/details/${encodeURIComponent(offerKey)}/${drawNo}`, signal });
}
