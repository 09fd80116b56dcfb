import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ResultKeys } from '@drawfront/shared/contract/draws';
import type { QueryDefinition } from '@drawfront/shared/data/read-query';

/**
 * Which offers have results, lotteries and raffles apart: `GET /v2/draws/pricing/default/past/result_keys`,
 * under the `['draw-result-keys']` key (fresh for 86,400,000 ms, `query-defaults.ts`).
 */
export function resultKeysQuery(api: ApiClient): QueryDefinition<ResultKeys> {
  return { key: ['draw-result-keys'], load: (signal) => api.request<ResultKeys>({ path: '/draws/pricing/default/past/result_keys', signal }) };
}
