import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ResultKeys } from '@drawfront/shared/contract/draws';

/** Draw result keys are cached for 86,400,000 ms (storefront §9 "Cache, draw result keys and product branding"). */
export const RESULT_KEYS_CACHE_MS = 86_400_000;

/** Which offers have results, lotteries and raffles apart: `GET /v2/draws/pricing/default/past/result_keys`. */
export function fetchResultKeys(api: ApiClient, signal?: AbortSignal): Promise<ResultKeys> {
  return api.request<ResultKeys>({ path: '/draws/pricing/default/past/result_keys', cacheTtlMs: RESULT_KEYS_CACHE_MS, signal });
}
