import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';

/** `GET /spend-limits`. */
export function fetchSpendLimits(api: ApiClient, signal?: AbortSignal): Promise<SpendLimits> {
  return api.request<SpendLimits>({ path: '/spend-limits', signal });
}

/** `PUT /spend-limits/{period}` with the amount as typed dollars ("50.00"); the answer is every limit after the change. */
export function setSpendLimit(api: ApiClient, period: SpendLimitPeriod, limit: string): Promise<SpendLimits> {
  return api.request<SpendLimits>({ method: 'PUT', path: `/spend-limits/${encodeURIComponent(period)}`, body: { limit } });
}

/** `DELETE /spend-limits/{id}`; a removal waits out the cooling-off period, so the answer usually shows it pending. */
export function removeSpendLimit(api: ApiClient, id: string): Promise<SpendLimits> {
  return api.request<SpendLimits>({ method: 'DELETE', path: `/spend-limits/${encodeURIComponent(id)}` });
}
