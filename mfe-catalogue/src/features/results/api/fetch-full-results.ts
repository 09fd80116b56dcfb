import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { FullResults } from '@drawfront/shared/contract/draws';

/** The latest result of every offer of the site: `GET /v2/draw/full_result`. */
export function fetchFullResults(api: ApiClient, signal?: AbortSignal): Promise<FullResults> {
  return api.request<FullResults>({ path: '/draw/full_result', signal });
}
